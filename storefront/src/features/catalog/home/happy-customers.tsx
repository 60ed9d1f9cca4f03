import { Avatar, Group, Paper, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';

// Four fixed placeholder reviews, not real data.
const REVIEWS = [
  {
    name: 'Priya Sharma',
    rating: 5,
    date: '12 March 2025',
    text: 'The lehenga fit perfectly and the embroidery looks even richer in person. Delivery was a day early too.',
  },
  {
    name: 'Arjun Mehta',
    rating: 4.5,
    date: '2 February 2025',
    text: 'Good quality cotton kurta, true to size. Colour is exactly as shown. Will buy again for Diwali.',
  },
  {
    name: 'Sneha Iyer',
    rating: 4,
    date: '18 January 2025',
    text: 'Lovely saree with a soft drape. Packaging was neat, though the blouse piece was a little short.',
  },
  {
    name: 'Rahul Verma',
    rating: 3.5,
    date: '5 December 2024',
    text: 'Shirts are comfortable for office wear. Easy returns made trying a new size painless.',
  },
];

export function HappyCustomers() {
  return (
    <Stack component="section" aria-label="Happy Customer" gap="md" py="xl">
      <div>
        <Title order={2} fz={{ base: 22, sm: 28 }}>
          Happy Customer
        </Title>
        <Text c="dimmed" size="sm">
          customers says
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {REVIEWS.map((review) => (
          <Paper key={review.name} withBorder radius="md" p="lg" component="figure" m={0}>
            <Group gap="sm" mb="sm">
              <Avatar color="brand" radius="xl" aria-hidden>
                {review.name[0]}
              </Avatar>
              <div>
                <Text fw={600} size="sm" component="figcaption">
                  {review.name}
                </Text>
                <Rating
                  value={review.rating}
                  fractions={2}
                  readOnly
                  size="sm"
                  role="img"
                  aria-label={`${review.rating} out of 5 stars`}
                />
              </div>
            </Group>
            <Text size="xs" c="dimmed" mb={6}>
              Reviewed in India on {review.date}
            </Text>
            <Text size="sm" component="blockquote" m={0}>
              {review.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

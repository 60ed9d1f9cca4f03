import { AspectRatio, Box, Button, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { pictureSrc } from '../../../lib/pictures';

/** A collage of a category's products with a "see more+" link to that category. */
export function SeeMoreCard({
  title,
  caption,
  to,
  products,
}: {
  title: string;
  caption: string;
  to: string;
  products: { id: string; title: string; imageUrls: string[] }[];
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Stack gap="md" h="100%" justify="space-between">
        <Box>
          <Title order={3} fz={{ base: 20, sm: 24 }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {caption}
          </Text>
        </Box>
        <SimpleGrid cols={2} spacing="xs">
          {products.slice(0, 4).map((product) => (
            <AspectRatio key={product.id} ratio={1} bg="gray.1" style={{ borderRadius: 8, overflow: 'hidden' }}>
              <Image src={pictureSrc(product.imageUrls[0])} alt={product.title} loading="lazy" fit="cover" />
            </AspectRatio>
          ))}
        </SimpleGrid>
        <Button component={Link} to={to} variant="light" fullWidth>
          see more+
        </Button>
      </Stack>
    </Paper>
  );
}

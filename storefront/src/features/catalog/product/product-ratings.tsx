import { Group, Paper, Progress, Rating, SimpleGrid, Stack, Text, Title } from '@mantine/core';

// Hard-coded placeholder figures until reviews exist.
const BARS = [
  { label: 'Excellent', value: 62, color: 'green' },
  { label: 'Very Good', value: 38, color: 'teal' },
  { label: 'Good', value: 24, color: 'lime' },
  { label: 'Average', value: 12, color: 'yellow' },
  { label: 'Poor', value: 8, color: 'red' },
];

export function ProductRatings() {
  return (
    <Paper component="section" aria-label="Ratings and reviews" withBorder radius="md" p="lg">
      <Title order={2} fz={20} mb="md">
        Ratings &amp; Reviews
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Text fz={40} fw={700} lh={1}>
              3.5
            </Text>
            <Rating value={3.5} fractions={2} readOnly role="img" aria-label="3.5 out of 5 stars" />
          </Group>
          <Text c="dimmed" size="sm">
            3355 Ratings &amp; 232 Reviews
          </Text>
        </Stack>
        <Stack gap={8}>
          {BARS.map((bar) => (
            <Group key={bar.label} gap="sm" wrap="nowrap">
              <Text size="sm" w={80}>
                {bar.label}
              </Text>
              <Progress
                value={bar.value}
                color={bar.color}
                style={{ flex: 1 }}
                aria-label={`${bar.label}: ${bar.value}%`}
              />
            </Group>
          ))}
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

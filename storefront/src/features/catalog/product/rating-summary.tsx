import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProductDetailQuery } from '../../../graphql/graphql';
import { RatingStars } from '../../../components/reviews/rating-stars';
import { oneDecimal } from '../../../lib/reviews/reviewed-on';

type Figures = NonNullable<ProductDetailQuery['product']>['rating'];

// The five bars, best first, with the words the shop has always shown beside them.
const BARS = [
  { stars: 5, label: 'Excellent', color: 'green' },
  { stars: 4, label: 'Very Good', color: 'teal' },
  { stars: 3, label: 'Good', color: 'lime' },
  { stars: 2, label: 'Average', color: 'yellow' },
  { stars: 1, label: 'Poor', color: 'red' },
];

const plural = (n: number, one: string) => `${n.toLocaleString('en-IN')} ${one}${n === 1 ? '' : 's'}`;

/** The product's mean (to the half star), how many rated and reviewed it, and a bar per number of stars. */
export function RatingSummary({ rating }: { rating: Figures }) {
  if (rating.count === 0) {
    return (
      <Text c="dimmed" size="sm">
        No ratings yet. Shoppers who receive this product can rate and review it from their order.
      </Text>
    );
  }
  const countOf = (stars: number) => rating.breakdown.find((b) => b.stars === stars)?.count ?? 0;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
      <Stack gap={4}>
        <Group gap="sm" align="center">
          <Text fz={40} fw={700} lh={1}>
            {oneDecimal(rating.average)}
          </Text>
          <RatingStars value={rating.average} size="md" />
        </Group>
        <Text c="dimmed" size="sm">
          {plural(rating.count, 'Rating')} &amp; {plural(rating.reviewCount, 'Review')}
        </Text>
      </Stack>
      <Stack gap={8}>
        {BARS.map((bar) => {
          const n = countOf(bar.stars);
          return (
            <Group key={bar.stars} gap="sm" wrap="nowrap">
              <Text size="sm" w={80}>
                {bar.label}
              </Text>
              <Progress
                value={(n / rating.count) * 100}
                color={bar.color}
                style={{ flex: 1 }}
                aria-label={`${bar.label} (${bar.stars} stars): ${plural(n, 'rating')}`}
              />
              <Text size="xs" c="dimmed" w={36} ta="right">
                {n.toLocaleString('en-IN')}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </SimpleGrid>
  );
}

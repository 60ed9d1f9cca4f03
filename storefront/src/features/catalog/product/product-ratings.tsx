import { Divider, Group, Paper, Stack, Title } from '@mantine/core';
import type { ProductDetailQuery } from '../../../graphql/graphql';
import { RatingSummary } from './rating-summary';
import { ReviewList } from './review-list';
import { ViewerReviewAction } from './viewer-review-action';

type Product = NonNullable<ProductDetailQuery['product']>;

/** The product page's "Ratings & Reviews": the figures, the shopper's own rating, then the reviews. */
export function ProductRatings({ product }: { product: Product }) {
  return (
    <Paper component="section" aria-label="Ratings and reviews" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz={20}>
            Ratings &amp; Reviews
          </Title>
          <ViewerReviewAction product={product} />
        </Group>
        <RatingSummary rating={product.rating} />
        {product.rating.reviewCount > 0 && (
          <>
            <Divider />
            <ReviewList productId={product.id} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

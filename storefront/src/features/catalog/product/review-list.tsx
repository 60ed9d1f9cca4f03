import { useState } from 'react';
import { Alert, Button, Center, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ReviewCardFieldsFragment, ReviewSort } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { REVIEWS_PER_PAGE, useProductReviews } from '../api/product-reviews';
import { ReviewCard } from './review-card';

/** The reviews, newest or most helpful first, five at a time with "Show more reviews". */
export function ReviewList({ productId }: { productId: string }) {
  const [sort, setSort] = useState<ReviewSort>('NEWEST');
  return (
    <Stack gap="md">
      <SegmentedControl
        value={sort}
        onChange={(v) => setSort(v as ReviewSort)}
        data={[
          { value: 'NEWEST', label: 'Newest' },
          { value: 'HELPFUL', label: 'Most helpful' },
        ]}
        aria-label="Order of the reviews"
        w="fit-content"
      />
      {/* A new order starts again at its first page. */}
      <ReviewPages key={sort} productId={productId} sort={sort} />
    </Stack>
  );
}

function ReviewPages({ productId, sort }: { productId: string; sort: ReviewSort }) {
  const { data, error, loading, fetchMore } = useProductReviews(productId, sort);
  // Later pages are kept here, beside the first page the query holds.
  const [more, setMore] = useState<{ reviews: ReviewCardFieldsFragment[]; next: string | null; hasNext: boolean }>();
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const connection = data?.product?.reviewsConnection;
  if (!connection) {
    if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
    return loading ? (
      <Center py="md">
        <Loader size="sm" aria-label="Loading reviews" />
      </Center>
    ) : null;
  }
  const first = connection.edges.map((e) => e.node);
  const reviews = [...first, ...(more?.reviews ?? []).filter((r) => !first.some((f) => f.id === r.id))];
  const hasNext = more ? more.hasNext : connection.pageInfo.hasNextPage;
  const after = more ? more.next : connection.pageInfo.endCursor;

  const showMore = async () => {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const result = await fetchMore({ variables: { after, first: REVIEWS_PER_PAGE } });
      const page = result.data?.product?.reviewsConnection;
      if (page) {
        setMore({
          reviews: [...(more?.reviews ?? []), ...page.edges.map((e) => e.node)],
          next: page.pageInfo.endCursor ?? null,
          hasNext: page.pageInfo.hasNextPage,
        });
      }
    } catch (e) {
      setMoreError(errorMessage(e));
    } finally {
      setLoadingMore(false);
    }
  };

  if (reviews.length === 0) return <Text c="dimmed">No reviews yet.</Text>;
  return (
    <Stack gap="sm">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
      {moreError && <Alert color="red">{moreError}</Alert>}
      {hasNext && (
        <Button variant="default" onClick={() => void showMore()} loading={loadingMore} w="fit-content">
          Show more reviews
        </Button>
      )}
      <Text size="xs" c="dimmed">
        Showing {reviews.length} of {connection.totalCount.toLocaleString('en-IN')}
      </Text>
    </Stack>
  );
}

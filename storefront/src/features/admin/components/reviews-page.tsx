import { useState } from 'react';
import { Card, Group, SegmentedControl, Skeleton, Text } from '@mantine/core';
import type { AdminReviewView } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useAdminReviews } from '../api/reviews';
import { useShowReview } from '../api/show-review';
import { AdminPageHeader } from './admin-page-header';
import { Pager } from './pager';
import { ReviewList } from './review-list';

const VIEWS: { label: string; value: AdminReviewView }[] = [
  { label: 'Newest', value: 'NEWEST' },
  { label: 'Lowest rating', value: 'LOWEST_RATING' },
  { label: 'Hidden', value: 'HIDDEN' },
];

const EMPTY: Record<AdminReviewView, string> = {
  NEWEST: 'No reviews yet.',
  LOWEST_RATING: 'No reviews yet.',
  HIDDEN: 'No hidden ratings or reviews.',
};

/**
 * /admin/reviews: what shoppers wrote, newest or lowest rated first, and what an admin hid.
 * Hiding one (with a reason) takes it off the product page and out of the product's figures.
 */
export function ReviewsPage() {
  const [view, setView] = useState<AdminReviewView>('NEWEST');
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, previousData, error } = useAdminReviews({ view, pageNumber: page });
  const [show] = useShowReview();
  const result = (data ?? previousData)?.adminReviews;
  const showAgain = async (id: string) => {
    setFailure(null);
    try {
      await show({ variables: { id } });
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  return (
    <>
      <AdminPageHeader
        title="Reviews"
        error={failure ?? (error ? errorMessage(error) : null)}
        onCloseError={() => setFailure(null)}
      />
      <Group mb="md">
        <SegmentedControl
          data={VIEWS}
          value={view}
          onChange={(v) => {
            setView(v as AdminReviewView);
            setPage(1);
          }}
          aria-label="Show reviews"
          fullWidth
          w={{ base: '100%', sm: 'auto' }}
        />
      </Group>
      <Card withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {!result ? (
          <Skeleton h={300} />
        ) : result.content.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {EMPTY[view]}
          </Text>
        ) : (
          <ReviewList reviews={result.content} onShow={showAgain} />
        )}
        {result && (
          <Pager
            page={page}
            totalPages={result.totalPages}
            total={result.totalElements}
            noun={view === 'HIDDEN' ? 'hidden rating' : 'review'}
            onChange={setPage}
          />
        )}
      </Card>
    </>
  );
}

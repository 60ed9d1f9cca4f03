import { useState } from 'react';
import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { MyReviewFieldsFragment } from '../../../graphql/graphql';
import { useDeleteRating, useDeleteReview } from '../../../lib/reviews/review-mutations';
import { errorMessage } from '../../../lib/error-message';
import { MY_PAGE_SIZE, useMyRatings, useMyReviews } from '../api/my-reviews';
import { EmptyState } from './empty-state';
import { MyReviewCard } from './my-review-card';

type Connection = {
  totalCount: number;
  edges: { node: MyReviewFieldsFragment }[];
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
};

/** "My Product Reviews": the shopper's reviews (ratings with words), Edit and Delete (the words). */
export function MyReviewsPage() {
  const query = useMyReviews();
  const [unsay] = useDeleteReview();
  return (
    <MyList
      title="My Product Reviews"
      empty="You do not give any reviews."
      query={{
        ...query,
        connection: query.data?.me?.reviews,
        more: (after) =>
          query.fetchMore({ variables: { after, first: MY_PAGE_SIZE } }).then((r) => r.data?.me?.reviews),
      }}
      deletes={(review) => ({
        what: 'your review',
        consequence: 'Your words go; your star rating stays. You can write a new review later.',
        run: () => unsay({ variables: { id: review.id } }),
      })}
    />
  );
}

/** "My Product Rating": every rating the shopper gave, Edit and Delete (the rating and its review). */
export function MyRatingsPage() {
  const query = useMyRatings();
  const [remove] = useDeleteRating();
  return (
    <MyList
      title="My Product Rating"
      empty="You do not give any ratings."
      query={{
        ...query,
        connection: query.data?.me?.ratings,
        more: (after) =>
          query.fetchMore({ variables: { after, first: MY_PAGE_SIZE } }).then((r) => r.data?.me?.ratings),
      }}
      deletes={(review) => ({
        what: 'your rating',
        consequence: review.text
          ? 'Your stars and your review both go, and the product’s rating is counted without them.'
          : 'Your stars go, and the product’s rating is counted without them.',
        run: () => remove({ variables: { id: review.id } }),
      })}
    />
  );
}

interface ListProps {
  title: string;
  empty: string;
  query: {
    connection: Connection | undefined;
    loading: boolean;
    error?: unknown;
    more: (after: string) => Promise<Connection | undefined>;
  };
  deletes: (review: MyReviewFieldsFragment) => { what: string; consequence: string; run: () => Promise<unknown> };
}

function MyList({ title, empty, query, deletes }: ListProps) {
  // Later pages kept beside the first one the query holds ("Show more").
  const [more, setMore] = useState<{ rows: MyReviewFieldsFragment[]; next: string | null; hasNext: boolean }>();
  const [loadingMore, setLoadingMore] = useState(false);
  const { connection } = query;

  if (!connection) {
    if (query.error) return <Alert color="red">{errorMessage(query.error)}</Alert>;
    return (
      <Center py="xl">
        <Loader aria-label={`Loading ${title}`} />
      </Center>
    );
  }
  const first = connection.edges.map((e) => e.node);
  const rows = [...first, ...(more?.rows ?? []).filter((r) => !first.some((f) => f.id === r.id))];
  if (rows.length === 0) return <EmptyState title={title} message={empty} />;
  const hasNext = more ? more.hasNext : connection.pageInfo.hasNextPage;
  const after = more ? more.next : connection.pageInfo.endCursor;

  const showMore = async () => {
    if (!after) return;
    setLoadingMore(true);
    try {
      const page = await query.more(after);
      if (page) {
        setMore({
          rows: [...(more?.rows ?? []), ...page.edges.map((e) => e.node)],
          next: page.pageInfo.endCursor ?? null,
          hasNext: page.pageInfo.hasNextPage,
        });
      }
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {connection.totalCount.toLocaleString('en-IN')} in all
      </Text>
      {rows.map((review) => (
        <MyReviewCard key={review.id} review={review} deletes={deletes(review)} />
      ))}
      {hasNext && (
        <Button variant="default" w="fit-content" loading={loadingMore} onClick={() => void showMore()}>
          Show more
        </Button>
      )}
    </Stack>
  );
}

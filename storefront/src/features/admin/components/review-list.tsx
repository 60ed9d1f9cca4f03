import type { ReactNode } from 'react';
import { Anchor, Badge, Button, Group, Paper, Spoiler, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AdminReviewsQuery } from '../../../graphql/graphql';
import { RatingStars } from '../../../components/reviews/rating-stars';
import { HideReviewButton } from './hide-review-button';
import { usePhone } from './use-phone';
import { shortDateText as day } from '../../../lib/shop-time';
import { ScrollTable } from './scroll-table';

type Review = AdminReviewsQuery['adminReviews']['content'][number];

const written = (r: Review) => day.format(new Date(r.reviewedAt ?? r.createdAt));

const name = (r: Review) => `${r.authorName} on ${r.product.title}`;

function Product({ review }: { review: Review }) {
  return (
    <Anchor component={Link} to={`/product/id/${review.product.id}`} size="sm" fw={500}>
      {review.product.title}
    </Anchor>
  );
}

/** The shopper's words, as text (never HTML), folded when long; "Rating only" without words. */
function Words({ review }: { review: Review }) {
  if (!review.title && !review.text) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        Rating only
      </Text>
    );
  }
  return (
    // Four whole lines of 14 px text (line height 1.55) before "More".
    // The folded text is a region: named, so the page's regions can be told apart.
    <Spoiler
      maxHeight={87}
      showLabel="More"
      hideLabel="Less"
      styles={{ control: { fontSize: 13 } }}
      attributes={{ content: { 'aria-label': `Words of ${name(review)}` } }}
    >
      {review.title && (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {review.title}
        </Text>
      )}
      {review.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
      )}
    </Spoiler>
  );
}

function Hidden({ review }: { review: Review }) {
  if (!review.hidden) return null;
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="red" variant="light" size="sm">
        Hidden
      </Badge>
      {review.hiddenReason && (
        <Text size="xs" c="red.9" style={{ overflowWrap: 'anywhere' }}>
          {review.hiddenReason}
        </Text>
      )}
    </Stack>
  );
}

const helpful = (r: Review) => `${r.helpfulCount} found it helpful`;

/**
 * The moderation lists' rows: product, stars, words, who, when, helpful votes, and whether it is
 * hidden (why) with Hide or Show again; cards on a phone.
 */
export function ReviewList({ reviews, onShow }: { reviews: Review[]; onShow: (id: string) => Promise<void> }) {
  const phone = usePhone();
  const action = (r: Review): ReactNode =>
    r.hidden ? (
      <Button size="xs" variant="default" aria-label={`Show again: ${name(r)}`} onClick={() => void onShow(r.id)}>
        Show again
      </Button>
    ) : (
      <HideReviewButton reviewId={r.id} label={`Hide: ${name(r)}`} />
    );

  if (phone) {
    return (
      <Stack gap="sm" role="table" aria-label="Reviews">
        {reviews.map((r) => (
          <Paper key={r.id} withBorder p="sm" radius="md" role="row" aria-label={name(r)}>
            {/* A card is one row of the phone's table, with one cell (ARIA rows hold cells). */}
            <div role="cell">
              <Stack gap={6}>
                <Product review={r} />
                <Group gap="xs" justify="space-between">
                  <RatingStars value={r.rating} />
                  <Text size="xs" c="dimmed">
                    {r.authorName} · {written(r)}
                  </Text>
                </Group>
                <Words review={r} />
                <Text size="xs" c="dimmed">
                  {helpful(r)}
                </Text>
                <Hidden review={r} />
                <Group justify="flex-end">{action(r)}</Group>
              </Stack>
            </div>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollTable label="Reviews (scrolls sideways)" minWidth={900}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Reviews">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={170}>Product</Table.Th>
            <Table.Th>Stars</Table.Th>
            <Table.Th miw={280}>Review</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>Written</Table.Th>
            <Table.Th>Helpful</Table.Th>
            <Table.Th w={170}>Moderation</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reviews.map((r) => (
            <Table.Tr key={r.id} aria-label={name(r)} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Product review={r} />
              </Table.Td>
              <Table.Td>
                <RatingStars value={r.rating} />
              </Table.Td>
              <Table.Td>
                <Words review={r} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {r.authorName}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {written(r)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.helpfulCount}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap="xs" align="flex-start">
                  <Hidden review={r} />
                  {action(r)}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

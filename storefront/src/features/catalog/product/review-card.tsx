import { Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import type { ReviewCardFieldsFragment } from '../../../graphql/graphql';
import { RatingStars } from '../../../components/reviews/rating-stars';
import { reviewedOn } from '../../../lib/reviews/reviewed-on';
import { READABLE_GREEN } from '../../../lib/colors';
import { HelpfulButton } from './helpful-button';

/**
 * One review: the reviewer's initial and name, the stars, "Verified buyer", when, and the words.
 * The words are shoppers' text and are rendered as text, line breaks kept, never as HTML.
 */
export function ReviewCard({ review }: { review: ReviewCardFieldsFragment }) {
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`Review by ${review.authorName}`}>
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap">
          <Avatar color="brand" radius="xl" aria-hidden>
            {review.authorInitial}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Text fw={600} size="sm">
                {review.authorName}
              </Text>
              {review.verifiedBuyer && (
                <Badge
                  variant="light"
                  color="green"
                  c={READABLE_GREEN}
                  size="sm"
                  leftSection={<IconRosetteDiscountCheck size={12} />}
                >
                  Verified buyer
                </Badge>
              )}
            </Group>
            <RatingStars value={review.rating} />
          </div>
        </Group>
        {review.reviewedAt && (
          <Text size="xs" c="dimmed">
            {reviewedOn(review.reviewedAt)}
          </Text>
        )}
        {review.title && (
          <Text fw={600} size="sm">
            {review.title}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
        <Group gap="sm">
          {review.viewerIsAuthor ? (
            <Text size="xs" c="dimmed">
              Your review{review.helpfulCount > 0 ? ` · ${review.helpfulCount} found it helpful` : ''}
            </Text>
          ) : (
            <HelpfulButton review={review} />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

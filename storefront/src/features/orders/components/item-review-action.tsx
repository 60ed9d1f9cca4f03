import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconStarFilled } from '@tabler/icons-react';
import type { MyReviewFieldsFragment } from '../../../graphql/graphql';
import type { OrderLineData } from '../../../components/order-line';
import { RatingStars } from '../../../components/reviews/rating-stars';
import { ReviewModal } from '../../../components/reviews/review-modal';

/**
 * "Rate & Review Product" under a delivered item: opens the form, or shows the shopper's rating
 * with Edit once they gave one. `openAtStart` opens the form on arrival (the delivered mail's link).
 */
export function ItemReviewAction({
  line,
  review,
  openAtStart = false,
}: {
  line: OrderLineData;
  review: MyReviewFieldsFragment | null | undefined;
  openAtStart?: boolean;
}) {
  const [opened, { open, close }] = useDisclosure(openAtStart && line.product != null);
  if (!line.product) {
    return (
      <Text size="sm" c="dimmed">
        This product is no longer sold, so it cannot be rated.
      </Text>
    );
  }
  const modal = (
    <ReviewModal
      product={{ id: line.product.id, title: line.title, imageUrl: line.imageUrl }}
      existing={review}
      opened={opened}
      onClose={close}
    />
  );
  if (review) {
    return (
      <Group gap="xs">
        <Text size="sm">Your rating</Text>
        <RatingStars value={review.rating} />
        {review.hidden && (
          <Text size="xs" c="dimmed">
            (hidden by the shop: {review.hiddenReason})
          </Text>
        )}
        <Button variant="subtle" size="compact-sm" onClick={open} aria-label={`Edit your review of ${line.title}`}>
          Edit
        </Button>
        {modal}
      </Group>
    );
  }
  return (
    <>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconStarFilled size={14} />}
        onClick={open}
        w="fit-content"
        aria-label={`Rate & Review Product: ${line.title}`}
      >
        Rate &amp; Review Product
      </Button>
      {modal}
    </>
  );
}

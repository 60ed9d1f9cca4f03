import { useState } from 'react';
import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import type { MyReviewFieldsFragment } from '../../../graphql/graphql';
import { RatingStars } from '../../../components/reviews/rating-stars';
import { ReviewModal } from '../../../components/reviews/review-modal';
import { reviewedOn } from '../../../lib/reviews/reviewed-on';
import { errorMessage } from '../../../lib/error-message';
import { ProductThumbnail } from '../../../components/product-thumbnail';

interface Props {
  review: MyReviewFieldsFragment;
  /** What Delete removes, in the confirmation: "your review" (the words) or "your rating" (all). */
  deletes: { what: string; consequence: string; run: () => Promise<unknown> };
}

/** One of the shopper's own ratings: the product, the stars, the words, Edit and Delete. */
export function MyReviewCard({ review, deletes }: Props) {
  const [editing, edit] = useDisclosure(false);
  const [asking, ask] = useDisclosure(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { product } = review;

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await deletes.run();
      ask.close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Your rating of ${product.title}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Anchor component={Link} to={`/product/id/${product.id}`} style={{ flexShrink: 0 }}>
          <ProductThumbnail src={product.imageUrls[0]} alt={product.title} w={64} h={84} />
        </Anchor>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Anchor component={Link} to={`/product/id/${product.id}`} fw={600} c="dark.8" lineClamp={2}>
            {product.title}
          </Anchor>
          <RatingStars value={review.rating} />
          {review.hidden && (
            <Alert color="gray" variant="light" p="xs">
              Hidden by the shop: {review.hiddenReason}. Other shoppers do not see it and it does not count in the
              product’s rating.
            </Alert>
          )}
          {review.title && (
            <Text fw={600} size="sm">
              {review.title}
            </Text>
          )}
          {review.text ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.text}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              Stars only, no review.
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {review.reviewedAt
              ? reviewedOn(review.reviewedAt)
              : reviewedOn(review.createdAt).replace('Reviewed', 'Rated')}
          </Text>
          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              variant="default"
              onClick={edit.open}
              aria-label={`Edit your rating of ${product.title}`}
            >
              Edit
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={ask.open}
              aria-label={`Delete ${deletes.what} of ${product.title}`}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Group>
      <ReviewModal
        product={{ id: product.id, title: product.title, imageUrl: product.imageUrls[0] }}
        existing={review}
        opened={editing}
        onClose={edit.close}
      />
      <Modal opened={asking} onClose={ask.close} title={`Delete ${deletes.what}?`} centered>
        <Text size="sm">{deletes.consequence}</Text>
        {error && (
          <Text size="sm" c="red.9" role="alert" mt="xs">
            {error}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={ask.close}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={() => void remove()}>
            Delete
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}

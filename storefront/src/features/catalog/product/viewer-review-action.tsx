import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconStarFilled } from '@tabler/icons-react';
import { useSignedIn } from '../../../lib/session/use-token';
import { ReviewModal } from '../../../components/reviews/review-modal';
import { RatingStars } from '../../../components/reviews/rating-stars';
import { useProductViewerReview } from '../api/product-viewer-review';

/**
 * For a signed-in shopper who received the product: "Rate & Review Product", or their own rating
 * with "Edit your review". Nothing for others (only verified buyers rate).
 */
export function ViewerReviewAction({ product }: { product: { id: string; title: string; imageUrls: string[] } }) {
  const signedIn = useSignedIn();
  const { data } = useProductViewerReview(product.id, signedIn);
  const [opened, { open, close }] = useDisclosure(false);
  const mine = data?.product?.viewerReview;
  if (!data?.product?.viewerCanReview && !mine) return null;
  return (
    <Group gap="sm">
      {mine && (
        <Group gap={6}>
          <Text size="sm">You rated it</Text>
          <RatingStars value={mine.rating} />
          {mine.hidden && (
            <Text size="xs" c="dimmed">
              (hidden by the shop: {mine.hiddenReason})
            </Text>
          )}
        </Group>
      )}
      <Button variant="light" size="xs" leftSection={<IconStarFilled size={14} />} onClick={open}>
        {mine ? 'Edit your review' : 'Rate & Review Product'}
      </Button>
      <ReviewModal
        product={{ id: product.id, title: product.title, imageUrl: product.imageUrls[0] }}
        existing={mine}
        opened={opened}
        onClose={close}
      />
    </Group>
  );
}

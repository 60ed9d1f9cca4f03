import { Group, Modal, Stack, Text } from '@mantine/core';
import { ReviewForm, type ExistingReview } from './review-form';
import { ProductThumbnail } from '../product-thumbnail';

export interface ReviewedProduct {
  id: string;
  title: string;
  imageUrl?: string | null;
}

/** "Rate & Review Product" as a dialog: what is being rated, then the form. */
export function ReviewModal({
  product,
  existing,
  opened,
  onClose,
}: {
  product: ReviewedProduct;
  existing?: ExistingReview | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={existing ? 'Edit your review' : 'Rate & Review Product'} size="lg">
      <Stack gap="md">
        <Group wrap="nowrap" gap="sm">
          {product.imageUrl && <ProductThumbnail src={product.imageUrl} w={48} h={64} />}
          <Text fw={600} lineClamp={2}>
            {product.title}
          </Text>
        </Group>
        {opened && <ReviewForm productId={product.id} existing={existing} onDone={onClose} />}
      </Stack>
    </Modal>
  );
}

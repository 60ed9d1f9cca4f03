import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { FormError } from '../../../components/form-error';
import { errorMessage } from '../../../lib/error-message';

export interface SizeChoice {
  id: string;
  name: string;
  quantity: number;
}

/** "Move to cart" asks which size: sold-out sizes are shown but cannot be picked. */
export function MoveToCartModal({
  title,
  sizes,
  opened,
  onClose,
  onMove,
}: {
  title: string;
  sizes: SizeChoice[];
  opened: boolean;
  onClose: () => void;
  /** Resolves when the line is in the cart; a rejection's message is shown. */
  onMove: (size: string) => Promise<void>;
}) {
  const [size, setSize] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const move = async () => {
    if (!size) return;
    setBusy(true);
    setError(null);
    try {
      await onMove(size);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Move to cart" centered>
      <Stack gap="md">
        <Text size="sm">Choose a size of {title}.</Text>
        <Radio.Group value={size} onChange={setSize} label="Size" withAsterisk>
          <Group gap="md" mt="xs">
            {sizes.map((s) => (
              <Radio
                key={s.id}
                value={s.name}
                label={s.quantity > 0 ? s.name : `${s.name} (sold out)`}
                disabled={s.quantity === 0}
              />
            ))}
          </Group>
        </Radio.Group>
        <FormError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={move} disabled={!size} loading={busy}>
            Move to cart
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

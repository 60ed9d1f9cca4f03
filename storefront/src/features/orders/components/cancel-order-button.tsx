import { useState } from 'react';
import { Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';
import { useCancelOrder } from '../api/cancel-order';

/**
 * "Cancel order" on the buyer's own order page (while it is PLACED or CONFIRMED): asks first,
 * with an optional reason. The gateway cancels and refunds; when the payment provider cannot be
 * reached the order is cancelled all the same and answered with its refund PENDING and a note,
 * which the order's money table shows.
 */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const [cancel, { loading }] = useCancelOrder();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    try {
      await cancel({ variables: { id: orderId, reason: reason.trim() || null } });
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <>
      <Group justify="flex-end">
        <Button variant="default" color="red" onClick={() => setOpen(true)}>
          Cancel order
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title="Cancel this order?" centered>
        <Text size="sm">
          The order will be cancelled and what you paid refunded to the way you paid. This cannot be undone.
        </Text>
        <Textarea
          mt="md"
          label="Reason (optional)"
          maxLength={300}
          rows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {error && (
          <Text c="red.9" size="sm" mt="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setOpen(false)}>
            Keep order
          </Button>
          <Button color="red" loading={loading} onClick={() => void confirm()}>
            Yes, cancel order
          </Button>
        </Group>
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReturnReason } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useRequestReturn } from '../api/order-returns';

const REASONS: { value: ReturnReason; label: string }[] = [
  { value: 'TOO_SMALL' as ReturnReason, label: 'Too small' },
  { value: 'TOO_LARGE' as ReturnReason, label: 'Too large' },
  { value: 'DAMAGED_OR_DEFECTIVE' as ReturnReason, label: 'Damaged or defective' },
  { value: 'NOT_AS_SHOWN' as ReturnReason, label: 'Not as shown' },
  { value: 'CHANGED_MY_MIND' as ReturnReason, label: 'Changed my mind' },
];

/**
 * "Return or exchange" under a delivered line: how many units, a reason, optional words, and a
 * refund or another size (offered only when another size is in stock; it is reserved at once).
 */
export function ReturnAction({
  orderId,
  line,
  offer,
  deliveryRefundRule,
}: {
  orderId: string;
  line: { id: string; title: string; size: string };
  offer: { returnable: number; exchangeSizes: readonly string[] };
  deliveryRefundRule: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const [resolution, setResolution] = useState('REFUND');
  const [size, setSize] = useState(offer.exchangeSizes[0] ?? '');
  const [request, { loading, error, reset }] = useRequestReturn();
  if (offer.returnable <= 0) return null;
  const canExchange = offer.exchangeSizes.length > 0;
  const submit = async () => {
    const exchange = resolution === 'EXCHANGE' && canExchange;
    const result = await request({
      variables: {
        input: {
          orderId,
          reason: reason as ReturnReason,
          note: note.trim() || null,
          resolution: exchange ? ('EXCHANGE' as never) : ('REFUND' as never),
          lines: [{ orderItemId: line.id, quantity: Number(quantity), exchangeSize: exchange ? size : null }],
        },
      },
    }).catch(() => null);
    if (result?.data) close();
  };
  return (
    <>
      <Button size="xs" variant="default" onClick={open}>
        Return or exchange
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          reset();
          close();
        }}
        title={`Return or exchange: ${line.title} (size ${line.size})`}
      >
        <Stack gap="sm">
          <NativeSelect
            label="Units"
            value={quantity}
            onChange={(e) => setQuantity(e.currentTarget.value)}
            data={Array.from({ length: offer.returnable }, (_, i) => String(i + 1))}
          />
          <NativeSelect
            label="Reason"
            required
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data={[{ value: '', label: 'Choose a reason' }, ...REASONS]}
          />
          <Textarea
            label="Anything to add (optional)"
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Radio.Group label="What would you like?" value={resolution} onChange={setResolution}>
            <Stack gap={6} mt={6}>
              <Radio value="REFUND" label="My money back" />
              {canExchange ? (
                <Radio value="EXCHANGE" label="Another size" />
              ) : (
                <Text size="sm" c="dimmed">
                  No other size is in stock, so an exchange is not offered.
                </Text>
              )}
            </Stack>
          </Radio.Group>
          {resolution === 'EXCHANGE' && canExchange && (
            <NativeSelect
              label="New size (held for you now)"
              value={size}
              onChange={(e) => setSize(e.currentTarget.value)}
              data={[...offer.exchangeSizes]}
            />
          )}
          <Text size="xs" c="dimmed">
            {deliveryRefundRule}
          </Text>
          {error && <Alert color="red">{errorMessage(error)}</Alert>}
          <Group justify="flex-end">
            <Button onClick={submit} loading={loading} disabled={!reason}>
              Send request
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

import { useState } from 'react';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';
import { useAdminOrderReturns } from '../api/returns';
import { ReturnPanel } from './returns-page';

/**
 * The order page's returns: each return or exchange request on the order with its lines, state,
 * history and the next move's buttons (the Returns screen's panel). Shown only when there are some.
 */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const { data, error } = useAdminOrderReturns(orderId);
  const [failure, setFailure] = useState<string | null>(null);
  const returns = data?.adminOrder.returns ?? [];
  if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (!returns.length) return null;
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Returns and exchanges">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} fz="md">
          Returns and exchanges
        </Title>
        <Text size="sm" c="dimmed">
          {returns.length} request{returns.length === 1 ? '' : 's'}
        </Text>
      </Group>
      {failure && (
        <Alert color="red" mb="sm" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Stack gap="sm">
        {returns.map((r) => (
          <ReturnPanel key={r.id} request={r} onError={setFailure} onOrderPage />
        ))}
      </Stack>
      {data?.returnDeliveryRefundRule && (
        <Text size="xs" c="dimmed" mt="sm">
          {data.returnDeliveryRefundRule}
        </Text>
      )}
    </Card>
  );
}

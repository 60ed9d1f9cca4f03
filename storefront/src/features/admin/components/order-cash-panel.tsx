import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { formatINR } from '../../../lib/money';
import { useAdminOrderCash, useAllowCashOnDelivery, useRecordCashCollected } from '../api/order-cash';

/**
 * Cash on delivery on the admin's order page: what the courier collects, "Cash collected" once the
 * order is delivered, and the buyer's COD bar (with why) that the admin can lift. Nothing for a prepaid order.
 */
export function OrderCashPanel({ orderId }: { orderId: string }) {
  const { data } = useAdminOrderCash(orderId);
  const [record, { loading }] = useRecordCashCollected();
  const [allow, allowing] = useAllowCashOnDelivery();
  const [message, setMessage] = useState<string | null>(null);
  const order = data?.adminOrder;
  if (!order || order.paymentMethod !== 'COD') return null;
  const barred = order.customer.codBarredReason;
  return (
    <Card withBorder radius="md" p="lg" aria-label="Cash on delivery">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            Cash on delivery
          </Title>
          <Badge color={order.paidAt ? 'teal' : 'orange'} variant="light">
            {order.paidAt ? 'Cash collected' : 'To collect'}
          </Badge>
        </Group>
        <Text size="sm">
          The courier collects {formatINR(order.totalAmount)}
          {order.codFee ? ` (with a ${formatINR(order.codFee)} COD fee)` : ''}.
        </Text>
        {!order.paidAt && (
          <Group>
            <Button
              leftSection={<IconCash size={16} />}
              disabled={order.status !== 'DELIVERED'}
              loading={loading}
              onClick={() => {
                setMessage(null);
                record({ variables: { id: order.id } }).catch((error: unknown) => setMessage(errorMessage(error)));
              }}
            >
              Cash collected
            </Button>
            {order.status !== 'DELIVERED' && (
              <Text size="xs" c="dimmed">
                Once the order is delivered.
              </Text>
            )}
          </Group>
        )}
        {barred && (
          <Alert color="orange" variant="light" title="This customer may not choose cash on delivery">
            <Stack gap="xs">
              <Text size="sm">{barred}</Text>
              <Button
                size="xs"
                variant="light"
                w="fit-content"
                loading={allowing.loading}
                onClick={() => allow({ variables: { userId: order.customer.id } })}
              >
                Allow cash on delivery again
              </Button>
            </Stack>
          </Alert>
        )}
        {message && (
          <Text c="red" size="sm" role="alert">
            {message}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

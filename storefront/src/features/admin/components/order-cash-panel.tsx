import { useState } from 'react';
import { Alert, Badge, Box, Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/error-message';
import { formatINR } from '../../../lib/money';
import { at } from '../../../lib/shop-time';
import { useCan } from '../api/my-permissions';
import { useAdminOrderCash, useAllowCashOnDelivery, useRecordCashCollected } from '../api/order-cash';
import { ManualRefundForm } from './manual-refund-form';

const HOW = { UPI: 'UPI', BANK_TRANSFER: 'bank transfer' } as const;

/**
 * Cash on delivery on the admin's order page: what the courier collects, "Cash collected" once the
 * order is delivered (and who recorded it), cash given back by hand for a returned or cancelled order
 * (the list with references and notes, and the form), and the buyer's COD bar (with why) that the admin
 * can lift. Nothing for a prepaid order.
 */
export function OrderCashPanel({ orderId }: { orderId: string }) {
  const { data } = useAdminOrderCash(orderId);
  const [record, { loading }] = useRecordCashCollected();
  const [allow, allowing] = useAllowCashOnDelivery();
  const can = useCan();
  const [message, setMessage] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);
  const order = data?.adminOrder;
  if (!order || order.paymentMethod !== 'COD') return null;
  const barred = order.customer.codBarredReason;
  const cash = order.payments.find((p) => p.method === 'COD');
  const manual = order.refunds.filter((r) => r.manualMethod);
  const left =
    (cash?.amount ?? 0) - order.refunds.filter((r) => r.status !== 'FAILED').reduce((n, r) => n + r.amount, 0);
  const givesBack = !!cash && (order.status === 'RETURNED' || order.status === 'CANCELLED');
  // Refused at the door or cancelled before the cash was collected: there is nothing to collect any more.
  const nothing = !order.paidAt && (order.status === 'RETURN_TO_ORIGIN' || order.status === 'CANCELLED');
  const badge = order.paidAt
    ? { color: 'teal', label: 'Cash collected' }
    : nothing
      ? { color: 'gray', label: 'Nothing to collect' }
      : { color: 'orange', label: 'To collect' };
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-label="Cash on delivery">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            Cash on delivery
          </Title>
          <Badge color={badge.color} variant="light">
            {badge.label}
          </Badge>
        </Group>
        <Text size="sm">
          {nothing
            ? order.status === 'RETURN_TO_ORIGIN'
              ? 'Refused at the door and returned to origin: nothing was collected, nothing is refunded.'
              : 'Cancelled before delivery: nothing was collected.'
            : `The courier ${order.paidAt ? 'collected' : 'collects'} ${formatINR(order.totalAmount)}${order.codFee ? ` (with a ${formatINR(order.codFee)} COD fee)` : ''}.`}
        </Text>
        {cash && (
          <Text size="sm" c="dimmed">
            {formatINR(cash.amount)} collected, recorded {at(cash.paidAt)}
            {cash.recordedBy ? ` by ${cash.recordedBy.email}` : ''}.
          </Text>
        )}
        {recorded && (
          <Text c="teal" size="sm" role="status">
            {recorded}
          </Text>
        )}
        {manual.length > 0 && (
          <Box component="ul" aria-label="Cash given back" m={0} p={0} style={{ listStyle: 'none' }}>
            {manual.map((r) => (
              <Box
                component="li"
                key={r.id}
                py={6}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm">
                    Given back by {HOW[r.manualMethod!]} · ref. {r.manualReference}
                  </Text>
                  <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                    −{formatINR(r.amount)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {at(r.createdAt)}
                  {r.requestedBy ? ` · by ${r.requestedBy.email}` : ''}
                </Text>
                {r.manualNote && (
                  <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                    Note: {r.manualNote}
                  </Text>
                )}
              </Box>
            ))}
          </Box>
        )}
        {givesBack && left > 0 && can('refunds') && (
          <>
            <Divider />
            <ManualRefundForm key={left} orderId={order.id} left={left} onRecorded={setRecorded} />
          </>
        )}
        {!order.paidAt && !nothing && can('ordersStatus') && (
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
              {can('customersDeactivate') && (
                <Button
                  size="xs"
                  variant="light"
                  w="fit-content"
                  loading={allowing.loading}
                  onClick={() => allow({ variables: { userId: order.customer.id } })}
                >
                  Allow cash on delivery again
                </Button>
              )}
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

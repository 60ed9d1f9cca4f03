import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { OrderReturnsQuery } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';
import { longDateText } from '../../../lib/shop-time';
import { errorMessage } from '../../../lib/error-message';
import { orderNumber } from '../../../lib/order-number';
import { useCancelReturn } from '../api/order-returns';

type Request = OrderReturnsQuery['myReturns'][number];

const STATUS_TEXT: Record<string, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved: a courier will pick it up',
  DECLINED: 'Declined',
  PICKED_UP: 'Picked up',
  RECEIVED: 'Received',
  REFUNDED: 'Refunded',
  EXCHANGED: 'Exchanged',
  CANCELLED: 'Cancelled',
};

function ReturnCard({ request }: { request: Request }) {
  const [cancel, { loading, error }] = useCancelReturn();
  const what = request.resolution === 'EXCHANGE' ? 'Exchange' : 'Return';
  return (
    <Stack
      gap={4}
      component="article"
      aria-label={`${what} requested ${longDateText.format(new Date(request.createdAt))}`}
    >
      <Group justify="space-between" gap="xs">
        <Text fw={600} size="sm">
          {what} · {request.reasonLabel}
        </Text>
        <Badge variant="light">{STATUS_TEXT[request.status] ?? request.status}</Badge>
      </Group>
      {request.lines.map((l) => (
        <Text key={l.id} size="sm">
          {l.quantity} × {l.orderItem.title} (size {l.orderItem.size})
          {l.exchangeSize ? ` → size ${l.exchangeSize}` : ''}
        </Text>
      ))}
      {request.declineReason && <Text size="sm">Why: {request.declineReason}</Text>}
      {request.status === 'REFUNDED' && (
        <Text size="sm">
          {request.manualRefund ? 'To be given back by bank transfer or UPI: ' : 'Refunded: '}
          {formatINR(request.refundAmount)}
          {request.deliveryRefund ? ` (with the delivery charge of ${formatINR(request.deliveryRefund)})` : ''}
        </Text>
      )}
      {request.exchangeOrder && (
        <Text size="sm">
          New size ships in{' '}
          <Link to={`/account/order/${request.exchangeOrder.id}`}>order {orderNumber(request.exchangeOrder.id)}</Link>
        </Text>
      )}
      <Stack gap={0} component="ol" aria-label="Steps" style={{ margin: 0, paddingLeft: 18 }}>
        {request.history.map((h) => (
          <Text key={h.id} component="li" size="xs" c="dimmed">
            {longDateText.format(new Date(h.at))}: {STATUS_TEXT[h.toStatus] ?? h.toStatus}
          </Text>
        ))}
      </Stack>
      {request.nextStatuses.includes('CANCELLED' as never) && (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={loading}
            onClick={() => cancel({ variables: { id: request.id } })}
          >
            Cancel this request
          </Button>
        </Group>
      )}
      {error && (
        <Text size="sm" c="red">
          {errorMessage(error)}
        </Text>
      )}
    </Stack>
  );
}

/** The order's return and exchange requests with their state, and the return window. */
export function OrderReturns({ data }: { data: OrderReturnsQuery }) {
  const { returnOptions: options, myReturns } = data;
  if (!myReturns.length && options.reason) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Returns and exchanges">
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" fw={700} mb="xs">
        Returns and exchanges
      </Title>
      <Stack gap="md">
        {options.windowClosesAt && !options.reason && (
          <Text size="sm">Return or exchange until {longDateText.format(new Date(options.windowClosesAt))}.</Text>
        )}
        {myReturns.map((r) => (
          <ReturnCard key={r.id} request={r} />
        ))}
      </Stack>
    </Paper>
  );
}

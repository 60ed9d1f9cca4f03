import { useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput, Timeline } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AdminReturnFieldsFragment, ReturnQueue } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';
import { at } from '../../../lib/shop-time';
import { errorMessage } from '../../../lib/error-message';
import { orderNumber } from '../../../lib/order-number';
import { AdminPageHeader } from './admin-page-header';
import { useAdminReturns, useApproveReturn, useDeclineReturn, usePickUpReturn, useReceiveReturn } from '../api/returns';

type Request = AdminReturnFieldsFragment;

const QUEUES: { value: string; label: string }[] = [
  { value: 'REQUESTED', label: 'Requested' },
  { value: 'TO_PICK_UP', label: 'To pick up' },
  { value: 'TO_RECEIVE', label: 'To receive' },
  { value: 'DONE', label: 'Done' },
  { value: 'ALL', label: 'All' },
];

/**
 * One request: its lines, history and the next move's buttons (receiving counts each line). On
 * the order's own page (`onOrderPage`) the order and its customer are not named again.
 */
export function ReturnPanel({
  request,
  onError,
  onOrderPage = false,
}: {
  request: Request;
  onError: (message: string) => void;
  onOrderPage?: boolean;
}) {
  const [approve, approving] = useApproveReturn();
  const [decline, declining] = useDeclineReturn();
  const [pickUp, picking] = usePickUpReturn();
  const [receive, receiving] = useReceiveReturn();
  const [why, setWhy] = useState('');
  const [damaged, setDamaged] = useState<Record<string, string>>({});
  const run = (p: Promise<unknown>) => p.catch((e: unknown) => onError(errorMessage(e as Error)));
  const who = request.customer
    ? `${request.customer.firstName} ${request.customer.lastName} (${request.customer.email})`
    : '';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Return ${request.id}`}>
      <Group justify="space-between" gap="xs">
        <Text fw={600}>
          {request.resolution === 'EXCHANGE' ? 'Exchange' : 'Return'} · {request.reasonLabel}
          {!onOrderPage && (
            <>
              {' · '}
              <Link to={`/admin/orders/${request.orderId}`}>order {orderNumber(request.orderId)}</Link>
            </>
          )}
        </Text>
        <Badge variant="light">{request.status}</Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {onOrderPage || !who ? '' : `${who} · `}asked {at(request.createdAt)}
      </Text>
      {request.note && <Text size="sm">“{request.note}”</Text>}
      <Stack gap={4} my="xs">
        {request.lines.map((l) => (
          <Group key={l.id} gap="xs">
            <Text size="sm">
              {l.quantity} × {l.orderItem.title} (size {l.orderItem.size})
              {l.exchangeSize ? ` → size ${l.exchangeSize}` : ''}
              {request.status === 'REFUNDED' || request.status === 'EXCHANGED'
                ? ` · ${l.restocked} restocked, ${l.damaged} damaged`
                : ''}
            </Text>
            {request.status === 'PICKED_UP' && (
              <TextInput
                size="xs"
                w={110}
                label="Damaged units"
                aria-label={`Damaged units of ${l.orderItem.title} (size ${l.orderItem.size})`}
                value={damaged[l.id] ?? '0'}
                onChange={(e) => setDamaged({ ...damaged, [l.id]: e.currentTarget.value })}
              />
            )}
          </Group>
        ))}
      </Stack>
      {request.status === 'REFUNDED' && (
        <Text size="sm">
          {request.manualRefund ? 'To give back by hand: ' : 'Refunded: '}
          {formatINR(request.refundAmount)}
          {request.deliveryRefund ? ` (delivery ${formatINR(request.deliveryRefund)})` : ''}
        </Text>
      )}
      {request.exchangeOrder && (
        <Text size="sm">
          Replacement:{' '}
          <Link to={`/admin/orders/${request.exchangeOrder.id}`}>order {orderNumber(request.exchangeOrder.id)}</Link>
        </Text>
      )}
      {request.declineReason && <Text size="sm">Declined: {request.declineReason}</Text>}
      <Group gap="xs" mt="xs" align="flex-end">
        {request.nextStatuses.includes('APPROVED' as never) && (
          <Button size="xs" loading={approving.loading} onClick={() => run(approve({ variables: { id: request.id } }))}>
            Approve
          </Button>
        )}
        {request.nextStatuses.includes('DECLINED' as never) && (
          <>
            <TextInput size="xs" label="Why declined" value={why} onChange={(e) => setWhy(e.currentTarget.value)} />
            <Button
              size="xs"
              color="red"
              variant="light"
              disabled={!why.trim()}
              loading={declining.loading}
              onClick={() => run(decline({ variables: { id: request.id, reason: why } }))}
            >
              Decline
            </Button>
          </>
        )}
        {request.nextStatuses.includes('PICKED_UP' as never) && (
          <Button size="xs" loading={picking.loading} onClick={() => run(pickUp({ variables: { id: request.id } }))}>
            Mark picked up
          </Button>
        )}
        {request.status === 'PICKED_UP' && (
          <Button
            size="xs"
            loading={receiving.loading}
            onClick={() =>
              run(
                receive({
                  variables: {
                    id: request.id,
                    lines: request.lines.map((l) => {
                      const bad = Math.min(l.quantity, Math.max(0, Number(damaged[l.id] ?? 0) || 0));
                      return { lineId: l.id, restockable: l.quantity - bad, damaged: bad };
                    }),
                  },
                }),
              )
            }
          >
            Receive {request.resolution === 'EXCHANGE' ? 'and ship the new size' : 'and refund'}
          </Button>
        )}
      </Group>
      <Timeline mt="sm" bulletSize={10} lineWidth={1} active={request.history.length}>
        {request.history.map((h) => (
          <Timeline.Item key={h.id} title={h.toStatus}>
            <Text size="xs" c="dimmed">
              {at(h.at)}
              {h.reason ? ` · ${h.reason}` : ''}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}

/** /admin/returns: the shoppers' return and exchange requests by queue, with a search. */
export function ReturnsPage() {
  const [queue, setQueue] = useState('REQUESTED');
  const [search, setSearch] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { data, error: loadError } = useAdminReturns(queue === 'ALL' ? null : (queue as ReturnQueue), search.trim());
  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Returns"
        error={error ?? (loadError ? errorMessage(loadError) : null)}
        onCloseError={() => setError(null)}
      />
      <Group gap="sm" align="flex-end">
        <SegmentedControl data={QUEUES} value={queue} onChange={setQueue} aria-label="Queue" />
        <TextInput
          label="Search"
          placeholder="Order number, shopper, product"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </Group>
      {data && (
        <Text size="sm" c="dimmed">
          {data.adminReturns.total} request(s). {data.returnDeliveryRefundRule}
        </Text>
      )}
      {data?.adminReturns.items.map((r) => (
        <ReturnPanel key={r.id} request={r} onError={setError} />
      ))}
      {data && !data.adminReturns.items.length && <Text>No requests here.</Text>}
    </Stack>
  );
}

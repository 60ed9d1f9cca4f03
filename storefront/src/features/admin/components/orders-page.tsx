import { useCallback, useState } from 'react';
import { Card, Group, Select, Skeleton, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { AdminOrderPaymentFilter, OrderStatus, RefundStatus } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useAdminOrders } from '../api/orders';
import { useDeleteOrder } from '../api/delete-order';
import { AdminPageHeader } from './admin-page-header';
import { ConfirmButton } from './confirm-button';
import { useCan } from '../api/my-permissions';
import { OrderTable } from './order-table';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { StatusMenu } from './status-menu';
import { useDeletedIds } from './use-deleted-ids';

const FILTERS: { label: string; value: OrderStatus | 'ALL' }[] = [
  { label: 'All', value: 'ALL' },
  { label: 'Pending', value: 'PENDING' },
  { label: 'Placed', value: 'PLACED' },
  { label: 'Confirmed', value: 'CONFIRMED' },
  { label: 'Shipped', value: 'SHIPPED' },
  { label: 'Delivered', value: 'DELIVERED' },
  { label: 'Cancelled', value: 'CANCELLED' },
  { label: 'Returned', value: 'RETURNED' },
  { label: 'Returned to origin', value: 'RETURN_TO_ORIGIN' },
];

const REFUND_FILTERS: { label: string; value: RefundStatus | 'ANY' }[] = [
  { label: 'Any refund state', value: 'ANY' },
  { label: 'Refund pending', value: 'PENDING' },
  { label: 'Refund failed', value: 'FAILED' },
];

const PAYMENT_FILTERS: { label: string; value: AdminOrderPaymentFilter | 'ANY' }[] = [
  { label: 'Any payment', value: 'ANY' },
  { label: 'Paid online', value: 'PREPAID' },
  { label: 'Cash on delivery', value: 'COD' },
  { label: 'COD to collect', value: 'COD_TO_COLLECT' },
];

/** The All Orders page: search, status, refund and payment filters, the rows with the Status menu and Delete, pages. */
export function OrdersPage() {
  const can = useCan();
  const [status, setStatus] = useState<OrderStatus | 'ALL'>('ALL');
  const [refund, setRefund] = useState<RefundStatus | 'ANY'>('ANY');
  const [payment, setPayment] = useState<AdminOrderPaymentFilter | 'ANY'>('ANY');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, previousData, error } = useAdminOrders({
    status: status === 'ALL' ? null : status,
    refund: refund === 'ANY' ? null : refund,
    payment: payment === 'ANY' ? null : payment,
    search,
    pageNumber: page,
  });
  const [deleteOrder] = useDeleteOrder();
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const { keep, forget } = useDeletedIds();
  const result = (data ?? previousData)?.adminOrders;
  const rows = result ? keep(result.content) : [];

  async function remove(id: string) {
    try {
      await deleteOrder({ variables: { id } });
      forget(id);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  }

  return (
    <>
      <AdminPageHeader
        title="All Orders"
        error={failure ?? (error ? errorMessage(error) : null)}
        onCloseError={() => setFailure(null)}
      />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchBox label="Search orders" placeholder="Order id or customer email" onSearch={onSearch} />
        <Select
          data={FILTERS}
          value={status}
          allowDeselect={false}
          onChange={(v) => {
            setStatus((v ?? 'ALL') as OrderStatus | 'ALL');
            setPage(1);
          }}
          aria-label="Show orders"
          w={{ base: '100%', sm: 180 }}
        />
        <Select
          data={REFUND_FILTERS}
          value={refund}
          allowDeselect={false}
          onChange={(v) => {
            setRefund((v ?? 'ANY') as RefundStatus | 'ANY');
            setPage(1);
          }}
          aria-label="Refunds"
          w={{ base: '100%', sm: 180 }}
        />
        <Select
          data={PAYMENT_FILTERS}
          value={payment}
          allowDeselect={false}
          onChange={(v) => {
            setPayment((v ?? 'ANY') as AdminOrderPaymentFilter | 'ANY');
            setPage(1);
          }}
          aria-label="Payment"
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      <Card withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {!result ? (
          <Skeleton h={300} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No orders to show.
          </Text>
        ) : (
          <OrderTable
            orders={rows}
            caption="Orders"
            actions={(o) => (
              <Group gap="xs" wrap="nowrap">
                <StatusMenu order={o} onError={setFailure} />
                {can('ordersCancel') && (
                  <ConfirmButton
                    label={`Delete order ${o.id}`}
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    disabled={!o.deletable}
                    title="Delete this order?"
                    message="It leaves these lists but is kept with its history. An order that still holds stock is cancelled first and its stock released."
                    confirmLabel="Delete order"
                    onConfirm={() => remove(o.id)}
                  >
                    Delete
                  </ConfirmButton>
                )}
              </Group>
            )}
          />
        )}
        {result && (
          <Pager
            page={page}
            totalPages={result.totalPages}
            total={result.totalElements}
            noun="order"
            onChange={setPage}
          />
        )}
      </Card>
    </>
  );
}

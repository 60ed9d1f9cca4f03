import { useState } from 'react';
import { Alert, Anchor, Avatar, Card, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { TaxDocuments } from '../../../components/tax-documents';
import { formatINR } from '../../../lib/money';
import { useAdminOrder } from '../api/order-view';
import { AdminPageHeader } from './admin-page-header';
import { OrderTimeline } from './order-timeline';
import { dateTimeText as when } from '../../../lib/shop-time';
import { StatusBadge } from './status-badge';
import { StatusMenu } from './status-menu';
import { OrderCashPanel } from './order-cash-panel';
import { OrderShipmentPanel } from './order-shipment-panel';
import { OrderReturnsPanel } from './order-returns-panel';
import { MoneyLedger } from '../../../components/money-ledger';
import { orderNumber } from '../../../lib/order-number';

/** One order for the admin: status and its menu, customer, address, lines, totals, payments and refunds, history. */
export function OrderViewPage() {
  const { orderId = '' } = useParams();
  const { data, error } = useAdminOrder(orderId);
  const [failure, setFailure] = useState<string | null>(null);
  const order = data?.adminOrder;
  if (!order) {
    if (error) return <Alert color="red">{errorMessage(error)}</Alert>;
    return <Skeleton h={400} />;
  }
  const a = order.shippingAddress;
  // What is paid beyond the goods after discount: the delivery charge and any COD fee (the query is
  // at the gateway's 100-field limit, so they are not asked for apart; the COD panel names the fee).
  const delivery = order.totalAmount - (order.totalPrice - order.discount);
  return (
    <>
      <Anchor component={Link} to="/admin/orders" size="sm">
        ← All orders
      </Anchor>
      <AdminPageHeader
        title={`Order ${orderNumber(order.id)}`}
        actions={
          <Group gap="sm">
            <StatusBadge status={order.status} />
            {!order.archivedAt && <StatusMenu order={order} onError={setFailure} />}
          </Group>
        }
        error={failure}
        onCloseError={() => setFailure(null)}
      />
      {order.archivedAt && (
        <Alert color="gray" mb="md">
          This order was deleted from the lists
          {order.archivedBy ? ` by ${order.archivedBy.email}` : ''} on {when.format(new Date(order.archivedAt))}; it is
          kept with its history.
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="sm">
                Items
              </Title>
              <Stack gap="sm">
                {order.items.map((i) => (
                  <Group key={i.id} wrap="nowrap" gap="sm">
                    <Avatar src={i.imageUrl} alt={i.title} radius="sm" size="lg" />
                    <Stack gap={0} style={{ flex: 1 }}>
                      <Text size="sm">{i.title}</Text>
                      <Text size="xs" c="dimmed">
                        {i.brand} · {i.colour} · size {i.size} · × {i.quantity}
                      </Text>
                    </Stack>
                    <Text size="sm">{formatINR(i.discountedPrice)}</Text>
                  </Group>
                ))}
              </Stack>
              <Group justify="space-between" mt="md">
                <Text size="sm" c="dimmed">
                  {order.totalItem} item{order.totalItem === 1 ? '' : 's'} · list {formatINR(order.totalPrice)} ·
                  discount {formatINR(order.discount)} · delivery and fees {delivery ? formatINR(delivery) : 'free'}
                </Text>
                <Text fw={700}>{formatINR(order.totalAmount)}</Text>
              </Group>
            </Card>
            <OrderReturnsPanel orderId={order.id} />
            <OrderShipmentPanel orderId={order.id} />
            <OrderCashPanel orderId={order.id} />
            <Card withBorder radius="md" p="lg" aria-label="Customer">
              <Title order={2} fz="md" mb="sm">
                Customer and delivery
              </Title>
              <Text size="sm">
                {order.customer.firstName} {order.customer.lastName} · {order.customer.email}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {a.firstName} {a.lastName}, {a.streetAddress}, {a.city}, {a.state} {a.zipCode} · {a.mobile}
              </Text>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="lg" aria-label="GST documents">
              <Title order={2} fz="md" mb="sm">
                GST documents
              </Title>
              <TaxDocuments order={order} />
            </Card>
            <Card withBorder radius="md" p="lg" aria-label="Payments and refunds">
              <Group justify="space-between" mb="sm">
                <Title order={2} fz="md">
                  Payments and refunds
                </Title>
                <Text size="sm" c="dimmed">
                  paid {formatINR(order.amountPaid)} · refunded {formatINR(order.amountRefunded)}
                </Text>
              </Group>
              <MoneyLedger payments={order.payments} refunds={order.refunds} />
            </Card>
            <Card withBorder radius="md" p="lg">
              <Title order={2} fz="md" mb="md">
                History
              </Title>
              <OrderTimeline changes={order.statusChanges} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

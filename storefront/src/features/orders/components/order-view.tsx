import type { ReactNode } from 'react';
import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import type { OrderFieldsFragment, PaymentMethod } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';
import { AddressBlock } from '../../../components/address-block';
import { OrderLine } from '../../../components/order-line';
import { discountLabel, PriceDetails } from '../../../components/price-details';
import { OrderTracker } from './order-tracker';
import { ShipmentTracking } from './shipment-tracking';
import { deliveryText } from './delivery-text';
import { longDateText as placedOn } from '../../../lib/shop-time';
import { orderNumber } from '../../../lib/order-number';

type Line = OrderFieldsFragment['items'][number];

/** How the order is paid, as its page says it: cash on delivery to pay, or paid in cash. */
function CashOnDeliveryLine({ order, codFee }: { order: OrderFieldsFragment; codFee: number }) {
  const refused = order.status === 'RETURN_TO_ORIGIN';
  const cancelled = order.status === 'CANCELLED';
  let text: string;
  if (order.paidAt)
    text = `Paid ${formatINR(order.totalAmount)} in cash on delivery on ${placedOn.format(new Date(order.paidAt))}`;
  else if (refused || cancelled) text = 'Cash on delivery: nothing to pay';
  else {
    text = `Cash on delivery: please keep ${formatINR(order.totalAmount)} ready for the courier${codFee ? ` (with a ${formatINR(codFee)} COD fee)` : ''}`;
  }
  return (
    <Group gap={6} mt="sm" wrap="nowrap" align="flex-start" data-testid="payment-method">
      <IconCash size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">{text}</Text>
    </Group>
  );
}

/**
 * An order laid out (its own page and the payment result): address, the four-step tracker, the items
 * (each with what `itemFooter` puts under it: "Rate & Review Product" once delivered, never before) and the price details. `banner`
 * goes on top, `aside` under the price details (the order page's invoice, payments and refunds).
 * `payment`, when the page knows it: a cash-on-delivery order says so under the tracker, and its fee is a line.
 */
export function OrderView({
  order,
  banner,
  itemFooter,
  aside,
  payment,
}: {
  order: OrderFieldsFragment;
  payment?: { method: PaymentMethod; codFee: number };
  banner?: ReactNode;
  itemFooter?: (line: Line) => ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Stack gap="md">
      {banner}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Order status">
        <Text size="sm" c="dimmed" mb="md">
          Ordered on {placedOn.format(new Date(order.createdAt))} · Order {orderNumber(order.id)}
        </Text>
        {deliveryText(order) && (
          <Text fw={600} mb="md" data-testid="delivery-date">
            {deliveryText(order)}
          </Text>
        )}
        <OrderTracker status={order.status} />
        {payment?.method === 'COD' && <CashOnDeliveryLine order={order} codFee={payment.codFee} />}
        {order.shipment && <ShipmentTracking shipment={order.shipment} />}
      </Paper>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" component="section" aria-label="Order items">
            {order.items.map((line) => (
              <OrderLine key={line.id} line={line}>
                {itemFooter?.(line)}
              </OrderLine>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="lg" component="section" aria-label="Delivery address">
              <Title order={2} fz="sm" tt="uppercase" c="dimmed" fw={700} mb="xs">
                Delivery address
              </Title>
              <AddressBlock address={order.shippingAddress} />
            </Paper>
            <PriceDetails
              totalPrice={order.totalPrice}
              discount={order.discount}
              couponDiscount={order.couponDiscount}
              couponLabel={discountLabel(order.offerCode, order.couponCode)}
              deliveryDiscount={order.deliveryDiscount}
              deliveryCharge={order.deliveryCharge}
              totalAmount={order.totalAmount}
              codFee={payment?.codFee}
              totalItem={order.totalItem}
            />
            {aside}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

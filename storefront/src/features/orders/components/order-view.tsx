import type { ReactNode } from 'react';
import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { OrderFieldsFragment } from '../../../graphql/graphql';
import { AddressBlock } from '../../../components/address-block';
import { OrderLine } from '../../../components/order-line';
import { discountLabel, PriceDetails } from '../../../components/price-details';
import { OrderTracker } from './order-tracker';
import { ShipmentTracking } from './shipment-tracking';
import { longDateText as placedOn } from '../../../lib/shop-time';
import { orderNumber } from '../../../lib/order-number';

type Line = OrderFieldsFragment['items'][number];

/** The spec's label under an item, as shown until the order is delivered. */
function RateLaterLabel() {
  return (
    <Group gap={4} c="dimmed">
      <IconStarFilled size={14} aria-hidden />
      <Text size="sm" fw={600}>
        Rate &amp; Review Product
      </Text>
      <Text size="xs">(once delivered)</Text>
    </Group>
  );
}

/**
 * An order laid out (its own page and the payment result): address, the four-step tracker, the items
 * (each with "Rate & Review Product", or what `itemFooter` puts there) and the price details. `banner`
 * goes on top, `aside` under the price details (the order page's invoice, payments and refunds).
 */
export function OrderView({
  order,
  banner,
  itemFooter,
  aside,
}: {
  order: OrderFieldsFragment;
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
        <OrderTracker status={order.status} />
        {order.shipment && <ShipmentTracking shipment={order.shipment} />}
      </Paper>
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm" component="section" aria-label="Order items">
            {order.items.map((line) => (
              <OrderLine key={line.id} line={line}>
                {itemFooter ? itemFooter(line) : order.status !== 'CANCELLED' && <RateLaterLabel />}
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
              totalItem={order.totalItem}
            />
            {aside}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

import { Anchor, Badge, Box, Group, Stack, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import type { OrderFieldsFragment } from '../../../graphql/graphql';
import { dateTimeText, shopDay } from '../../../lib/shop-time';

type Shipment = NonNullable<OrderFieldsFragment['shipment']>;

/** The courier's events in the shopper's words. */
const EVENT_LABEL: Record<string, string> = {
  BOOKED: 'Booked with the courier',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery attempt failed',
  DELIVERED: 'Delivered',
  RTO_INITIATED: 'Returning to the seller',
  RTO_DELIVERED: 'Returned to the seller',
};

/** True when the parcel's latest event is "out for delivery" and it happened today, in the shop's time zone. */
export function outForDeliveryToday(shipment: Pick<Shipment, 'status' | 'events'>, now = new Date()): boolean {
  const last = shipment.events.at(-1);
  if (shipment.status !== 'OUT_FOR_DELIVERY' || !last) return false;
  return shopDay(last.at) === shopDay(now);
}

/** The courier, the AWB with its tracking link, and the courier's events, newest first, in the shop's time zone. */
export function ShipmentTracking({ shipment }: { shipment: Shipment }) {
  const events = [...shipment.events].reverse();
  return (
    <Stack gap="sm" mt="md" aria-label="Courier tracking" component="section">
      <Group gap="xs" wrap="wrap">
        <IconTruckDelivery size={18} aria-hidden />
        <Text size="sm">
          <Text span fw={600}>
            {shipment.courier}
          </Text>{' '}
          · AWB{' '}
          <Text span ff="monospace">
            {shipment.awb}
          </Text>
        </Text>
        {shipment.trackingUrl && (
          <Anchor href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer" size="sm" fw={600}>
            Track with {shipment.courier}
          </Anchor>
        )}
        {outForDeliveryToday(shipment) && (
          <Badge color="teal" variant="filled" autoContrast>
            Out for delivery today
          </Badge>
        )}
      </Group>
      {events.length > 0 && (
        <Box
          component="ol"
          aria-label="Courier events"
          m={0}
          pl="md"
          style={{ borderLeft: '2px solid var(--mantine-color-teal-6)', listStyle: 'none' }}
        >
          {events.map((e, i) => (
            <Box component="li" key={`${e.at}-${i}`} mb="xs">
              <Text size="sm" fw={i === 0 ? 700 : 500}>
                {EVENT_LABEL[e.status] ?? e.description}
              </Text>
              <Text size="xs" c="dimmed">
                {dateTimeText.format(new Date(e.at))}
                {e.location ? ` · ${e.location}` : ''}
              </Text>
              {EVENT_LABEL[e.status] && e.description !== EVENT_LABEL[e.status] && (
                <Text size="xs">{e.description}</Text>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

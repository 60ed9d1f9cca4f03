import { Anchor, Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { MyOrdersQuery } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';
import { deliveryText } from './delivery-text';
import { STATUS_LOOK } from './order-status';
import classes from './order-card.module.css';
import { ProductThumbnail } from '../../../components/product-thumbnail';

type OrderSummary = MyOrdersQuery['orders'][number];

/**
 * One order in the list: the first item's image, title, size and colour, the order's total (what
 * the shopper paid, not the first line's price), "{n}+ Items" for the other lines and the delivery
 * text. The whole card opens the order.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  const [first, ...others] = order.items;
  if (!first) return null;
  const look = STATUS_LOOK[order.status];
  const delivered = order.status === 'DELIVERED';
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} className={classes.card} component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ProductThumbnail src={first.imageUrl} w={72} h={96} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Badge color={look.badge} variant="filled" autoContrast size="sm" w="fit-content">
            {look.label}
          </Badge>
          {/* The link is named "Order of {title}": what it shows, with what it opens. */}
          <Text fw={600} lineClamp={2}>
            <Link to={`/account/order/${order.id}`} className={classes.link}>
              <VisuallyHidden component="span">Order of </VisuallyHidden>
              {first.title}
            </Link>
          </Text>
          <Text size="sm" c="dimmed">
            Size: {first.size} ·{' '}
            <Text span tt="capitalize" inherit>
              {first.colour}
            </Text>
          </Text>
          <Group gap="sm">
            <Text fw={700}>
              <Text span size="sm" c="dimmed" fw={500} inherit={false}>
                Total{' '}
              </Text>
              {formatINR(order.totalAmount)}
            </Text>
            {others.length > 0 && (
              <Text size="sm" c="brand.7" fw={600} title={`and ${others.length} more`}>
                {others.length}+ Items
              </Text>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconCircleFilled
              size={10}
              color={`var(--mantine-color-${delivered ? 'green' : look.color}-6)`}
              aria-hidden
            />
            <Text size="sm" fw={500}>
              {deliveryText(order)}
            </Text>
          </Group>
          {order.shipment && (
            <Text size="xs" c="dimmed">
              {order.shipment.courier} · AWB {order.shipment.awb}
              {order.shipment.trackingUrl && (
                <>
                  {' · '}
                  <Anchor href={order.shipment.trackingUrl} target="_blank" rel="noopener noreferrer" size="xs">
                    Track<VisuallyHidden component="span"> parcel {order.shipment.awb}</VisuallyHidden>
                  </Anchor>
                </>
              )}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

import type { ReactNode } from 'react';
import { Anchor, Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatINR } from '../../../lib/money';
import { StatusBadge } from './status-badge';
import { PaymentTag, type PaidOrderRow } from './payment-tag';
import { orderNumber } from '../../../lib/order-number';
import { shortDateText } from '../../../lib/shop-time';

/** The order rows as cards, for a phone: the same cells, stacked. */
export function OrderCards(props: {
  orders: PaidOrderRow[];
  caption: string;
  actions?: (order: PaidOrderRow) => ReactNode;
}) {
  return (
    <Stack gap="sm" role="table" aria-label={props.caption}>
      {props.orders.map((o) => (
        <Paper key={o.id} withBorder p="sm" radius="md" role="row" aria-label={`Order ${o.id}`}>
          {/* A card is one row of the phone's table, with one cell (ARIA rows hold cells). */}
          <div role="cell">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Avatar.Group>
                {o.items.slice(0, 2).map((i) => (
                  <Avatar key={i.id} src={i.imageUrl} alt={i.title} radius="sm" />
                ))}
              </Avatar.Group>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                {o.items.map((i) => (
                  <Text key={i.id} size="sm" lineClamp={1}>
                    {i.title}
                  </Text>
                ))}
                <Anchor component={Link} to={`/admin/orders/${o.id}`} size="xs" c="dimmed" truncate="end">
                  {orderNumber(o.id)} · {o.customer.email}
                </Anchor>
              </Stack>
            </Group>
            <Group justify="space-between" mt="xs" gap="xs">
              <Text size="sm" fw={600}>
                {formatINR(o.totalAmount)} · {o.totalItem} item{o.totalItem === 1 ? '' : 's'}
              </Text>
              <Text size="xs" c="dimmed">
                <time dateTime={o.createdAt}>{shortDateText.format(new Date(o.createdAt))}</time>
              </Text>
              <Group gap={4}>
                <StatusBadge status={o.status} />
                <PaymentTag order={o} />
              </Group>
            </Group>
            {props.actions && (
              <Group justify="flex-end" mt="xs">
                {props.actions(o)}
              </Group>
            )}
          </div>
        </Paper>
      ))}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { Anchor, Avatar, Stack, Table, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatINR } from '../../../lib/money';
import { StatusBadge } from './status-badge';
import { PaymentTag, type PaidOrderRow } from './payment-tag';
import { OrderCards } from './order-cards';
import { usePhone } from './use-phone';
import { ScrollTable } from './scroll-table';
import { orderNumber } from '../../../lib/order-number';
import { dateTimeText } from '../../../lib/shop-time';

/**
 * The admin order list's rows: Image (first image of each line), Date (placed, in the shop's time zone), Title,
 * Total Price (discounted), Quantity, Status; `actions` adds the Update Status and Delete cells of the Orders screen.
 */
export function OrderTable(props: {
  orders: PaidOrderRow[];
  caption: string;
  actions?: (order: PaidOrderRow) => ReactNode;
}) {
  const phone = usePhone();
  if (phone) return <OrderCards {...props} />;
  return (
    <ScrollTable label="Orders (scrolls sideways)" minWidth={props.actions ? 960 : 720}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={props.caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Image</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Total Price</Table.Th>
            <Table.Th>Quantity</Table.Th>
            <Table.Th>Status</Table.Th>
            {props.actions && <Table.Th>Update Status / Delete</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.orders.map((o) => (
            <Table.Tr key={o.id} aria-label={`Order ${o.id}`}>
              <Table.Td>
                <Avatar.Group>
                  {o.items.slice(0, 3).map((i) => (
                    <Avatar key={i.id} src={i.imageUrl} alt={i.title} radius="sm" />
                  ))}
                </Avatar.Group>
              </Table.Td>
              <Table.Td>
                <time dateTime={o.createdAt}>{dateTimeText.format(new Date(o.createdAt))}</time>
              </Table.Td>
              <Table.Td maw={320}>
                <Stack gap={2}>
                  {o.items.map((i) => (
                    <Text key={i.id} size="sm" lineClamp={1}>
                      {i.title}
                    </Text>
                  ))}
                  <Tooltip label={o.customer.email}>
                    <Anchor component={Link} to={`/admin/orders/${o.id}`} size="xs" c="dimmed">
                      {orderNumber(o.id)} · {o.customer.email}
                    </Anchor>
                  </Tooltip>
                </Stack>
              </Table.Td>
              <Table.Td>{formatINR(o.totalAmount)}</Table.Td>
              <Table.Td>{o.totalItem}</Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start" w="max-content">
                  <StatusBadge status={o.status} />
                  <PaymentTag order={o} />
                </Stack>
              </Table.Td>
              {props.actions && <Table.Td>{props.actions(o)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

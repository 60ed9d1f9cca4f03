import type { ReactNode } from 'react';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatINR } from '../lib/money';

interface Props {
  totalPrice: number;
  discount: number;
  totalDiscountedPrice: number;
  /** Units, shown beside "Price" ("Price (3 items)"). */
  totalItem: number;
  /** The step's action under the totals (Order Item, Checkout). */
  children?: ReactNode;
}

/**
 * "Price details": Price, Discount, Delivery Charge (always "Free") and Total Amount —
 * the same panel on the cart, the order summary and an order's page. Amounts are the server's.
 */
export function PriceDetails({ totalPrice, discount, totalDiscountedPrice, totalItem, children }: Props) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Price details">
      <Stack gap="sm">
        <Title order={2} fz="sm" tt="uppercase" c="dimmed" fw={700} lts={0.5}>
          Price details
        </Title>
        <Divider />
        <Row label={`Price (${totalItem} item${totalItem === 1 ? '' : 's'})`} value={formatINR(totalPrice)} />
        <Row label="Discount" value={`−${formatINR(discount)}`} color="teal.9" />
        <Row label="Delivery Charge" value="Free" color="teal.9" />
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>Total Amount</Text>
          <Text fw={700} data-testid="total-amount">
            {formatINR(totalDiscountedPrice)}
          </Text>
        </Group>
        {discount > 0 && (
          <Text size="sm" c="teal.9" fw={600}>
            You save {formatINR(discount)} on this order
          </Text>
        )}
        {children}
      </Stack>
    </Paper>
  );
}

function Row({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" c={color} fw={color ? 600 : undefined}>
        {value}
      </Text>
    </Group>
  );
}

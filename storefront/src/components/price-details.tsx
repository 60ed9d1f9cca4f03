import type { ReactNode } from 'react';
import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatINR } from '../lib/money';

interface Props {
  totalPrice: number;
  discount: number;
  /** Paise; 0 shows "Free". */
  deliveryCharge: number;
  /** Paise for cash on delivery; shown as its own line when above 0. */
  codFee?: number;
  /** Goods after discount plus delivery (and any COD fee): what the shopper pays. */
  totalAmount: number;
  /** How much more of goods would make delivery free (the cart's and the summary's nudge); 0 or absent: none. */
  freeDeliveryShortfall?: number;
  /**
   * Paise the automatic offer and the code took off the goods, shown as its own line (part of
   * `discount`, which the Discount line then shows without it); `couponLabel` names them.
   */
  couponDiscount?: number;
  couponLabel?: string;
  /** Paise of delivery a free-delivery code waived (the charge shows "Free"). */
  deliveryDiscount?: number;
  /** Units, shown beside "Price" ("Price (3 items)"). */
  totalItem: number;
  /** The step's action under the totals (Order Item, Checkout). */
  children?: ReactNode;
}

/**
 * "Price details": Price, Discount, Delivery Charge ("Free", or the charge with "Add ₹Y more for
 * free delivery") and Total Amount — the same panel on the cart, the order summary and an order's
 * page. Amounts are the server's.
 */
export function PriceDetails({
  totalPrice,
  discount,
  deliveryCharge,
  totalAmount,
  freeDeliveryShortfall = 0,
  codFee = 0,
  couponDiscount = 0,
  couponLabel = 'Coupon',
  deliveryDiscount = 0,
  totalItem,
  children,
}: Props) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Price details">
      <Stack gap="sm">
        <Title order={2} fz="sm" tt="uppercase" c="dimmed" fw={700} lts={0.5}>
          Price details
        </Title>
        <Divider />
        <Row label={`Price (${totalItem} item${totalItem === 1 ? '' : 's'})`} value={formatINR(totalPrice)} />
        <Row label="Discount" value={`−${formatINR(discount - couponDiscount)}`} color="teal.9" />
        {couponDiscount > 0 && (
          <Row label={couponLabel} value={`−${formatINR(couponDiscount)}`} color="teal.9" testId="coupon-discount" />
        )}
        {deliveryDiscount > 0 && (
          <Row label="Free delivery (code)" value={`−${formatINR(deliveryDiscount)}`} color="teal.9" />
        )}
        {deliveryCharge > 0 ? (
          <Row label="Delivery Charge" value={formatINR(deliveryCharge)} />
        ) : (
          <Row label="Delivery Charge" value="Free" color="teal.9" />
        )}
        {freeDeliveryShortfall > 0 && (
          <Text size="xs" c="dimmed" data-testid="free-delivery-nudge">
            Add {formatINR(freeDeliveryShortfall)} more for free delivery
          </Text>
        )}
        {codFee > 0 && <Row label="Cash on delivery fee" value={formatINR(codFee)} />}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>Total Amount</Text>
          <Text fw={700} data-testid="total-amount">
            {formatINR(totalAmount)}
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

/** The Price details line of the offer and the code: "Coupon (SAVE200)", "Offer and coupon (…)". */
export function discountLabel(offer: string | null | undefined, code: string | null | undefined): string {
  if (offer && code) return `Offer and coupon (${code})`;
  if (code) return `Coupon (${code})`;
  return 'Offer';
}

function Row({ label, value, color, testId }: { label: string; value: string; color?: string; testId?: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">{label}</Text>
      <Text size="sm" c={color} fw={color ? 600 : undefined} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

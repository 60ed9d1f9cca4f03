import { Badge } from '@mantine/core';
import type { AdminOrderRowFragment, OrderStatus, PaymentMethod } from '../../../graphql/graphql';

/** An order row of the lists, with how it is paid when the list asked for it. */
export type PaidOrderRow = AdminOrderRowFragment & { paymentMethod?: PaymentMethod; paidAt?: string | null };

/** Statuses in which a cash-on-delivery order's cash is still to come. */
const STANDING: OrderStatus[] = ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'];

/** "COD · to collect" (cash still to come) or "COD" beside a cash-on-delivery order's status; nothing for prepaid. */
export function PaymentTag({ order }: { order: PaidOrderRow }) {
  if (order.paymentMethod !== 'COD') return null;
  const toCollect = !order.paidAt && STANDING.includes(order.status);
  const look = toCollect
    ? { color: 'orange', label: 'COD · to collect' }
    : order.paidAt
      ? { color: 'teal', label: 'COD · collected' }
      : { color: 'gray', label: 'COD' };
  return (
    <Badge color={look.color} variant="light" radius="xl" size="sm" miw="fit-content">
      {look.label}
    </Badge>
  );
}

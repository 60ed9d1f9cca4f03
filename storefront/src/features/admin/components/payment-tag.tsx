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
  return (
    <Badge color={toCollect ? 'orange.9' : 'gray.7'} variant="outline" radius="xl" size="sm" miw="fit-content">
      {toCollect ? 'COD · to collect' : order.paidAt ? 'COD · collected' : 'COD'}
    </Badge>
  );
}

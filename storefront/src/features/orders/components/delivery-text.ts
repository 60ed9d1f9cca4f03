import type { OrderStatus } from '../../../graphql/graphql';

import { dayMonthText as dayMonth } from '../../../lib/shop-time';
import { deliveryDayText } from '../../../lib/delivery-date';

interface Dated {
  status: OrderStatus;
  createdAt: string;
  /** The gateway's one estimate (Order.expectedDeliveryBy): the product page's date for the same PIN. */
  expectedDeliveryBy?: string | null;
  deliveredAt?: string | null;
  cancelledAt?: string | null;
}

/**
 * Delivery text: "Delivered On {day} {month}" for delivered orders, "Expected Delivery On
 * {day} {month}" (the gateway's one estimate) otherwise. Cancelled, returned and unpaid orders will not
 * arrive, so they say that instead of promising a date.
 */
export function deliveryText(order: Dated): string {
  switch (order.status) {
    case 'DELIVERED':
      return `Delivered On ${dayMonth.format(new Date(order.deliveredAt ?? order.createdAt))}`;
    case 'CANCELLED':
      return `Cancelled On ${dayMonth.format(new Date(order.cancelledAt ?? order.createdAt))}`;
    case 'RETURNED':
      return 'Returned';
    case 'PENDING':
      return 'Awaiting payment';
    default:
      return order.expectedDeliveryBy ? `Expected Delivery On ${deliveryDayText(order.expectedDeliveryBy)}` : '';
  }
}

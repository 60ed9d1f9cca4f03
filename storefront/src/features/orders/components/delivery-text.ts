import type { OrderStatus } from '../../../graphql/graphql';

import { dayMonthText as dayMonth } from '../../../lib/shop-time';

// No carrier tells the shop when a parcel arrives: the promise is a week after ordering.
const DELIVERY_DAYS = 7;

interface Dated {
  status: OrderStatus;
  createdAt: string;
  deliveredAt?: string | null;
  cancelledAt?: string | null;
}

/**
 * Delivery text: "Delivered On {day} {month}" for delivered orders, "Expected Delivery On
 * {day} {month}" from the creation date otherwise. Cancelled, returned and unpaid orders will not
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
    default: {
      // India keeps no summer time, so a week is always 7 × 24 hours there.
      const expected = new Date(new Date(order.createdAt).getTime() + DELIVERY_DAYS * 86_400_000);
      return `Expected Delivery On ${dayMonth.format(expected)}`;
    }
  }
}

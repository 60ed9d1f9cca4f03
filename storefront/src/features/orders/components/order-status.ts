import type { OrderStatus } from '../../../graphql/graphql';
import { READABLE_GREEN } from '../../../lib/colors';

/** The order list's status filter: its labels and the statuses they stand for ("On The Way" is SHIPPED). */
export const STATUS_FILTERS: { label: string; status: OrderStatus }[] = [
  { label: 'On The Way', status: 'SHIPPED' },
  { label: 'Delivered', status: 'DELIVERED' },
  { label: 'Cancelled', status: 'CANCELLED' },
  { label: 'Returned', status: 'RETURNED' },
];

const FILTERABLE = new Set(STATUS_FILTERS.map((f) => f.status));

/** The `status` query parameter ("shipped,delivered") as statuses; unknown words are ignored. */
export function parseStatusParam(param: string | null): OrderStatus[] {
  if (!param) return [];
  const chosen = param
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s): s is OrderStatus => FILTERABLE.has(s as OrderStatus));
  return [...new Set(chosen)];
}

export function statusParam(statuses: OrderStatus[]): string {
  // In the filter's order, so one choice always gives the same address.
  return STATUS_FILTERS.filter((f) => statuses.includes(f.status))
    .map((f) => f.status.toLowerCase())
    .join(',');
}

/** Tracker step: CONFIRMED 1, SHIPPED 2, DELIVERED 3, otherwise 0 (Placed). */
export function trackerStep(status: OrderStatus): number {
  return ({ CONFIRMED: 1, SHIPPED: 2, DELIVERED: 3 } as Partial<Record<OrderStatus, number>>)[status] ?? 0;
}

/**
 * The status as a shopper reads it, its hue (the delivery dot) and its pill's colour: a shade whose
 * pill text (white, or black on the light amber) reads at 4.5:1 or more.
 */
export const STATUS_LOOK: Record<OrderStatus, { label: string; color: string; badge: string }> = {
  PENDING: { label: 'Awaiting payment', color: 'gray', badge: 'gray.7' },
  PLACED: { label: 'Placed', color: 'teal', badge: 'teal.9' },
  CONFIRMED: { label: 'Confirmed', color: 'green', badge: READABLE_GREEN },
  SHIPPED: { label: 'On the way', color: 'blue', badge: 'blue.8' },
  DELIVERED: { label: 'Delivered', color: 'yellow', badge: 'yellow.6' },
  CANCELLED: { label: 'Cancelled', color: 'red', badge: 'red.9' },
  RETURNED: { label: 'Returned', color: 'red', badge: 'red.9' },
  RETURN_TO_ORIGIN: { label: 'Returned to origin', color: 'orange', badge: 'orange.9' },
};

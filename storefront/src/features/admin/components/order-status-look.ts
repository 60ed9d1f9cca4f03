import type { OrderStatus } from '../../../graphql/graphql';

/**
 * The status pill colours of the admin lists (amber is Mantine's yellow; others red), in shades
 * whose pill text (white, or black on amber: the pill picks) reads at 4.5:1 or more.
 */
export const STATUS_COLOR: Record<OrderStatus, string> = {
  PENDING: 'gray.7',
  PLACED: 'teal.9',
  // Mantine's darkest green is 4.37:1 under white text; this one is 5.38:1.
  CONFIRMED: '#237a35',
  SHIPPED: 'blue.8',
  DELIVERED: 'yellow.6',
  CANCELLED: 'red.9',
  RETURNED: 'red.9',
  RETURN_TO_ORIGIN: 'orange.9',
};

/** The Status menu, plus Mark Returned and Return to origin; each entry asks for one status. */
export const STATUS_ACTIONS: { label: string; status: OrderStatus }[] = [
  { label: 'Confirm Order', status: 'CONFIRMED' },
  { label: 'Shipped Order', status: 'SHIPPED' },
  { label: 'Delivered Order', status: 'DELIVERED' },
  { label: 'Cancel Order', status: 'CANCELLED' },
  { label: 'Mark Returned', status: 'RETURNED' },
  // Cash on delivery only (the server lists it in nextStatuses only for a COD order).
  { label: 'Return to origin (refused)', status: 'RETURN_TO_ORIGIN' },
];

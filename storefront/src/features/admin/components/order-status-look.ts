import type { OrderStatus } from '../../../graphql/graphql';

/** The status pill colours of the admin lists (amber is Mantine's yellow; others red). */
export const STATUS_COLOR: Record<OrderStatus, string> = {
  PENDING: 'gray',
  PLACED: 'teal',
  CONFIRMED: 'green',
  SHIPPED: 'blue',
  DELIVERED: 'yellow',
  CANCELLED: 'red',
  RETURNED: 'red',
  RETURN_TO_ORIGIN: 'orange',
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

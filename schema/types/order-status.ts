import { builder } from '../builder.js';

export const OrderStatusEnum = builder.enumType('OrderStatus', {
  description: 'Where an order is in its life. A new order is PENDING until it is paid, then PLACED.',
  values: {
    PENDING: { description: 'Created, stock reserved, not paid yet; cancelled when unpaid for too long.' },
    PLACED: { description: 'Paid, or to be paid in cash on delivery (Order.paymentMethod COD).' },
    CONFIRMED: { description: 'Confirmed by the shop.' },
    SHIPPED: { description: 'On the way.' },
    DELIVERED: { description: 'Delivered.' },
    CANCELLED: { description: 'Cancelled (by the shop, or because it was never paid); its stock was released.' },
    RETURNED: { description: 'Sent back by the shopper.' },
    RETURN_TO_ORIGIN: {
      description:
        'A cash-on-delivery parcel refused at the door and sent back; its stock went back, nothing was paid.',
    },
  } as const,
});

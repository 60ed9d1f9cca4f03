import type { OrderDetailQuery } from '../graphql/graphql';
import type { WithTypenames } from './typenames';

/** An order as the order page's query answers it. */
export type AnOrder = WithTypenames<OrderDetailQuery>['order'];
type Line = AnOrder['items'][number];

/** One line of an order: a Silk Kurta in M unless the test says otherwise. */
export function anOrderLine(overrides: Partial<Line> = {}): Line {
  return {
    __typename: 'OrderItem',
    id: 'l1',
    title: 'Silk Kurta',
    brand: 'Manyavar',
    colour: 'maroon',
    imageUrl: '/images/products/l1.svg',
    size: 'M',
    quantity: 1,
    price: 499800,
    discountedPrice: 199900,
    couponDiscount: 0,
    product: { __typename: 'Product', id: 'p1' },
    ...overrides,
  };
}

/**
 * A paid order of one line, delivered to Bengaluru, with no payments or refunds listed and no
 * invoice yet: override what a test is about. Typed by the generated OrderDetail query.
 */
export function anOrder(overrides: Partial<AnOrder> = {}): AnOrder {
  return {
    __typename: 'Order',
    id: 'order-9',
    status: 'PLACED',
    createdAt: '2026-03-02T10:00:00.000Z',
    expectedDeliveryBy: '2026-03-09',
    confirmedAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    paidAt: '2026-03-02T10:05:00.000Z',
    codConfirmBy: null,
    paymentMethod: 'PREPAID',
    codFee: 0,
    totalPrice: 499800,
    discount: 299900,
    totalDiscountedPrice: 199900,
    deliveryCharge: 0,
    freeDeliveryShortfall: 0,
    totalAmount: 199900,
    totalItem: 1,
    shipment: null,
    couponCode: null,
    offerCode: null,
    couponDiscount: 0,
    deliveryDiscount: 0,
    shippingAddress: {
      __typename: 'ShippingAddress',
      firstName: 'Asha',
      lastName: 'Verma',
      streetAddress: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      mobile: '9876543210',
    },
    items: [anOrderLine()],
    cancellable: false,
    amountPaid: 199900,
    amountRefunded: 0,
    payments: [],
    refunds: [],
    invoice: null,
    creditNotes: [],
    ...overrides,
  };
}

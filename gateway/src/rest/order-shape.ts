import type { Prisma } from '../db/generated/client/client.js';
import { rupees } from '../services/money.js';
import { amountDue, shippingAddressOf } from '../services/buying/order-rules.js';
import { refundNote } from '../services/money/refund-rules.js';

/** What the REST order shape needs loaded. */
export const orderInclude = {
  items: {
    orderBy: { id: 'asc' },
    include: { product: { select: { id: true, imageUrls: true, discountPercent: true } } },
  },
  payments: { where: { status: { in: ['PAID', 'REFUNDED'] } }, orderBy: [{ paidAt: 'asc' }, { id: 'asc' }] },
  refunds: {
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: { payment: { select: { providerPaymentId: true } } },
  },
} satisfies Prisma.OrderInclude;

type RestOrderSource = Prisma.OrderGetPayload<{ include: typeof orderInclude }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * An order in the spec's REST shape, rupees. Each item's `product` is always present
 * (`title`, `imageUrl` list, `color`, `brand`): from the snapshot, so an order whose product left
 * the catalog still renders; `_id` is then null.
 */
export function toRestOrder(o: RestOrderSource) {
  return {
    _id: o.id,
    user: o.userId,
    orderStatus: o.status,
    createdAt: o.createdAt.toISOString(),
    orderDate: o.createdAt.toISOString(),
    orderItems: o.items.map((i) => ({
      _id: i.id,
      product: {
        _id: i.product?.id ?? null,
        title: i.title,
        brand: i.brand,
        color: i.colour,
        imageUrl: i.product?.imageUrls.length ? i.product.imageUrls : [i.imageUrl],
        discountPresent: i.product?.discountPercent ?? null,
      },
      title: i.title,
      brand: i.brand,
      color: i.colour,
      imageUrl: i.imageUrl,
      size: i.size,
      quantity: i.quantity,
      price: rupees(i.price),
      discountedPrice: rupees(i.discountedPrice),
      couponDiscount: rupees(i.couponDiscount),
    })),
    shippingAddress: shippingAddressOf(o),
    totalPrice: rupees(o.totalPrice),
    discount: rupees(o.discount),
    totalDiscountedPrice: rupees(o.totalDiscountedPrice),
    deliveryCharge: rupees(o.deliveryCharge),
    couponCode: o.couponCode,
    offerCode: o.offerCode,
    couponDiscount: rupees(o.couponDiscount),
    deliveryDiscount: rupees(o.deliveryDiscount),
    paymentMethod: o.paymentMethod,
    codFee: rupees(o.codFee),
    totalAmount: rupees(amountDue(o)),
    totalItem: o.totalItem,
    paidAt: iso(o.paidAt),
    expiresAt: o.status === 'PENDING' ? iso(o.expiresAt) : null,
    // A PLACED cash-on-delivery order is cancelled unless confirmed by then.
    codConfirmBy: o.status === 'PLACED' && o.paymentMethod === 'COD' ? iso(o.expiresAt) : null,
    confirmedAt: iso(o.confirmedAt),
    shippedAt: iso(o.shippedAt),
    deliveredAt: iso(o.deliveredAt),
    cancelledAt: iso(o.cancelledAt),
    // The ledger: money received for the order and money sent back, each with when and how.
    payments: o.payments.map((p) => ({
      _id: p.id,
      provider: p.provider,
      method: p.method,
      status: p.status,
      amount: rupees(p.amount),
      paymentId: p.providerPaymentId,
      paymentLinkId: p.providerLinkId,
      paidAt: iso(p.paidAt),
    })),
    refunds: o.refunds.map((r) => ({
      _id: r.id,
      status: r.status,
      amount: rupees(r.amount),
      reason: r.reason,
      refundId: r.providerRefundId,
      paymentId: r.payment.providerPaymentId,
      createdAt: r.createdAt.toISOString(),
      settledAt: iso(r.settledAt),
      note: refundNote(r),
    })),
    amountPaid: rupees(o.payments.reduce((sum, p) => sum + p.amount, 0)),
    amountRefunded: rupees(o.refunds.filter((r) => r.status === 'PROCESSED').reduce((sum, r) => sum + r.amount, 0)),
  };
}

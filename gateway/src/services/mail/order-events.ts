import type { OrderStatus, Prisma } from '../../db/generated/client/client.js';
import type { MoveEffect } from '../events.js';
import type { MailKind, MailOutbox } from './outbox.js';
import {
  orderCancelledMail,
  orderDeliveredMail,
  orderDeliveryFailedMail,
  orderOutForDeliveryMail,
  orderPlacedMail,
  orderShippedMail,
  refundProcessedMail,
  type OrderForMail,
  type RefundForMail,
} from './templates/order-mails.js';

type Tx = Prisma.TransactionClient;

/** A processed refund of an order, as the money work records it (amount in paise). */
export interface RefundEvent extends RefundForMail {
  orderId: string;
}

/** The status moves a shopper hears about, and the mail each one sends. */
const STATUS_MAILS: Partial<Record<OrderStatus, { kind: MailKind; render: typeof orderShippedMail }>> = {
  PLACED: { kind: 'order-placed', render: orderPlacedMail },
  SHIPPED: { kind: 'order-shipped', render: orderShippedMail },
  DELIVERED: { kind: 'order-delivered', render: orderDeliveredMail },
  CANCELLED: { kind: 'order-cancelled', render: orderCancelledMail },
};

/**
 * The order mails. `onMove` is an effect of the order state machine, so each mail is queued in
 * the transaction of its move: placed (PENDING → PLACED, the payment), shipped, delivered and
 * cancelled. An order cancelled before it was ever paid (the unpaid-order sweep) sends nothing:
 * its shopper never got a confirmation, and no money moved.
 */
export class OrderMails {
  constructor(private readonly outbox: MailOutbox) {}

  /** Makes the signed "Confirm my order" link of a cash-on-delivery order's placed mail (set once COD is wired). */
  codConfirmLink: ((tx: Tx, orderId: string, base: string) => Promise<string>) | null = null;

  readonly onMove: MoveEffect = async (tx, move) => {
    const mail = STATUS_MAILS[move.to];
    if (!mail) return;
    const { order, email, userId } = await this.load(tx, move.orderId);
    // A cash-on-delivery order was placed (and mailed), so its cancellation is news too.
    if (move.to === 'CANCELLED' && order.paidAt === null && order.paymentMethod !== 'COD') return;
    const base = this.outbox.baseUrl();
    if (move.to === 'PLACED' && order.paymentMethod === 'COD' && this.codConfirmLink) {
      order.codConfirmLink = await this.codConfirmLink(tx, order.id, base);
    }
    // A cancelled paid order is refunded. Once refunds are recorded (the money work), read this
    // order's refund here and pass it as orderCancelledMail's third argument, so the mail states
    // the amount; until then the mail says a refund follows and the refund mail confirms it.
    const rendered = mail.render(this.withImages(order, base), base);
    await this.outbox.queue(tx, {
      kind: mail.kind,
      dedupeKey: `${mail.kind}:${order.id}`,
      to: email,
      mail: rendered,
      userId,
      orderId: order.id,
    });
  };

  /**
   * Queues the "refund processed" mail inside the transaction that records the refund as done.
   * Once per refund (its id is the dedupe key), however often it is called.
   */
  async queueRefundMail(tx: Tx, refund: RefundEvent): Promise<boolean> {
    const { order, email, userId } = await this.load(tx, refund.orderId);
    const base = this.outbox.baseUrl();
    return this.outbox.queue(tx, {
      kind: 'refund-processed',
      dedupeKey: `refund-processed:${refund.id}`,
      to: email,
      mail: refundProcessedMail(this.withImages(order, base), refund, base),
      userId,
      orderId: order.id,
    });
  }

  /**
   * Queues a courier event's mail (out for delivery, delivery failed) in the transaction that
   * records the event: once per event (its id is the dedupe key).
   */
  async queueTrackingMail(
    tx: Tx,
    event: { id: string; orderId: string; status: 'OUT_FOR_DELIVERY' | 'DELIVERY_FAILED'; description: string },
  ): Promise<boolean> {
    const { order, email, userId } = await this.load(tx, event.orderId);
    const base = this.outbox.baseUrl();
    const kind = event.status === 'OUT_FOR_DELIVERY' ? 'order-out-for-delivery' : 'order-delivery-failed';
    const rendered =
      event.status === 'OUT_FOR_DELIVERY'
        ? orderOutForDeliveryMail(order, base)
        : orderDeliveryFailedMail(order, base, event.description.replace(/\.$/, ''));
    return this.outbox.queue(tx, {
      kind,
      dedupeKey: `${kind}:${event.id}`,
      to: email,
      mail: rendered,
      userId,
      orderId: order.id,
    });
  }

  private async load(tx: Tx, orderId: string) {
    const row = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      include: {
        items: { orderBy: { id: 'asc' } },
        user: { select: { id: true, email: true, firstName: true } },
        shipment: { select: { courier: true, awb: true, trackingUrl: true } },
      },
    });
    const order: OrderForMail = {
      id: row.id,
      customerFirstName: row.user.firstName,
      createdAt: row.createdAt,
      totalPrice: row.totalPrice,
      discount: row.discount,
      totalDiscountedPrice: row.totalDiscountedPrice,
      deliveryCharge: row.deliveryCharge,
      couponCode: row.couponCode,
      offerCode: row.offerCode,
      couponDiscount: row.couponDiscount,
      deliveryDiscount: row.deliveryDiscount,
      codFee: row.codFee,
      paymentMethod: row.paymentMethod,
      totalItem: row.totalItem,
      paidAt: row.paidAt,
      codConfirmBy: row.paymentMethod === 'COD' ? row.expiresAt : null,
      ship: {
        firstName: row.shipFirstName,
        lastName: row.shipLastName,
        streetAddress: row.shipStreetAddress,
        city: row.shipCity,
        state: row.shipState,
        zipCode: row.shipZipCode,
        mobile: row.shipMobile,
      },
      lines: row.items.map((item) => ({
        title: item.title,
        brand: item.brand,
        colour: item.colour,
        size: item.size,
        quantity: item.quantity,
        price: item.price,
        discountedPrice: item.discountedPrice,
        imageUrl: item.imageUrl,
      })),
      shipment: row.shipment,
    };
    return { order, email: row.user.email, userId: row.user.id };
  }

  private withImages(order: OrderForMail, base: string): OrderForMail {
    return { ...order, lines: order.lines.map((l) => ({ ...l, imageUrl: this.outbox.imageUrl(l.imageUrl, base) })) };
  }
}

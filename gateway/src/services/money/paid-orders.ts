import type { Order, Payment } from '../../db/generated/client/client.js';
import type { Tx } from '../../db/transactions.js';
import type { OrderMover } from '../events.js';
import type { RefundLedger } from './refunds.js';
import { formatRupees } from '../money.js';
import { amountDue } from '../buying/order-rules.js';

/** A payment the provider says was captured for an order, however the shop learnt of it. */
export interface ReceivedPayment {
  orderId: string;
  provider: string;
  /** The provider's payment link it was made on. */
  linkId: string | null;
  providerPaymentId: string;
  /** Paise captured. */
  amount: number;
  /** Who told the shop (the shopper coming back), or null for the provider itself. */
  by: string | null;
  /** How the shop learnt of it, for the order's history: "the shopper's confirmation", "a Razorpay webhook". */
  via: string;
  at?: Date;
}

export type Placement =
  | { outcome: 'placed' }
  /** This payment was recorded before: nothing changed. */
  | { outcome: 'already' }
  /** Recorded, and refunded in full because the order could not take it (why). */
  | { outcome: 'refunded'; reason: string }
  | { outcome: 'unknown-order' };

/**
 * The one way a captured payment becomes a placed order — for the shopper's confirmation, the
 * provider's webhook and the sweep's reconciliation alike — inside the caller's transaction.
 * The order row is locked first, so two reports of one payment (the browser and the webhook,
 * two gateway processes) record it once. A PENDING order is placed. A cancelled order never paid
 * (the payment came after the sweep) is placed again when every line's stock can be taken now.
 * Otherwise the money is still accounted for: the payment is recorded and refunded in full
 * (a refund row in the same transaction), and the order says so.
 */
export class PaidOrders {
  constructor(
    private readonly lifecycle: OrderMover,
    private readonly ledger: RefundLedger,
  ) {}

  async place(tx: Tx, p: ReceivedPayment): Promise<Placement> {
    const at = p.at ?? new Date();
    const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Order" WHERE "id" = ${p.orderId} FOR UPDATE`;
    if (!locked.length) return { outcome: 'unknown-order' };
    const order = await tx.order.findUniqueOrThrow({ where: { id: p.orderId }, include: { payments: true } });
    if (order.payments.some((x) => x.providerPaymentId === p.providerPaymentId)) return { outcome: 'already' };
    const link = p.linkId
      ? order.payments.find((x) => x.providerLinkId === p.linkId && x.provider === p.provider)
      : null;
    const why = await this.whyNotPlaced(tx, order, p.amount);
    if (!why) {
      const placed = await this.lifecycle.transition(tx, {
        orderId: order.id,
        from: order.status,
        to: 'PLACED',
        by: p.by,
        reason: `Paid with ${p.provider} payment ${p.providerPaymentId} (${p.via})`,
        at,
      });
      if (placed) {
        await this.record(tx, order.id, link, p, at);
        await clearOrderedFromCart(tx, order.id, order.userId);
        return { outcome: 'placed' };
      }
    }
    const reason = why ?? 'The order could not be placed';
    const payment = await this.record(tx, order.id, link, p, at);
    // Money came in for this order: it is paid (and listed for its buyer), and the refund follows.
    if (!order.paidAt) await tx.order.update({ where: { id: order.id }, data: { paidAt: at } });
    await this.ledger.create(tx, {
      orderId: order.id,
      paymentId: payment.id,
      amount: p.amount,
      reason: `${reason}: refunded in full`,
      by: null,
      at,
    });
    return { outcome: 'refunded', reason };
  }

  /** Why this payment cannot place the order, or null when it can. Locks the stock rows it checks. */
  private async whyNotPlaced(tx: Tx, order: Order, amount: number): Promise<string | null> {
    if (amount !== amountDue(order)) {
      return `The amount paid (${formatRupees(amount)}) is not the order total (${formatRupees(amountDue(order))})`;
    }
    if (order.status === 'PENDING') return null;
    if (order.status !== 'CANCELLED') return 'This order was already paid with another payment';
    if (order.paidAt) return 'This order was paid before and then cancelled';
    const short = await this.shortLine(tx, order.id);
    return short ? `The payment arrived after the order was cancelled, and ${short}` : null;
  }

  /** The first line whose stock cannot be taken again now, in words; null when all can. */
  private async shortLine(tx: Tx, orderId: string): Promise<string | null> {
    const items = await tx.orderItem.findMany({
      where: { orderId },
      select: { productId: true, title: true, size: true, quantity: true, product: { select: { deletedAt: true } } },
      orderBy: [{ productId: 'asc' }, { size: 'asc' }],
    });
    for (const item of items) {
      if (!item.productId || item.product?.deletedAt) return `${item.title} is no longer sold`;
      const [row] = await tx.$queryRaw<{ quantity: number }[]>`
        SELECT "quantity" FROM "ProductSize" WHERE "productId" = ${item.productId} AND "name" = ${item.size} FOR UPDATE`;
      if (!row || row.quantity < item.quantity) return `${item.title} (size ${item.size}) is no longer in stock`;
    }
    return null;
  }

  /** The payment, captured: on the row of its link when the shop made that link, else a new row. */
  private record(tx: Tx, orderId: string, link: Payment | null | undefined, p: ReceivedPayment, at: Date) {
    const data = { providerPaymentId: p.providerPaymentId, status: 'PAID' as const, amount: p.amount, paidAt: at };
    return link
      ? tx.payment.update({ where: { id: link.id }, data })
      : tx.payment.create({ data: { ...data, orderId, provider: p.provider, providerLinkId: p.linkId } });
  }
}

/** Takes an order's lines out of its buyer's cart once it is placed (paid, or cash on delivery). */
export async function clearOrderedFromCart(tx: Tx, orderId: string, userId: string): Promise<void> {
  const items = await tx.orderItem.findMany({ where: { orderId }, select: { productId: true, size: true } });
  const lines = items.filter((i) => i.productId).map((i) => ({ productId: i.productId!, size: i.size }));
  if (lines.length) await tx.cartItem.deleteMany({ where: { cart: { userId }, OR: lines } });
}

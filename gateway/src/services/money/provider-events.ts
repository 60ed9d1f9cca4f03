import type { Tx } from '../../db/transactions.js';
import type { OrderMover } from '../events.js';
import type { PaidOrders } from './paid-orders.js';
import type { RefundLedger } from './refunds.js';

/** An entity inside an event's payload, read defensively: fields are checked where they are used. */
type Entity = Record<string, unknown>;
const entityOf = (payload: unknown, name: string): Entity | null => {
  const wrapper = (payload as Record<string, { entity?: unknown }> | null)?.[name];
  return wrapper && typeof wrapper.entity === 'object' && wrapper.entity ? (wrapper.entity as Entity) : null;
};
const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const paise = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/** What handling an event came to: something changed, or the event was of no concern to the shop. */
export type EventOutcome = 'handled' | 'ignored';

/**
 * What the shop does with each provider event (Razorpay's names and payload shapes; the sandbox
 * sends the same), inside the transaction that also records the event's id.
 */
export class ProviderEvents {
  constructor(
    private readonly paid: PaidOrders,
    private readonly ledger: RefundLedger,
    private readonly lifecycle: OrderMover,
  ) {}

  async handle(tx: Tx, provider: string, type: string, payload: unknown, at = new Date()): Promise<EventOutcome> {
    switch (type) {
      case 'payment_link.paid':
        return this.linkPaid(tx, provider, payload, at);
      case 'payment_link.expired':
      case 'payment_link.cancelled':
        return this.linkClosed(
          tx,
          provider,
          payload,
          type === 'payment_link.expired' ? 'expired' : 'was cancelled',
          at,
        );
      case 'refund.processed':
      case 'refund.failed':
        return this.refundSettled(tx, payload, type === 'refund.processed' ? 'PROCESSED' : 'FAILED', at);
      default:
        return 'ignored';
    }
  }

  /** The shopper paid: the order is placed exactly as if their browser had come back. */
  private async linkPaid(tx: Tx, provider: string, payload: unknown, at: Date): Promise<EventOutcome> {
    const link = entityOf(payload, 'payment_link');
    const payment = entityOf(payload, 'payment');
    const orderId = text(link?.reference_id);
    const paymentId = text(payment?.id);
    const amount = paise(payment?.amount);
    if (!orderId || !paymentId || !amount || payment?.status !== 'captured') return 'ignored';
    const placement = await this.paid.place(tx, {
      orderId,
      provider,
      linkId: text(link?.id),
      providerPaymentId: paymentId,
      amount,
      by: null,
      via: `${provider}'s payment_link.paid event`,
      at,
    });
    return placement.outcome === 'unknown-order' || placement.outcome === 'already' ? 'ignored' : 'handled';
  }

  /**
   * A link stopped taking payments. Its row says so (asking for a link again makes a new one); an
   * unpaid order whose time is up and that has no other open link is cancelled now, not at the
   * sweep's next round.
   */
  private async linkClosed(tx: Tx, provider: string, payload: unknown, how: string, at: Date): Promise<EventOutcome> {
    const linkId = text(entityOf(payload, 'payment_link')?.id);
    if (!linkId) return 'ignored';
    const row = await tx.payment.findFirst({ where: { provider, providerLinkId: linkId, status: 'CREATED' } });
    if (!row) return 'ignored';
    await tx.payment.update({ where: { id: row.id }, data: { status: 'EXPIRED' } });
    const open = await tx.payment.count({ where: { orderId: row.orderId, status: 'CREATED' } });
    if (open === 0) {
      await this.lifecycle.transition(tx, {
        orderId: row.orderId,
        from: 'PENDING',
        to: 'CANCELLED',
        by: null,
        reason: `The payment link ${how} and the order was not paid in time; stock released`,
        at,
        where: { expiresAt: { lte: at } },
      });
    }
    return 'handled';
  }

  /**
   * The provider settled a refund: the shop's row is found by the provider's refund id or by the
   * receipt the shop sent (the event can beat the answer to the request that made the refund). A
   * refund made outside the shop (in the provider's dashboard) is written into the ledger too.
   */
  private async refundSettled(
    tx: Tx,
    payload: unknown,
    status: 'PROCESSED' | 'FAILED',
    at: Date,
  ): Promise<EventOutcome> {
    const entity = entityOf(payload, 'refund');
    const refundId = text(entity?.id);
    const amount = paise(entity?.amount);
    if (!refundId || !amount) return 'ignored';
    const receipt = text(entity?.receipt);
    const row =
      (await tx.refund.findUnique({ where: { providerRefundId: refundId } })) ??
      (receipt ? await tx.refund.findUnique({ where: { id: receipt } }) : null);
    const error = status === 'FAILED' ? 'The payment provider reported the refund failed' : null;
    if (row) {
      if (row.amount !== amount) return 'ignored';
      const settled = await this.ledger.settle(tx, row.id, { status, providerRefundId: refundId, error, at });
      return settled ? 'handled' : 'ignored';
    }
    const payment = await tx.payment.findUnique({ where: { providerPaymentId: text(entity?.payment_id) ?? '' } });
    if (!payment || status !== 'PROCESSED') return 'ignored';
    const outside = await this.ledger.create(tx, {
      orderId: payment.orderId,
      paymentId: payment.id,
      amount,
      reason: "Refunded in the payment provider's dashboard",
      by: null,
      at,
    });
    await this.ledger.settle(tx, outside.id, { status, providerRefundId: refundId, at });
    return 'handled';
  }
}

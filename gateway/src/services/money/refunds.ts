import { randomUUID } from 'node:crypto';
import type { OrderStatus, Refund, RefundStatus } from '../../db/generated/client/client.js';
import type { Tx } from '../../db/transactions.js';
import type { MoveEffect, RefundHook } from '../events.js';

export interface NewRefund {
  orderId: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  reason: string;
  /** Who asked; null when the shop itself did. */
  by: string | null;
  at?: Date;
  /** The return request it pays back (its credit note is the return's own). */
  returnId?: string | null;
  /** A key of the caller's (a manual refund's order and reference): a second create with it fails the unique index. */
  idempotencyKey?: string;
  /** Paid back by hand (cash collected on delivery): how, and the bank's or UPI's reference; never sent to a provider. */
  manual?: { method: string; reference: string; note?: string | null };
}

/** Moves after which the money paid goes back: a cancellation and a return. */
const REFUNDING: ReadonlySet<OrderStatus> = new Set(['CANCELLED', 'RETURNED']);

/**
 * The refunds ledger: every refund row is created and settled here, inside the caller's
 * transaction, and the hooks registered with `onRefundCreated` / `onRefundSettled` run in that
 * same transaction (a credit note, a "refund processed" mail queued in an outbox), so they
 * happen exactly when the refund does.
 */
export class RefundLedger {
  private readonly created: RefundHook[] = [];
  private readonly settled: RefundHook[] = [];

  /** Runs `hook` with every new refund (status PENDING), in the transaction that creates it. */
  onRefundCreated(hook: RefundHook): void {
    this.created.push(hook);
  }

  /** Runs `hook` when a refund becomes PROCESSED or FAILED, in the transaction that settles it. */
  onRefundSettled(hook: RefundHook): void {
    this.settled.push(hook);
  }

  /** Writes a PENDING refund, due at once, with its own idempotency key for the provider. */
  async create(tx: Tx, input: NewRefund): Promise<Refund> {
    const at = input.at ?? new Date();
    const refund = await tx.refund.create({
      data: {
        orderId: input.orderId,
        paymentId: input.paymentId,
        amount: input.amount,
        reason: input.reason,
        requestedById: input.by,
        returnId: input.returnId ?? null,
        idempotencyKey: input.idempotencyKey ?? `kapda-refund-${randomUUID()}`,
        // A manual refund is never the worker's: the caller settles it in the same transaction.
        nextAttemptAt: input.manual ? null : at,
        manualMethod: input.manual?.method ?? null,
        manualReference: input.manual?.reference ?? null,
        manualNote: input.manual?.note ?? null,
        createdAt: at,
      },
    });
    for (const hook of this.created) await hook(tx, refund);
    return refund;
  }

  /**
   * PENDING → PROCESSED or FAILED (a compare-and-set, so two reports of one outcome settle it
   * once). A refund that returned all of a payment marks the payment REFUNDED. False when the
   * refund was no longer PENDING.
   */
  async settle(
    tx: Tx,
    refundId: string,
    outcome: {
      status: Exclude<RefundStatus, 'PENDING'>;
      providerRefundId?: string | null;
      error?: string | null;
      at?: Date;
    },
  ): Promise<boolean> {
    const { count } = await tx.refund.updateMany({
      where: { id: refundId, status: 'PENDING' },
      data: {
        status: outcome.status,
        settledAt: outcome.at ?? new Date(),
        nextAttemptAt: null,
        leaseUntil: null,
        ...(outcome.providerRefundId ? { providerRefundId: outcome.providerRefundId } : {}),
        ...(outcome.error !== undefined ? { lastError: outcome.error } : {}),
      },
    });
    if (count !== 1) return false;
    const refund = await tx.refund.findUniqueOrThrow({ where: { id: refundId }, include: { payment: true } });
    if (refund.status === 'PROCESSED') {
      const back = await tx.refund.aggregate({
        where: { paymentId: refund.paymentId, status: 'PROCESSED' },
        _sum: { amount: true },
      });
      if ((back._sum.amount ?? 0) >= refund.payment.amount) {
        await tx.payment.update({ where: { id: refund.paymentId }, data: { status: 'REFUNDED' } });
      }
    }
    const { payment: _payment, ...row } = refund;
    for (const hook of this.settled) await hook(tx, row);
    return true;
  }

  /** Per payment received for the order: what is left to refund (paid minus refunds not failed). */
  async refundable(tx: Tx, orderId: string): Promise<{ paymentId: string; paid: number; left: number }[]> {
    const payments = await tx.payment.findMany({
      // Cash collected at the door is given back by hand (bank transfer or UPI), never through the provider.
      where: { orderId, status: { in: ['PAID', 'REFUNDED'] }, method: 'PREPAID' },
      include: { refunds: { where: { status: { not: 'FAILED' } }, select: { amount: true } } },
      orderBy: { paidAt: 'asc' },
    });
    return payments.map((p) => ({
      paymentId: p.id,
      paid: p.amount,
      left: p.amount - p.refunds.reduce((sum, r) => sum + r.amount, 0),
    }));
  }

  /**
   * The state machine's effect: cancelling a paid order or marking it returned refunds what is
   * left of every payment, in the move's own transaction (an unpaid order has nothing to refund).
   */
  readonly refundOnMove: MoveEffect = async (tx, move) => {
    if (!REFUNDING.has(move.to)) return;
    const reason = move.reason ?? (move.to === 'RETURNED' ? 'Order returned' : 'Order cancelled');
    for (const { paymentId, left } of await this.refundable(tx, move.orderId)) {
      if (left > 0) {
        await this.create(tx, { orderId: move.orderId, paymentId, amount: left, reason, by: move.by, at: move.at });
      }
    }
  };
}

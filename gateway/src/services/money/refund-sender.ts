import type { PrismaClient, Refund } from '../../db/generated/client/client.js';
import { ProviderError, type PaymentProvider, type ProviderRefund } from '../../payments/provider.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { RefundLedger } from './refunds.js';
import { REFUND_LEASE_MS, retryDelayMs } from './refund-rules.js';
import { logger } from '../../telemetry/logger.js';
import { countShopEvent } from '../../telemetry/shop-events.js';

/** What one attempt came to. */
export type Attempt =
  | { result: 'settled' | 'accepted' }
  /** Another worker holds the refund, or it is not due, or it is settled already. */
  | { result: 'busy' }
  /** The provider could not be reached or failed on its side; the refund waits until `retryAt`. */
  | { result: 'retry'; retryAt: Date; error: string };

/**
 * Sends refunds to the provider. A refund is claimed first with a compare-and-set on its lease
 * (PENDING, due, and not held by another live worker), so across any number of processes one
 * attempt at a time talks to the provider; and every attempt carries the refund's idempotency
 * key, so even a claim that outlived a crashed worker cannot refund twice. The provider's answer
 * is checked (same payment, same amount) before it is believed.
 */
export class RefundSender {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly provider: PaymentProvider,
    private readonly ledger: RefundLedger,
  ) {}

  /** One attempt at one refund: send it (or, once accepted, ask how it went) and record the answer. */
  async attempt(refundId: string, now = new Date()): Promise<Attempt> {
    const { count } = await this.prisma.refund.updateMany({
      where: {
        id: refundId,
        status: 'PENDING',
        nextAttemptAt: { lte: now },
        OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }],
      },
      data: { leaseUntil: new Date(now.getTime() + REFUND_LEASE_MS), attempts: { increment: 1 } },
    });
    if (count !== 1) return { result: 'busy' };
    const refund = await this.prisma.refund.findUniqueOrThrow({ where: { id: refundId }, include: { payment: true } });
    let answer: ProviderRefund;
    try {
      answer = await this.ask(refund, refund.payment);
    } catch (error) {
      const message = String((error as Error).message).slice(0, 500);
      if (error instanceof ProviderError && error.permanent) {
        await this.prisma.$transaction(
          (tx) => this.ledger.settle(tx, refundId, { status: 'FAILED', error: message, at: now }),
          WRITE_TX,
        );
        return { result: 'settled' };
      }
      logger.warn(`[refunds] refund ${refundId} (attempt ${refund.attempts}): ${message}`);
      const retryAt = new Date(now.getTime() + retryDelayMs(refund.attempts));
      await this.prisma.refund.updateMany({
        where: { id: refundId, status: 'PENDING' },
        data: { leaseUntil: null, nextAttemptAt: retryAt, lastError: message },
      });
      return { result: 'retry', retryAt, error: message };
    }
    return this.record(refund, answer, now);
  }

  /**
   * Sends the order's new refunds now, for the request that caused them. When the provider cannot
   * be reached the refund stays PENDING with its error and its next attempt (the worker sends it
   * then, once), and the request still succeeds: what it asked for (a cancellation, a return, a
   * refund) is committed, and its answer shows the refund waiting, with refundNote's words.
   */
  async sendNow(orderId: string): Promise<void> {
    const waiting = await this.prisma.refund.findMany({
      where: { orderId, status: 'PENDING', providerRefundId: null },
      select: { id: true },
    });
    for (const refund of waiting) {
      const attempt = await this.attempt(refund.id, new Date());
      if (attempt.result === 'retry') {
        logger.warn(
          { orderId, refundId: refund.id, retryAt: attempt.retryAt },
          'refund queued: the provider did not answer',
        );
      }
    }
  }

  private async ask(refund: Refund, payment: { provider: string; providerPaymentId: string | null }) {
    if (payment.provider !== this.provider.name) {
      throw new ProviderError(
        `Paid through ${payment.provider}, which is not the configured provider: refund it there`,
        true,
      );
    }
    if (!payment.providerPaymentId) throw new ProviderError('The payment has no provider payment id', true);
    const answer = refund.providerRefundId
      ? await this.provider.fetchRefund(refund.providerRefundId)
      : await this.provider.createRefund({
          paymentId: payment.providerPaymentId,
          amount: refund.amount,
          idempotencyKey: refund.idempotencyKey,
          receipt: refund.id,
        });
    if (!answer) throw new ProviderError(`The provider does not know refund ${refund.providerRefundId}`, true);
    if (answer.paymentId !== payment.providerPaymentId || answer.amount !== refund.amount) {
      throw new ProviderError(
        `The provider answered another refund (${answer.id}: ${answer.amount} paise of ${answer.paymentId}); not believed`,
        true,
      );
    }
    return answer;
  }

  /** Processed or failed settles the refund; pending means accepted: look again later (or an event settles it). */
  private async record(refund: Refund, answer: ProviderRefund, now: Date): Promise<Attempt> {
    if (answer.status === 'processed' || answer.status === 'failed') {
      const settled = await this.prisma.$transaction(async (tx) => {
        const done = await this.ledger.settle(tx, refund.id, {
          status: answer.status === 'processed' ? 'PROCESSED' : 'FAILED',
          providerRefundId: answer.id,
          error: answer.status === 'failed' ? 'The payment provider reported the refund failed' : null,
          at: now,
        });
        // Settled a moment ago by the provider's own event: keep its id, change nothing else.
        if (!done) {
          await tx.refund.updateMany({
            where: { id: refund.id, providerRefundId: null },
            data: { providerRefundId: answer.id },
          });
        }
        return done;
      }, WRITE_TX);
      if (settled && answer.status === 'processed') countShopEvent('refund');
      return { result: 'settled' };
    }
    await this.prisma.refund.updateMany({
      where: { id: refund.id, status: 'PENDING' },
      data: {
        providerRefundId: answer.id,
        leaseUntil: null,
        lastError: null,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(refund.attempts)),
      },
    });
    return { result: 'accepted' };
  }
}

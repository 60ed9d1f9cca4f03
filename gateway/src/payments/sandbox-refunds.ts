import type { PrismaClient } from '../db/generated/client/client.js';
import { ProviderError, type CreateRefundInput, type ProviderRefund } from './provider.js';
import { refundProcessedEvent, sandboxId } from './sandbox-events.js';
import { isUniqueViolation } from '../db/errors.js';

/** The sandbox's Refunds API: Razorpay's rules, its books a table (SandboxRefund). */
export class SandboxRefunds {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly emit: (event: { event: string }) => Promise<void>,
  ) {}

  /**
   * One refund per idempotency key (the same key again answers the same refund; with another
   * payment or amount it is refused), never more than was paid. Money comes back at once, so the
   * refund is `processed` and a refund.processed event follows.
   */
  async create(input: CreateRefundInput): Promise<ProviderRefund> {
    const key = String(input.idempotencyKey);
    const same = await this.prisma.sandboxRefund.findUnique({ where: { idempotencyKey: key } });
    if (same) return this.sameRequest(same, input);
    const link = await this.prisma.sandboxPaymentLink.findUnique({ where: { paymentId: String(input.paymentId) } });
    if (!link || link.paymentStatus === 'failed') throw new ProviderError('The payment id does not exist', true, 400);
    const refunded = await this.prisma.sandboxRefund.aggregate({
      where: { paymentId: link.paymentId! },
      _sum: { amount: true },
    });
    const left = link.amount - (refunded._sum.amount ?? 0);
    if (!Number.isInteger(input.amount) || input.amount <= 0 || input.amount > left) {
      throw new ProviderError('The refund amount is greater than the refundable amount', true, 400);
    }
    let refund;
    try {
      refund = await this.prisma.sandboxRefund.create({
        data: {
          id: sandboxId('rfnd_sbx_'),
          paymentId: link.paymentId!,
          amount: input.amount,
          idempotencyKey: key,
          receipt: input.receipt,
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return this.sameRequest(
        await this.prisma.sandboxRefund.findUniqueOrThrow({ where: { idempotencyKey: key } }),
        input,
      );
    }
    if (input.amount === left) {
      await this.prisma.sandboxPaymentLink.update({ where: { id: link.id }, data: { paymentStatus: 'refunded' } });
    }
    const answer = this.view(refund);
    await this.emit(refundProcessedEvent(answer));
    return answer;
  }

  async find(refundId: string): Promise<ProviderRefund | null> {
    const refund = await this.prisma.sandboxRefund.findUnique({ where: { id: String(refundId) } });
    return refund ? this.view(refund) : null;
  }

  private sameRequest(
    refund: { id: string; paymentId: string; amount: number; status: string; receipt: string | null },
    input: CreateRefundInput,
  ): ProviderRefund {
    if (refund.paymentId !== input.paymentId || refund.amount !== input.amount) {
      throw new ProviderError(
        'A different request with the same idempotency key has already been processed',
        true,
        400,
      );
    }
    return this.view(refund);
  }

  private view(r: { id: string; paymentId: string; amount: number; status: string; receipt: string | null }) {
    return { id: r.id, paymentId: r.paymentId, amount: r.amount, status: r.status, receipt: r.receipt };
  }
}

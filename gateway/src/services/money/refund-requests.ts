import type { PrismaClient, Refund } from '../../db/generated/client/client.js';
import { WRITE_TX } from '../../db/transactions.js';
import { DomainError, notFound } from '../errors.js';
import { requireAdmin } from '../accounts/access.js';
import type { RequestContext } from '../accounts/viewer.js';
import type { RefundLedger } from './refunds.js';
import type { RefundSender } from './refund-sender.js';
import { checkReason, checkRefundAmount } from './refund-rules.js';
import { formatRupees } from '../money.js';

const refused = (why: string) => new DomainError('CONFLICT', `${why}; nothing was refunded`);

/**
 * Refunds an admin asks for by hand (a goodwill refund on a delivered order, or money back after
 * a refund the provider failed). An order gets one such refund: a second one while another is
 * pending or processed is refused, as is more than what was paid or a refund of an unpaid order.
 * Cancelling or a return later refunds whatever is left.
 */
export class RefundRequests {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly ledger: RefundLedger,
    private readonly sender: RefundSender,
  ) {}

  /** `amount` in paise; without it, all that is left of what was paid. Sends at once (503 when the provider is down). */
  async refund(rc: RequestContext, orderId: string, input: { amount?: unknown; reason?: unknown }): Promise<Refund> {
    const admin = requireAdmin(rc);
    const amount = checkRefundAmount(input.amount);
    const reason = checkReason(input.reason) ?? 'Refunded by the shop';
    const refund = await this.prisma.$transaction(async (tx) => {
      // Serialises with status moves and other refunds of this order.
      const locked = await tx.$queryRaw<
        { id: string }[]
      >`SELECT "id" FROM "Order" WHERE "id" = ${String(orderId)} FOR UPDATE`;
      if (!locked.length) throw notFound(`No order with id ${orderId}`);
      const payments = await this.ledger.refundable(tx, orderId);
      const paid = payments.reduce((sum, p) => sum + p.paid, 0);
      if (!paid) throw refused('This order was never paid, so there is nothing to refund');
      const earlier = await tx.refund.findFirst({
        where: { orderId, status: { not: 'FAILED' } },
        orderBy: { createdAt: 'asc' },
      });
      if (earlier) {
        throw refused(
          `This order already has a refund of ${formatRupees(earlier.amount)} (${earlier.status.toLowerCase()}, ${earlier.reason}); a second refund is not allowed`,
        );
      }
      const best = payments.reduce((a, b) => (b.left > a.left ? b : a));
      const wanted = amount ?? best.left;
      if (wanted > best.left) {
        throw refused(`A refund of ${formatRupees(wanted)} is larger than what was paid (${formatRupees(best.left)})`);
      }
      return this.ledger.create(tx, { orderId, paymentId: best.paymentId, amount: wanted, reason, by: admin.id });
    }, WRITE_TX);
    await this.sender.sendNow(orderId);
    return this.prisma.refund.findUniqueOrThrow({ where: { id: refund.id } });
  }
}

import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { DomainError, notFound } from '../errors.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext } from '../accounts/viewer.js';
import type { OrderStateMachine } from './order-transitions.js';
import type { OrderQuery } from './orders.js';
import { customerMayCancel } from './order-lifecycle.js';
import { checkReason } from '../money/refund-rules.js';
import type { RefundSender } from '../money/refund-sender.js';

/** Why a buyer cannot cancel an order in this status, in their words. */
function whyNot(status: string): string {
  if (status === 'PENDING') return 'This order is not paid yet: it is cancelled by itself if it is not paid in time';
  if (status === 'SHIPPED' || status === 'DELIVERED')
    return `This order is ${status.toLowerCase()}: it has left the warehouse and can no longer be cancelled`;
  return `This order is ${status.toLowerCase()} and can no longer be cancelled`;
}

/**
 * A buyer cancelling their own order while it is PLACED or CONFIRMED. The cancellation is a move
 * of the order state machine (stock released, the payment refunded by its effects, one
 * transaction); then the refund is sent. Asking again once it is cancelled by them answers the
 * order (so a retry after a lost answer, or after a provider outage, is safe).
 */
export class OrderCancelService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly lifecycle: OrderStateMachine,
    /** Sends the refund the cancellation queued (a provider outage is a 503 after the move). */
    private readonly refunds: Pick<RefundSender, 'sendNow'>,
  ) {}

  async cancel<Q extends OrderQuery>(
    rc: RequestContext,
    id: string,
    input: { reason?: unknown },
    query: Q = {} as Q,
  ): Promise<Prisma.OrderGetPayload<Q>> {
    const viewer = signedIn(rc);
    const text = checkReason(input.reason);
    const order = await this.prisma.order.findFirst({
      where: { id: String(id), userId: viewer.id },
      select: {
        id: true,
        status: true,
        statusChanges: { where: { toStatus: 'CANCELLED' }, select: { changedById: true } },
      },
    });
    if (!order) throw notFound(`No order with id ${id}`);
    const reread = async () =>
      (await this.prisma.order.findUniqueOrThrow({ ...query, where: { id: order.id } })) as Prisma.OrderGetPayload<Q>;
    if (order.status === 'CANCELLED' && order.statusChanges.some((c) => c.changedById === viewer.id)) {
      await this.refunds.sendNow(order.id);
      return reread();
    }
    if (!customerMayCancel(order.status))
      throw new DomainError('CONFLICT', `${whyNot(order.status)}; nothing was changed`);
    const moved = await this.lifecycle.run(this.prisma, {
      orderId: order.id,
      from: order.status,
      to: 'CANCELLED',
      by: viewer.id,
      reason: `Cancelled by the customer${text ? `: ${text}` : ''}`,
    });
    if (!moved) {
      throw new DomainError('CONFLICT', 'The shop changed this order a moment ago; reload it. Nothing was changed');
    }
    await this.refunds.sendNow(order.id);
    return reread();
  }
}

import type { PrismaClient } from '../../db/generated/client/client.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { WRITE_TX } from '../../db/transactions.js';
import type { PaidOrders } from './paid-orders.js';
import { logger } from '../../telemetry/logger.js';

/** What the provider says about an unpaid order's links. */
export type Reconciled = 'paid' | 'unpaid' | 'unknown';

/**
 * Asks the provider about each open payment link of an order before the shop gives up on it:
 * a link with a captured payment means the shopper paid and neither the browser nor a webhook
 * told the shop, so the payment is placed (or accounted for) through PaidOrders, as any other.
 * 'unknown' when the provider cannot be reached: the caller decides how long to wait.
 */
export async function reconcileOrder(
  prisma: PrismaClient,
  provider: PaymentProvider,
  paid: PaidOrders,
  orderId: string,
): Promise<Reconciled> {
  const links = await prisma.payment.findMany({
    where: { orderId, provider: provider.name, status: 'CREATED', providerLinkId: { not: null } },
    select: { providerLinkId: true },
  });
  for (const { providerLinkId } of links) {
    let link;
    try {
      link = await provider.fetchLink(providerLinkId!);
    } catch (error) {
      logger.warn(`[reconcile] order ${orderId}: ${(error as Error).message}`);
      return 'unknown';
    }
    const captured = link?.referenceId === orderId ? link.payments.find((p) => p.status === 'captured') : undefined;
    if (!captured) continue;
    await prisma.$transaction(
      (tx) =>
        paid.place(tx, {
          orderId,
          provider: provider.name,
          linkId: providerLinkId,
          providerPaymentId: captured.paymentId,
          amount: captured.amount,
          by: null,
          via: 'found by asking the provider before cancelling',
        }),
      WRITE_TX,
    );
    return 'paid';
  }
  return 'unpaid';
}

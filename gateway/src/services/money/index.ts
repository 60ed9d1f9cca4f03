import type { PrismaClient } from '../../db/generated/client/client.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { SandboxProvider } from '../../payments/sandbox.js';
import type { OrderMover } from '../events.js';
import { PaidOrders } from './paid-orders.js';
import { ProviderEvents } from './provider-events.js';
import { reconcileOrder } from './reconcile.js';
import { RefundLedger } from './refunds.js';
import { RefundRequests } from './refund-requests.js';
import { RefundSender } from './refund-sender.js';
import { RefundWorker } from './refund-worker.js';
import { WebhookService } from './webhooks.js';

/**
 * Money both ways, wired once per gateway: the refunds ledger (hooks for other features:
 * `ledger.onRefundCreated` / `ledger.onRefundSettled`), placing paid orders, the provider's
 * webhooks, reconciliation for the unpaid-order sweep, the refund sender and its worker. The
 * refund effect joins the order state machine here, so every mover's cancellation or return
 * refunds what was paid.
 */
export function createMoney(
  prisma: PrismaClient,
  provider: PaymentProvider,
  lifecycle: OrderMover,
  options: { sandboxEvents?: boolean } = {},
) {
  const ledger = new RefundLedger();
  lifecycle.onMove(ledger.refundOnMove);
  const paid = new PaidOrders(lifecycle, ledger);
  const sender = new RefundSender(prisma, provider, ledger);
  const worker = new RefundWorker(prisma, sender);
  const webhooks = new WebhookService(prisma, provider, new ProviderEvents(paid, ledger, lifecycle), () =>
    worker.wake(),
  );
  if (provider instanceof SandboxProvider && options.sandboxEvents !== false) {
    provider.sendEventsTo((delivery) => webhooks.receive(delivery));
  }
  return {
    ledger,
    paid,
    sender,
    worker,
    webhooks,
    refunds: new RefundRequests(prisma, ledger, sender),
    /** For the unpaid-order sweep: what the provider says about an order before it is cancelled. */
    reconcile: (orderId: string) => reconcileOrder(prisma, provider, paid, orderId),
  };
}

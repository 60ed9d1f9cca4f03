import type { PrismaClient } from '../../db/generated/client/client.js';
import type { CourierProvider } from '../../couriers/provider.js';
import { SandboxCourier } from '../../couriers/sandbox.js';
import type { OrderMover } from '../events.js';
import type { OrderMails } from '../mail/order-events.js';
import { CourierListService } from './couriers.js';
import { ShipmentService } from './shipments.js';
import { TrackingPoller, TrackingService } from './tracking.js';
import { ShippingDocuments } from './documents.js';
import type { Seller } from '../tax/seller.js';

/**
 * Shipping, wired once per gateway: the owner's courier list, shipping an order (typed in or
 * booked through the courier provider), the courier's events (webhook and reconciliation poll)
 * and the printable label and packing slip. The sandbox courier sends its events to the same
 * handler a provider's webhook reaches.
 */
export function createShipping(
  prisma: PrismaClient,
  provider: CourierProvider,
  lifecycle: OrderMover,
  mails: OrderMails,
  sellerNow: (db: PrismaClient) => Promise<Seller>,
  options: { pollIntervalMs?: number; reconcileAfterHours?: number } = {},
) {
  const couriers = new CourierListService(prisma);
  const tracking = new TrackingService(prisma, provider, lifecycle, mails);
  if (provider instanceof SandboxCourier) {
    provider.sendEventsTo(({ rawBody, apiKey }) => tracking.receive({ rawBody, apiKey }));
  }
  return {
    provider,
    couriers,
    shipments: new ShipmentService(prisma, provider, couriers, lifecycle),
    tracking,
    poller: new TrackingPoller(tracking, {
      intervalMs: options.pollIntervalMs ?? 3_600_000,
      afterHours: options.reconcileAfterHours ?? 72,
    }),
    documents: new ShippingDocuments(prisma, sellerNow),
  };
}

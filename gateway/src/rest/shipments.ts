import { Router, type Response } from 'express';
import type { Services } from '../services/index.js';
import type { AdminRoute } from './admin-routes-type.js';
import { requestContext } from './request-context.js';

type ShipmentWithEvents = NonNullable<Awaited<ReturnType<Services['shipping']['shipments']['forOrder']>>>;

/** A shipment in the REST facade's shape: dates as ISO text, the courier's events oldest first. */
function toRestShipment(s: ShipmentWithEvents | null) {
  if (!s) return null;
  return {
    _id: s.id,
    orderId: s.orderId,
    provider: s.provider,
    courier: s.courier,
    awb: s.awb,
    trackingUrl: s.trackingUrl,
    labelUrl: s.labelUrl,
    pickupAt: s.pickupAt?.toISOString() ?? null,
    status: s.lastStatus,
    deliveredAt: s.deliveredAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    events: s.events.map((e) => ({
      status: e.status,
      description: e.description,
      location: e.location,
      occurredAt: e.occurredAt.toISOString(),
    })),
  };
}

function sendPdf(res: Response, file: { filename: string; pdf: Buffer }): void {
  res
    .type('application/pdf')
    .set('Content-Disposition', `inline; filename="${file.filename}"`)
    .set('Cache-Control', 'private, no-store')
    .send(file.pdf);
}

/** The back office's shipping calls under /api/admin (added to its route table). */
export const adminShipmentRoutes: AdminRoute[] = [
  {
    method: 'GET',
    path: '/couriers',
    async handle(services, _req, res) {
      res.json({ couriers: await services.shipping.couriers.list(), provider: services.shipping.provider.name });
    },
  },
  {
    method: 'PUT',
    path: '/couriers',
    async handle(services, req, res) {
      const body = (req.body ?? {}) as { couriers?: unknown };
      res.json({ couriers: await services.shipping.couriers.replace(requestContext(res), body.couriers) });
    },
  },
  {
    method: 'POST',
    path: '/orders/:id/shipment',
    async handle(services, req, res) {
      // `{ courier, awb }` typed in, or `{}` to book through the courier provider.
      const body = (req.body ?? {}) as { courier?: unknown; awb?: unknown };
      const rc = requestContext(res);
      await services.shipping.shipments.ship(rc, String(req.params.id), body);
      res.status(201).json(toRestShipment(await services.shipping.shipments.forOrder(String(req.params.id))));
    },
  },
  {
    method: 'GET',
    path: '/orders/:id/label',
    async handle(services, req, res) {
      sendPdf(res, await services.shipping.documents.label(requestContext(res), String(req.params.id)));
    },
  },
  {
    method: 'GET',
    path: '/orders/:id/packing-slip',
    async handle(services, req, res) {
      sendPdf(res, await services.shipping.documents.packingSlip(requestContext(res), String(req.params.id)));
    },
  },
];

/** GET /api/orders/{id}/shipment: the buyer's (or an admin's) parcel with the courier's events; null before it ships. */
export function shipmentRouter(services: Services): Router {
  const router = Router();
  router.get('/:id/shipment', async (req, res) => {
    res.json(toRestShipment(await services.shipping.shipments.forViewer(requestContext(res), req.params.id)));
  });
  return router;
}

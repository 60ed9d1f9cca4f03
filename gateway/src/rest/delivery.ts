import express, { Router, type Request, type Response } from 'express';
import type { Services } from '../services/index.js';
import type { DeliverySettingsView } from '../services/delivery/delivery-settings.js';
import { rupees } from '../services/money.js';
import { DELIVERY_STATES } from '../services/geography/states.js';

/** The delivery settings in the facade's shape: rupees, like every amount of the REST facade. */
export const toRestDeliverySettings = (s: DeliverySettingsView) => ({
  freeDeliveryThreshold: rupees(s.freeDeliveryThreshold),
  deliveryCharge: rupees(s.deliveryCharge),
  defaultDeliveryDays: s.defaultDeliveryDays,
  codEnabled: s.codEnabled,
  codMinimum: rupees(s.codMinimum),
  codMaximum: rupees(s.codMaximum),
  codFee: rupees(s.codFee),
  codRefusalLimit: s.codRefusalLimit,
  updatedAt: s.updatedAt?.toISOString() ?? null,
});

const csvBody = express.text({ type: ['text/csv', 'text/plain', 'application/csv'], limit: '2mb' });

/** A courier's CSV sent as the body (text/csv, up to 2 MB), parsed for this one route. */
export async function readCsvBody(req: Request, res: Response): Promise<unknown> {
  await new Promise<void>((resolve, reject) =>
    csvBody(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
  );
  return req.body;
}

/**
 * Rupees from a REST body to paise without float noise (19.99 → 1999); a fraction of a paisa stays a
 * fraction and anything that is not a number goes on as it is, for the service's rules to refuse.
 */
export const paiseOf = (value: unknown): unknown => {
  if (typeof value !== 'number') return value;
  const paise = value * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6 ? Math.round(paise) : paise;
};

/**
 * GET /api/delivery/settings: the charge and the free-delivery threshold, for anyone.
 * GET /api/delivery/states: the states and union territories an address may name, A to Z.
 * GET /api/delivery/check?pin=110001: delivery to a PIN code (400 naming a PIN that is not 6 digits or does not exist).
 */
export function deliveryRouter(services: Services): Router {
  const router = Router();
  router.get('/settings', async (_req, res) => {
    res.json(toRestDeliverySettings(await services.delivery.current()));
  });
  router.get('/states', (_req, res) => {
    res.json([...DELIVERY_STATES]);
  });
  router.get('/check', async (req, res) => {
    res.json(await services.serviceability.check(req.query.pin ?? ''));
  });
  return router;
}

import { Router } from 'express';
import type { Services } from '../services/index.js';
import type { DeliverySettingsView } from '../services/delivery/delivery-settings.js';
import { rupees } from '../services/money.js';

/** The delivery settings in the facade's shape: rupees, like every amount of the REST facade. */
export const toRestDeliverySettings = (s: DeliverySettingsView) => ({
  freeDeliveryThreshold: rupees(s.freeDeliveryThreshold),
  deliveryCharge: rupees(s.deliveryCharge),
  updatedAt: s.updatedAt?.toISOString() ?? null,
});

/**
 * Rupees from a REST body to paise without float noise (19.99 → 1999); a fraction of a paisa stays a
 * fraction and anything that is not a number goes on as it is, for the service's rules to refuse.
 */
export const paiseOf = (value: unknown): unknown => {
  if (typeof value !== 'number') return value;
  const paise = value * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6 ? Math.round(paise) : paise;
};

/** GET /api/delivery/settings: the charge and the free-delivery threshold, for anyone. */
export function deliveryRouter(services: Services): Router {
  const router = Router();
  router.get('/settings', async (_req, res) => {
    res.json(toRestDeliverySettings(await services.delivery.current()));
  });
  return router;
}

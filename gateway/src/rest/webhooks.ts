import { Router } from 'express';
import type { Services } from '../services/index.js';
import { DomainError } from '../services/errors.js';
import type { RawBodyRequest } from '../http/middleware/raw-body.js';
import { logger } from '../telemetry/logger.js';

/**
 * POST /api/webhooks/razorpay: the payment provider's events (the URL to enter in Razorpay's
 * dashboard). 200 `{ status, outcome, event }` once handled (or recognised as a duplicate); 401
 * for a wrong signature; 400 for a body that is not an event. A failure on the shop's side is a
 * 503 with Retry-After — never a 500 — so the provider delivers the event again later.
 */
export function webhooksRouter(services: Services): Router {
  const router = Router();
  router.post('/razorpay', async (req, res) => {
    try {
      const answer = await services.money.webhooks.receive({
        rawBody: (req as unknown as RawBodyRequest).rawBody,
        signature: req.get('x-razorpay-signature'),
        eventId: req.get('x-razorpay-event-id'),
      });
      res.json({ status: 'ok', ...answer });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      logger.error(`[webhooks] handling an event failed: ${(error as Error).message}`);
      res.status(503).set('Retry-After', '30').json({
        error: 'The shop could not handle this event just now; deliver it again later',
        message: 'The shop could not handle this event just now; deliver it again later',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  });
  /**
   * POST /api/webhooks/courier: the courier provider's tracking webhook (Shiprocket's, with its
   * security token in x-api-key; the sandbox courier sends the same). 200 `{ status, outcome, awb,
   * trackingStatus }`; 401 for a wrong token; 400 for a body that is not a tracking event; 503
   * with Retry-After when the shop could not record it. The path avoids the words Shiprocket
   * refuses in a webhook address ("shiprocket", "sr", "kr").
   */
  router.post('/courier', async (req, res) => {
    try {
      const answer = await services.shipping.tracking.receive({
        rawBody: (req as unknown as RawBodyRequest).rawBody,
        apiKey: req.get('x-api-key'),
      });
      res.json({ status: 'ok', outcome: answer.outcome, awb: answer.awb, trackingStatus: answer.status });
    } catch (error) {
      if (error instanceof DomainError) throw error;
      logger.error(`[webhooks] recording a courier event failed: ${(error as Error).message}`);
      res.status(503).set('Retry-After', '30').json({
        error: 'The shop could not record this event just now; deliver it again later',
        message: 'The shop could not record this event just now; deliver it again later',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  });
  return router;
}

import { Router } from 'express';
import type { Services } from '../services/index.js';
import { orderInclude, toRestOrder } from './order-shape.js';
import { commaList } from './query-params.js';
import { requestContext } from './request-context.js';

/**
 * POST /api/orders/ (the address plus `save`; an `Idempotency-Key` header makes retries
 * safe: 201 for a new order, 200 with the same order for a retry), GET /api/orders/user
 * (history, newest first, `?status=` filter), GET /api/orders/{id}, PUT /api/orders/{id}/cancel, cash on
 * delivery: POST /api/orders/{id}/cod, POST /api/orders/{id}/confirm and POST /api/orders/confirm (the mailed link).
 */
export function ordersRouter(services: Services): Router {
  const router = Router();
  router.post('/', async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const { save, saveAddress, ...address } = body;
    const { order, created } = await services.orders.createOrder(
      requestContext(res),
      { address, saveAddress: save ?? saveAddress, idempotencyKey: req.get('idempotency-key') },
      { include: orderInclude },
    );
    res.status(created ? 201 : 200).json(toRestOrder(order));
  });
  router.get('/user', async (req, res) => {
    const orders = await services.orders.listMine(
      requestContext(res),
      { status: commaList(req.query.status) },
      { include: orderInclude },
    );
    res.json(orders.map(toRestOrder));
  });
  // The buyer cancels a PLACED or CONFIRMED order (`{ reason }` optional); what was paid is refunded.
  router.put('/:id/cancel', async (req, res) => {
    const reason = (req.body as { reason?: unknown } | undefined)?.reason;
    const order = await services.cancelOrder.cancel(
      requestContext(res),
      req.params.id,
      { reason },
      { include: orderInclude },
    );
    res.json(toRestOrder(order));
  });
  // The buyer pays a PENDING order in cash on delivery: placed at once, or 409 naming why not.
  router.post('/:id/cod', async (req, res) => {
    const order = await services.cashOnDelivery.choose(requestContext(res), req.params.id, { include: orderInclude });
    res.json(toRestOrder(order));
  });
  // The mailed link of a cash-on-delivery order (`{ token }`), without signing in: confirms it, or 400/409 saying why not.
  router.post('/confirm', async (req, res) => {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    res.json(await services.cashOnDelivery.confirmByLink(token));
  });
  // The buyer confirms their PLACED cash-on-delivery order from its page.
  router.post('/:id/confirm', async (req, res) => {
    const order = await services.cashOnDelivery.confirmOwn(requestContext(res), req.params.id, {
      include: orderInclude,
    });
    res.json(toRestOrder(order));
  });
  router.get('/:id', async (req, res) => {
    const order = await services.orders.getOrder(requestContext(res), req.params.id, { include: orderInclude });
    res.json(toRestOrder(order));
  });
  return router;
}

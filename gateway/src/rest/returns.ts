import { Router } from 'express';
import type { Services } from '../services/index.js';
import { rupees } from '../services/money.js';
import type { AdminRoute } from './admin-routes-type.js';
import { requireSignedIn } from './guards.js';
import { intParam } from './query-params.js';
import { requestContext } from './request-context.js';

type Body = Record<string, unknown>;

const returnInclude = {
  lines: { include: { orderItem: { select: { id: true, title: true, brand: true, size: true, quantity: true } } } },
  history: { orderBy: { createdAt: 'asc' } },
  refunds: { select: { id: true, amount: true, status: true } },
  user: { select: { id: true, email: true, firstName: true, lastName: true } },
} as const;

type RestReturnRow = Awaited<ReturnType<Services['returns']['get']>> & {
  lines: {
    id: string;
    quantity: number;
    exchangeSize: string | null;
    restocked: number;
    damaged: number;
    orderItem: { id: string; title: string; brand: string; size: string; quantity: number };
  }[];
  history: {
    fromStatus: string | null;
    toStatus: string;
    reason: string | null;
    changedById: string | null;
    createdAt: Date;
  }[];
  refunds: { id: string; amount: number; status: string }[];
};

/** A return request in the REST facade's shape: `_id`, amounts in rupees. */
function toRestReturn(r: RestReturnRow) {
  return {
    _id: r.id,
    orderId: r.orderId,
    status: r.status,
    resolution: r.resolution,
    reason: r.reason,
    note: r.note,
    declineReason: r.declineReason,
    refundAmount: rupees(r.refundAmount),
    deliveryRefund: rupees(r.deliveryRefund),
    manualRefund: r.manualRefund,
    exchangeOrderId: r.exchangeOrderId,
    createdAt: r.createdAt,
    lines: r.lines.map((l) => ({
      _id: l.id,
      orderItemId: l.orderItem.id,
      title: l.orderItem.title,
      brand: l.orderItem.brand,
      size: l.orderItem.size,
      quantity: l.quantity,
      exchangeSize: l.exchangeSize,
      restocked: l.restocked,
      damaged: l.damaged,
    })),
    history: r.history.map((h) => ({
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      reason: h.reason,
      changedBy: h.changedById,
      at: h.createdAt,
    })),
    refunds: r.refunds.map((f) => ({ _id: f.id, amount: rupees(f.amount), status: f.status })),
  };
}

const q = { include: returnInclude };

/**
 * Returns and exchanges for older clients: GET/POST /api/returns, GET /api/returns/options/{orderId},
 * GET /api/returns/{id}, POST /api/returns/{id}/cancel. Amounts in rupees.
 */
export function returnsRouter(services: Services): Router {
  const router = Router();
  router.get('/options/:orderId', requireSignedIn, async (req, res) => {
    res.json(await services.returns.eligibility(requestContext(res), String(req.params.orderId)));
  });
  router.get('/', requireSignedIn, async (req, res) => {
    const orderId = typeof req.query.orderId === 'string' && req.query.orderId ? req.query.orderId : null;
    const rows = await services.returns.mine(requestContext(res), orderId, q);
    res.json(rows.map((r) => toRestReturn(r as RestReturnRow)));
  });
  router.post('/', requireSignedIn, async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const row = await services.returns.request(
      requestContext(res),
      { orderId: body.orderId, reason: body.reason, note: body.note, resolution: body.resolution, lines: body.lines },
      q,
    );
    res.status(201).json(toRestReturn(row as RestReturnRow));
  });
  router.get('/:id', requireSignedIn, async (req, res) => {
    res.json(
      toRestReturn((await services.returns.get(requestContext(res), String(req.params.id), q)) as RestReturnRow),
    );
  });
  router.post('/:id/cancel', requireSignedIn, async (req, res) => {
    res.json(
      toRestReturn((await services.returns.cancel(requestContext(res), String(req.params.id), q)) as RestReturnRow),
    );
  });
  return router;
}

/** The back office's returns: list, one, approve, decline, pick up, receive. */
export const adminReturnRoutes: AdminRoute[] = [
  {
    method: 'GET',
    path: '/returns/',
    async handle(services, req, res) {
      const { items, total } = await services.returns.list(
        requestContext(res),
        {
          queue: req.query.queue,
          search: req.query.search,
          take: intParam(req.query.take, 'take') ?? undefined,
          skip: intParam(req.query.skip, 'skip') ?? undefined,
        },
        q,
      );
      res.set('X-Total-Count', String(total));
      res.json(items.map((r) => toRestReturn(r as RestReturnRow)));
    },
  },
  {
    method: 'GET',
    path: '/returns/:id',
    async handle(services, req, res) {
      res.json(
        toRestReturn((await services.returns.get(requestContext(res), String(req.params.id), q)) as RestReturnRow),
      );
    },
  },
  {
    method: 'PUT',
    path: '/returns/:id/approve',
    async handle(services, req, res) {
      const row = await services.returns.approve(requestContext(res), String(req.params.id), q);
      res.json(toRestReturn(row as RestReturnRow));
    },
  },
  {
    method: 'PUT',
    path: '/returns/:id/decline',
    async handle(services, req, res) {
      const body = (req.body ?? {}) as Body;
      const row = await services.returns.decline(requestContext(res), String(req.params.id), body.reason, q);
      res.json(toRestReturn(row as RestReturnRow));
    },
  },
  {
    method: 'PUT',
    path: '/returns/:id/pick-up',
    async handle(services, req, res) {
      const row = await services.returns.pickUp(requestContext(res), String(req.params.id), q);
      res.json(toRestReturn(row as RestReturnRow));
    },
  },
  {
    method: 'PUT',
    path: '/returns/:id/receive',
    async handle(services, req, res) {
      const body = (req.body ?? {}) as Body;
      const row = await services.returns.receive(requestContext(res), String(req.params.id), body.lines, q);
      res.json(toRestReturn(row as RestReturnRow));
    },
  },
];

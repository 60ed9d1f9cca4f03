import { Router } from 'express';
import type { Grievance, GrievanceStatus } from '../db/generated/client/client.js';
import type { Services } from '../services/index.js';
import type { AdminRoute } from './admin-routes-type.js';
import { intParam } from './query-params.js';
import { requestContext } from './request-context.js';

type Body = Record<string, unknown>;

/** A grievance in the REST facade's shape: `_id`, dates as ISO text. */
const toRestGrievance = ({ id, userId, resolvedById: _by, createdAt, resolvedAt, ...g }: Grievance) => ({
  _id: id,
  ...g,
  signedIn: userId !== null,
  createdAt: createdAt.toISOString(),
  resolvedAt: resolvedAt?.toISOString() ?? null,
});

/** POST /api/grievances: anyone files a grievance (the Grievance Redressal page's form). */
export function grievancesRouter(services: Services): Router {
  const router = Router();
  router.post('/grievances', async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const receipt = await services.grievances.file(requestContext(res), {
      name: body.name,
      email: body.email,
      orderNumber: body.orderNumber,
      subject: body.subject,
      message: body.message,
    });
    res.status(201).json({
      ...receipt,
      receivedAt: receipt.receivedAt.toISOString(),
      resolveBy: receipt.resolveBy.toISOString(),
    });
  });
  return router;
}

/** The back office's grievance calls under /api/admin (added to its route table). */
export const adminGrievanceRoutes: AdminRoute[] = [
  {
    method: 'GET',
    path: '/grievances',
    async handle(services, req, res) {
      const status = typeof req.query.status === 'string' ? (req.query.status.toUpperCase() as GrievanceStatus) : null;
      const list = await services.grievances.list(requestContext(res), {
        status,
        take: intParam(req.query.take, 'take'),
        skip: intParam(req.query.skip, 'skip'),
      });
      res.json({ total: list.total, open: list.open, items: list.items.map(toRestGrievance) });
    },
  },
  {
    method: 'PUT',
    path: '/grievances/:id/resolve',
    async handle(services, req, res) {
      const body = (req.body ?? {}) as Body;
      res.json(
        toRestGrievance(await services.grievances.resolve(requestContext(res), String(req.params.id), body.resolution)),
      );
    },
  },
];

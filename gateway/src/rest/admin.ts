import { Router, type Request, type Response } from 'express';
import type { OrderStatus } from '../db/generated/client/client.js';
import type { Services } from '../services/index.js';
import { adminOrderInclude, fromRestProductForm, toRestAdminOrder, toRestDashboard } from './admin-shape.js';
import { requirePermission, requireRole } from './guards.js';
import { ROUTE_PERMISSIONS } from '../services/accounts/permissions.js';
import { commaList, intParam } from './query-params.js';
import { productInclude, toRestProduct } from './product-shape.js';
import { requestContext } from './request-context.js';
import { MAX_PAGE_SIZE } from '../services/paging.js';
import { rupees } from '../services/money.js';
import { gstExportRoute } from './tax-documents.js';
import type { MailView } from '../services/mail/mailbox.js';

/** A mail in the REST facade's shape: `_id`, dates as ISO text. */
const toRestMail = ({ id, nextAttemptAt, createdAt, sentAt, ...mail }: MailView) => ({
  _id: id,
  ...mail,
  nextAttemptAt: nextAttemptAt.toISOString(),
  createdAt: createdAt.toISOString(),
  sentAt: sentAt?.toISOString() ?? null,
});
import { adminReviewRoutes } from './admin-review-routes.js';
import { adminReturnRoutes } from './returns.js';
import { auditCsvRoute } from './audit.js';
import { paiseOf, readCsvBody, toRestDeliverySettings } from './delivery.js';
import type { AdminRoute } from './admin-routes-type.js';
import { adminShipmentRoutes } from './shipments.js';
import { adminGrievanceRoutes } from './grievances.js';

export const ADMIN_BASE = '/api/admin';

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const paging = (req: Request) => ({
  pageNumber: intParam(req.query.pageNumber, 'pageNumber'),
  // The spec's admin screens take no paging: by default they get the largest page.
  pageSize: intParam(req.query.pageSize, 'pageSize') ?? MAX_PAGE_SIZE,
});

async function sendOrder(services: Services, res: Response, id: string) {
  const order = await services.adminOrders.get(requestContext(res), id, { include: adminOrderInclude });
  res.json(toRestAdminOrder(order, services.adminOrders.moves(order)));
}

/** The status paths under /orders/{id}/ and the status each one asks for. */
const STATUS_PATHS: [string, OrderStatus][] = [
  ['confirmed', 'CONFIRMED'],
  ['ship', 'SHIPPED'],
  ['deliver', 'DELIVERED'],
  ['cancel', 'CANCELLED'],
  ['return', 'RETURNED'],
  ['return-to-origin', 'RETURN_TO_ORIGIN'],
];

/**
 * Every back-office REST call (the spec's and what running a shop needs beyond them). The router is built
 * from this table behind requireRole('ADMIN'), and the role-matrix test walks the same table.
 */
export const adminRoutes: AdminRoute[] = [
  {
    method: 'GET',
    path: '/delivery-settings',
    async handle(services, _req, res) {
      res.json(toRestDeliverySettings(await services.delivery.current()));
    },
  },
  {
    method: 'PUT',
    path: '/delivery-settings',
    async handle(services, req, res) {
      // `{ freeDeliveryThreshold, deliveryCharge }` in rupees, like the rest of the facade.
      const body = (req.body ?? {}) as Record<string, unknown>;
      const saved = await services.delivery.update(requestContext(res), {
        ...body,
        freeDeliveryThreshold: paiseOf(body.freeDeliveryThreshold),
        deliveryCharge: paiseOf(body.deliveryCharge),
        codMinimum: paiseOf(body.codMinimum),
        codMaximum: paiseOf(body.codMaximum),
        codFee: paiseOf(body.codFee),
      });
      res.json(toRestDeliverySettings(saved));
    },
  },
  {
    method: 'GET',
    path: '/delivery-pins',
    async handle(services, req, res) {
      const page = await services.serviceability.list(requestContext(res), {
        search: text(req.query.search),
        pageNumber: intParam(req.query.pageNumber, 'pageNumber'),
        pageSize: intParam(req.query.pageSize, 'pageSize'),
      });
      res.json(page);
    },
  },
  {
    method: 'PUT',
    path: '/delivery-pins',
    async handle(services, req, res) {
      // The courier's CSV as the body (text/csv); `?mode=add` adds its rows instead of replacing the list.
      const csv = await readCsvBody(req, res);
      const done = await services.serviceability.importCsv(requestContext(res), csv, req.query.mode !== 'add');
      res.json(done);
    },
  },
  {
    method: 'DELETE',
    path: '/delivery-pins',
    async handle(services, _req, res) {
      res.json(await services.serviceability.clear(requestContext(res)));
    },
  },
  {
    method: 'PUT',
    path: '/delivery-pins/:code',
    async handle(services, req, res) {
      const body = (req.body ?? {}) as { codAllowed?: unknown; days?: unknown };
      res.json(
        await services.serviceability.save(requestContext(res), {
          code: String(req.params.code),
          codAllowed: body.codAllowed,
          days: body.days,
        }),
      );
    },
  },
  {
    method: 'DELETE',
    path: '/delivery-pins/:code',
    async handle(services, req, res) {
      res.json(await services.serviceability.remove(requestContext(res), String(req.params.code)));
    },
  },
  {
    method: 'GET',
    path: '/dashboard',
    async handle(services, _req, res) {
      res.json(toRestDashboard(await services.dashboard.figures(requestContext(res))));
    },
  },
  {
    method: 'GET',
    path: '/orders/',
    async handle(services, req, res) {
      const page = await services.adminOrders.list(
        requestContext(res),
        {
          status: commaList(req.query.status),
          search: text(req.query.search),
          refund: text(req.query.refund),
          payment: text(req.query.payment),
          ...paging(req),
        },
        { include: adminOrderInclude },
      );
      res.set('X-Total-Count', String(page.totalElements));
      res.json(page.content.map((o) => toRestAdminOrder(o, services.adminOrders.moves(o))));
    },
  },
  {
    method: 'GET',
    path: '/orders/:id',
    handle: (services, req, res) => sendOrder(services, res, String(req.params.id)),
  },
  ...STATUS_PATHS.map(([segment, status]): AdminRoute => ({
    method: 'PUT',
    path: `/orders/:id/${segment}`,
    async handle(services, req, res) {
      // Optional `?from=PLACED` (or a JSON body `{ from }`): the status the admin saw.
      const from = req.query.from ?? (req.body as { from?: unknown } | undefined)?.from;
      await services.adminOrders.changeStatus(requestContext(res), String(req.params.id), { status, expected: from });
      await sendOrder(services, res, String(req.params.id));
    },
  })),
  {
    method: 'PUT',
    path: '/orders/:id/cash-collected',
    async handle(services, req, res) {
      await services.cashOnDelivery.collect(requestContext(res), String(req.params.id));
      await sendOrder(services, res, String(req.params.id));
    },
  },
  {
    method: 'POST',
    path: '/orders/:id/manual-refunds',
    async handle(services, req, res) {
      // `{ amount, method: BANK_TRANSFER | UPI, reference, note? }`, amount in rupees like the rest of the facade.
      const body = (req.body ?? {}) as { amount?: unknown; method?: unknown; reference?: unknown; note?: unknown };
      const amount = body.amount === undefined ? undefined : paiseOf(body.amount);
      const refund = await services.cashOnDelivery.recordManualRefund(requestContext(res), String(req.params.id), {
        amount,
        method: body.method,
        reference: body.reference,
        note: body.note,
      });
      res.status(201).json({ _id: refund.id, ...refund, amount: rupees(refund.amount) });
    },
  },
  {
    method: 'GET',
    path: '/subscribers.csv',
    async handle(services, _req, res) {
      const csv = await services.retentionReport.subscribersCsv(requestContext(res));
      res.type('text/csv; charset=utf-8').attachment('subscribers.csv').send(csv);
    },
  },
  {
    method: 'GET',
    path: '/subscribers/counts',
    async handle(services, _req, res) {
      res.json(await services.retentionReport.subscriberCounts(requestContext(res)));
    },
  },
  {
    method: 'GET',
    path: '/retention',
    async handle(services, _req, res) {
      res.json(await services.retentionReport.figures(requestContext(res)));
    },
  },
  {
    method: 'PUT',
    path: '/users/:id/allow-cod',
    async handle(services, req, res) {
      res.json(await services.cashOnDelivery.allow(requestContext(res), String(req.params.id)));
    },
  },
  {
    method: 'POST',
    path: '/orders/:id/refund',
    async handle(services, req, res) {
      // `{ amount, reason }`, amount in rupees like the rest of the facade; none = all that is left.
      const body = (req.body ?? {}) as { amount?: unknown; reason?: unknown };
      const amount = paiseOf(body.amount);
      await services.money.refunds.refund(requestContext(res), String(req.params.id), { amount, reason: body.reason });
      await sendOrder(services, res, String(req.params.id));
    },
  },
  {
    method: 'DELETE',
    path: '/orders/:id/deleteOrder',
    async handle(services, req, res) {
      const { id, status } = await services.adminOrders.archive(requestContext(res), String(req.params.id));
      res.json({ _id: id, orderStatus: status, message: 'Order deleted' });
    },
  },
  {
    method: 'GET',
    path: '/products/',
    async handle(services, req, res) {
      const page = await services.adminProducts.list(
        requestContext(res),
        { search: text(req.query.search), ...paging(req) },
        { include: productInclude },
      );
      res.json({
        content: page.content.map(toRestProduct),
        totalPages: page.totalPages,
        totalElements: page.totalElements,
      });
    },
  },
  {
    method: 'POST',
    path: '/products/',
    async handle(services, req, res) {
      const input = fromRestProductForm((req.body ?? {}) as Record<string, unknown>);
      const product = await services.adminProducts.create(requestContext(res), input, { include: productInclude });
      res.status(201).json(toRestProduct(product));
    },
  },
  {
    method: 'PUT',
    path: '/products/:id',
    async handle(services, req, res) {
      const input = fromRestProductForm((req.body ?? {}) as Record<string, unknown>);
      const product = await services.adminProducts.update(requestContext(res), String(req.params.id), input, {
        include: productInclude,
      });
      res.json(toRestProduct(product));
    },
  },
  {
    method: 'DELETE',
    path: '/products/:id',
    async handle(services, req, res) {
      const { id } = await services.adminProducts.remove(requestContext(res), String(req.params.id));
      res.json({ _id: id, message: 'Product deleted' });
    },
  },
  {
    method: 'GET',
    path: '/customers/',
    async handle(services, req, res) {
      const rc = requestContext(res);
      const page = await services.adminCustomers.list(
        rc,
        { search: text(req.query.search), ...paging(req) },
        { include: { _count: { select: { orders: true } } } },
      );
      const counts = await services.adminReviews.countsByUser(
        rc,
        page.content.map((u) => u.id),
      );
      res.json({
        users: page.content.map((u) => ({
          _id: u.id,
          firstName: u.firstName,
          lastName: u.lastName,
          email: u.email,
          role: u.role,
          ordersCount: u._count.orders,
          reviewsCount: counts.get(u.id)?.reviews ?? 0,
          ratingsCount: counts.get(u.id)?.ratings ?? 0,
          deactivatedAt: u.deactivatedAt?.toISOString() ?? null,
        })),
        totalPages: page.totalPages,
        totalElements: page.totalElements,
      });
    },
  },
  {
    method: 'GET',
    path: '/mails',
    async handle(services, req, res) {
      const page = await services.mail.mailbox.list(requestContext(res), {
        status: commaList(req.query.status),
        search: text(req.query.search),
        ...paging(req),
      });
      res.set('X-Total-Count', String(page.totalElements));
      res.json(page.content.map(toRestMail));
    },
  },
  {
    method: 'GET',
    path: '/mails/:id',
    async handle(services, req, res) {
      res.json(toRestMail(await services.mail.mailbox.get(requestContext(res), String(req.params.id))));
    },
  },
  ...(['deactivate', 'reactivate'] as const).map((action): AdminRoute => ({
    method: 'PUT',
    path: `/customers/:id/${action}`,
    async handle(services, req, res) {
      const user = await services.adminCustomers[action](requestContext(res), String(req.params.id));
      res.json({ _id: user.id, email: user.email, deactivatedAt: user.deactivatedAt?.toISOString() ?? null });
    },
  })),
  gstExportRoute,
  ...adminReviewRoutes,
  ...adminReturnRoutes,
  auditCsvRoute,
  ...adminShipmentRoutes,
  ...adminGrievanceRoutes,
  {
    method: 'GET',
    path: '/shop-details',
    async handle(services, _req, res) {
      res.json(await services.shopDetails.current());
    },
  },
  {
    method: 'PUT',
    path: '/shop-details',
    async handle(services, req, res) {
      // The ShopDetails fields, as GraphQL's ShopDetailsInput; only those sent change.
      const body = (req.body ?? {}) as Record<string, unknown>;
      res.json(await services.shopDetails.update(requestContext(res), body));
    },
  },
];

/** The back office under /api/admin: every path behind the ADMIN guard, unknown ones included. */
export function adminRouter(services: Services): Router {
  const router = Router();
  router.use(requireRole('ADMIN'));
  for (const route of adminRoutes) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    const permission = ROUTE_PERMISSIONS[`${route.method} ${route.path}`];
    router[method](route.path, requirePermission(permission), (req, res) => route.handle(services, req, res));
  }
  return router;
}

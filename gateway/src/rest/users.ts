import { Router } from 'express';
import type { Prisma } from '../db/generated/client/client.js';
import type { Services } from '../services/index.js';
import { unauthenticated } from '../services/errors.js';
import { requirePermission, requireSignedIn } from './guards.js';
import { addressOrder, MAX_USER_PAGE_SIZE } from '../services/accounts/users.js';
import { intParam } from './query-params.js';
import { requestContext } from './request-context.js';

const profileInclude = { addresses: { orderBy: addressOrder } } satisfies Prisma.UserInclude;
type ProfileSource = Prisma.UserGetPayload<{ include: typeof profileInclude }>;

type AddressRow = ProfileSource['addresses'][number];

/** A saved address with its `_id`. */
function toRestAddress(a: AddressRow) {
  return {
    _id: a.id,
    firstName: a.firstName,
    lastName: a.lastName,
    streetAddress: a.streetAddress,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    mobile: a.mobile,
    landmark: a.landmark,
    addressType: a.addressType,
    isDefault: a.isDefault,
  };
}

/** The spec's user with `_id`s; built field by field so the password hash can never leak. */
function toRestUser(u: ProfileSource) {
  return {
    _id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email,
    role: u.role,
    addresses: u.addresses.map(toRestAddress),
    createdAt: u.createdAt.toISOString(),
  };
}

/** The spec's account calls: GET /api/user/profile and the admin's GET /api/user/. */
export function usersRouter(services: Services): Router {
  const router = Router();
  router.get('/profile', requireSignedIn, async (_req, res) => {
    const rc = requestContext(res);
    const user = await services.users.me(rc, { include: profileInclude });
    if (!user) throw unauthenticated();
    res.json(toRestUser(user));
  });
  // The address book: list, add, edit, delete, make default (as GraphQL's addAddress and the rest).
  router.get('/addresses', requireSignedIn, async (_req, res) => {
    res.json((await services.addresses.list(requestContext(res))).map(toRestAddress));
  });
  router.post('/addresses', requireSignedIn, async (req, res) => {
    const { makeDefault, ...address } = (req.body ?? {}) as Record<string, unknown>;
    const row = await services.addresses.add(requestContext(res), address, makeDefault === true);
    res.status(201).json(toRestAddress(row));
  });
  router.put('/addresses/:id', requireSignedIn, async (req, res) => {
    res.json(toRestAddress(await services.addresses.update(requestContext(res), String(req.params.id), req.body)));
  });
  router.delete('/addresses/:id', requireSignedIn, async (req, res) => {
    await services.addresses.remove(requestContext(res), String(req.params.id));
    res.status(204).end();
  });
  router.post('/addresses/:id/default', requireSignedIn, async (req, res) => {
    res.json(toRestAddress(await services.addresses.makeDefault(requestContext(res), String(req.params.id))));
  });
  // Declared at the edge as on GraphQL (401 visitor, 403 customer); the service checks again.
  router.get('/', requirePermission('customersRead'), async (req, res) => {
    const rc = requestContext(res);
    // The spec's admin screen takes no paging, so by default it gets the largest page.
    const page = await services.adminCustomers.list(
      rc,
      {
        search: typeof req.query.search === 'string' ? req.query.search : null,
        pageNumber: intParam(req.query.pageNumber, 'pageNumber'),
        pageSize: intParam(req.query.pageSize, 'pageSize') ?? MAX_USER_PAGE_SIZE,
      },
      { select: { id: true, firstName: true, lastName: true, email: true } },
    );
    const counts = await services.adminReviews.countsByUser(
      rc,
      page.content.map((u) => u.id),
    );
    res.json({
      // The customer list's Review and Rating columns: how many reviews and ratings each account gave.
      users: page.content.map((u) => ({
        _id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        reviewsCount: counts.get(u.id)?.reviews ?? 0,
        ratingsCount: counts.get(u.id)?.ratings ?? 0,
      })),
      totalPages: page.totalPages,
      totalElements: page.totalElements,
    });
  });
  return router;
}

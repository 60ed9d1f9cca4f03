// Who may use the back office: every admin GraphQL field (read from the schema: root fields with
// the admin auth scope) and every admin REST path (read from the route table) is tried as a
// visitor (401 / UNAUTHENTICATED), a customer (403 / FORBIDDEN) and an admin (let in). A new
// admin operation is in this matrix the moment it exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../../schema/index.js';
import { adminFields, operationFor } from '../support/back-office-operations.js';
import { isBackOffice } from '../../../schema/permissions.js';
import { ADMIN_BASE, adminRoutes } from '../../src/rest/admin.js';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { bearer, call, signin, signupCustomer } from '../support/accounts.js';

type Who = 'visitor' | 'customer' | 'admin';
const everyone: Who[] = ['visitor', 'customer', 'admin'];

let shop: TestShop;
const headers: Record<Who, Record<string, string>> = { visitor: {}, customer: {}, admin: {} };
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  const [customer, admin] = await Promise.all([
    signupCustomer(shop, 'admin-matrix'),
    signin(shop, TEST_ADMIN.email, TEST_ADMIN.password),
  ]);
  headers.customer = bearer(customer.token);
  headers.admin = bearer(admin.body.jwt);
});
afterAll(() => shop?.stop());

describe('the schema keeps its admin convention', () => {
  it('has admin fields, and every root field named admin… carries the admin scope', () => {
    expect(adminFields('query').length).toBeGreaterThanOrEqual(4);
    expect(adminFields('mutation').length).toBeGreaterThanOrEqual(7);
    for (const type of [schema.getQueryType()!, schema.getMutationType()!]) {
      for (const field of Object.values(type.getFields())) {
        if (field.name.startsWith('admin')) expect(isBackOffice(field), field.name).toBe(true);
      }
    }
  });
});

describe('every admin GraphQL field', () => {
  for (const kind of ['query', 'mutation'] as const) {
    for (const field of adminFields(kind)) {
      const { query, variables } = operationFor(kind, field);
      it(`${field.name}: visitor UNAUTHENTICATED, customer FORBIDDEN, admin let in`, async () => {
        const codes = {} as Record<Who, string | undefined>;
        for (const who of everyone) {
          const { body } = await shop.graphql(query, variables, headers[who]);
          codes[who] = body.errors?.[0]?.extensions?.code;
        }
        expect(codes.visitor).toBe('UNAUTHENTICATED');
        expect(codes.customer).toBe('FORBIDDEN');
        // The admin reaches the service: ok, or its own answer to the sample input.
        expect(['UNAUTHENTICATED', 'FORBIDDEN', 'GRAPHQL_VALIDATION_FAILED', 'INTERNAL_SERVER_ERROR']).not.toContain(
          codes.admin,
        );
      });
    }
  }
});

/** Every guarded REST path: the admin table under /api/admin, and the spec's customer list. */
const restPaths = [
  ...adminRoutes.map((r) => ({ method: r.method, path: `${ADMIN_BASE}${r.path}` })),
  { method: 'GET', path: '/api/user/' },
];

describe('every admin REST path', () => {
  it('the table holds the spec paths', () => {
    const names = restPaths.map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'GET /api/admin/orders/',
      'PUT /api/admin/orders/:id/confirmed',
      'PUT /api/admin/orders/:id/ship',
      'PUT /api/admin/orders/:id/deliver',
      'PUT /api/admin/orders/:id/cancel',
      'DELETE /api/admin/orders/:id/deleteOrder',
      'POST /api/admin/products/',
      'DELETE /api/admin/products/:id',
    ]) {
      expect(names).toContain(expected);
    }
  });

  for (const route of restPaths) {
    const path = route.path.replace(/:id/g, 'matrix-unknown-id');
    it(`${route.method} ${route.path}: visitor 401, customer 403, admin let in`, async () => {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      const status = {} as Record<Who, number>;
      for (const who of everyone) {
        const reply = await call(shop, route.method, path, body, headers[who]);
        status[who] = reply.status;
        if (who !== 'admin') {
          expect(reply.body).toEqual(
            expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
          );
        }
      }
      expect(status).toMatchObject({ visitor: 401, customer: 403 });
      expect([200, 201, 400, 404]).toContain(status.admin);
    });
  }

  it('a path under /api/admin that nothing answers is still refused before it is looked up', async () => {
    expect((await call(shop, 'GET', '/api/admin/secrets', undefined, headers.visitor)).status).toBe(401);
    expect((await call(shop, 'GET', '/api/admin/secrets', undefined, headers.customer)).status).toBe(403);
    expect((await call(shop, 'GET', '/api/admin/secrets', undefined, headers.admin)).status).toBe(404);
  });
});

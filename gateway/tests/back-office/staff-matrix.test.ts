// The back office by role: every back-office GraphQL root field (read from the schema) and every
// admin REST route (read from the route table) is tried as each built-in role and a custom one.
// A caller holding the declared permission is let in; anyone else is FORBIDDEN / 403 naming it. A
// new admin operation joins this matrix the moment it exists, and fails it without a permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isObjectType } from 'graphql';
import { schema } from '../../../schema/index.js';
import { adminFields, operationFor } from '../support/back-office-operations.js';
import { declaredPermission, isBackOffice } from '../../../schema/permissions.js';
import { ADMIN_BASE, adminRoutes } from '../../src/rest/admin.js';
import {
  ALL_PERMISSIONS,
  FIELD_PERMISSIONS,
  ROUTE_PERMISSIONS,
  fieldNeeds,
  type Permission,
} from '../../src/services/accounts/permissions.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { call } from '../support/accounts.js';
import { BUILT_IN_ROLES, staffWithRole, type StaffCaller } from '../support/staff.js';

const ROLES = [...BUILT_IN_ROLES, 'custom'] as const;
type RoleName = (typeof ROLES)[number];

let shop: TestShop;
const callers = {} as Record<RoleName, StaffCaller>;
const holdings = {} as Record<RoleName, Permission[]>;
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  await shop.db.prisma.staffRole.create({
    data: { id: 'custom', name: 'Photos and reviews', permissions: ['catalogRead', 'reviewsModerate'] },
  });
  for (const role of ROLES) {
    callers[role] = await staffWithRole(shop, role);
    const row = await shop.db.prisma.staffRole.findUniqueOrThrow({ where: { id: role } });
    holdings[role] = row.permissions as Permission[];
  }
});
afterAll(() => shop?.stop());

describe('every back-office operation declares a permission', () => {
  it('each back-office GraphQL field, nested ones too, has one (permission scope or FIELD_PERMISSIONS)', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const key = `${type.name}.${field.name}`;
        if (isBackOffice(field) && !declaredPermission(field) && !FIELD_PERMISSIONS[key]) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });

  it('each admin REST route has one in ROUTE_PERMISSIONS, and the map names no route that is gone', () => {
    const keys = adminRoutes.map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k) => !ROUTE_PERMISSIONS[k])).toEqual([]);
    expect(Object.keys(ROUTE_PERMISSIONS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('the owner holds every permission and the built-in roles keep the spec’s lines', () => {
    expect([...holdings.owner].sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(holdings.fulfilment).toEqual(expect.arrayContaining(['ordersShip', 'ordersStatus', 'returns']));
    for (const role of ['fulfilment', 'support', 'catalog'] as const) {
      expect(holdings[role]).not.toContain('refunds');
      expect(holdings[role]).not.toContain('settings');
      expect(holdings[role]).not.toContain('staff');
    }
    expect(holdings.manager).not.toContain('staff');
  });
});

describe('every back-office GraphQL root field, by role', () => {
  for (const kind of ['query', 'mutation'] as const) {
    for (const field of adminFields(kind)) {
      const { query, variables } = operationFor(kind, field);
      const needs = fieldNeeds(
        `${kind === 'query' ? 'Query' : 'Mutation'}.${field.name}`,
        variables,
        declaredPermission(field),
      );
      it(`${field.name} needs ${needs.join(' + ')}`, async () => {
        for (const role of ROLES) {
          const { body } = await shop.graphql(query, variables, callers[role].headers);
          const error = body.errors?.[0];
          const missing = needs.find((p) => !holdings[role].includes(p));
          if (missing) {
            expect(error?.extensions?.code, `${role} ${field.name}`).toBe('FORBIDDEN');
            expect(error?.message, `${role} ${field.name}`).toContain(`"${missing}"`);
          } else {
            expect([
              'UNAUTHENTICATED',
              'FORBIDDEN',
              'GRAPHQL_VALIDATION_FAILED',
              'INTERNAL_SERVER_ERROR',
            ]).not.toContain(error?.extensions?.code);
          }
        }
      });
    }
  }
});

describe('every admin REST route, by role', () => {
  const routes = [
    ...adminRoutes.map((r) => ({
      method: r.method,
      path: `${ADMIN_BASE}${r.path}`,
      needs: ROUTE_PERMISSIONS[`${r.method} ${r.path}`]!,
    })),
    { method: 'GET', path: '/api/user/', needs: 'customersRead' as Permission },
  ];
  for (const route of routes) {
    const path = route.path.replace(/:id|:code/g, 'matrix-unknown-id');
    it(`${route.method} ${route.path} needs ${route.needs}`, async () => {
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
      for (const role of ROLES) {
        const reply = await call(shop, route.method, path, body, callers[role].headers);
        if (holdings[role].includes(route.needs)) {
          expect([200, 201, 400, 404], `${role} ${route.method} ${route.path}`).toContain(reply.status);
        } else {
          expect(reply.status, `${role} ${route.method} ${route.path}`).toBe(403);
          expect(reply.body.message).toContain(`"${route.needs}"`);
        }
      }
    });
  }
});

describe('refused at once, whatever the token says', () => {
  it('a status move to SHIPPED needs ordersShip besides ordersStatus; Support may not ship', async () => {
    const shipping = `mutation { adminUpdateOrderStatus(id: "x", status: SHIPPED) { id } }`;
    const support = await callers.support.gql(shipping);
    expect(support.body.errors[0].message).toContain('"ordersStatus"');
    const fulfilment = await callers.fulfilment.gql(shipping);
    expect(fulfilment.body.errors[0].extensions.code).not.toBe('FORBIDDEN');
    const cancel = await callers.fulfilment.gql(
      `mutation { adminUpdateOrderStatus(id: "x", status: CANCELLED) { id } }`,
    );
    expect(cancel.body.errors[0].message).toContain('"ordersCancel"');
  });

  it('a role changed in the database takes effect on the next request (the token’s role claim is not read)', async () => {
    const who = await staffWithRole(shop, 'support', 'changing');
    const refund = `mutation { adminRefundOrder(id: "x") { id } }`;
    expect((await who.gql(refund)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    await shop.db.prisma.staffMember.update({ where: { userId: who.id }, data: { roleId: 'manager' } });
    expect((await who.gql(refund)).body.errors?.[0]?.extensions?.code).not.toBe('FORBIDDEN');
  });
});

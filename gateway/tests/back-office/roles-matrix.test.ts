import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { bearer, call, signin, signupCustomer } from '../support/accounts.js';

type Who = 'visitor' | 'customer' | 'admin';
/** What a caller gets: 'ok', or the GraphQL error code / REST status it is refused with. */
type Outcome = 'ok' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 401 | 403;

let shop: TestShop;
const headers: Record<Who, Record<string, string>> = { visitor: {}, customer: {}, admin: {} };
beforeAll(async () => {
  shop = await startTestShop();
  const [customer, admin] = await Promise.all([
    signupCustomer(shop, 'matrix'),
    signin(shop, TEST_ADMIN.email, TEST_ADMIN.password),
  ]);
  headers.customer = bearer(customer.token);
  headers.admin = bearer(admin.body.jwt);
});
afterAll(async () => {
  await shop?.stop();
});

const graphqlCases: Array<{
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  expected: Record<Who, Outcome>;
}> = [
  { name: 'me', query: '{ me { id email role } }', expected: { visitor: 'ok', customer: 'ok', admin: 'ok' } },
  {
    name: 'users',
    query: '{ users { totalElements content { id email } } }',
    expected: { visitor: 'UNAUTHENTICATED', customer: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'updateProfile',
    query: 'mutation { updateProfile(input: {}) { id } }',
    expected: { visitor: 'UNAUTHENTICATED', customer: 'ok', admin: 'ok' },
  },
  {
    // A wrong current password: reaching the service's own check proves the edge let the caller in.
    name: 'changePassword',
    query: 'mutation { changePassword(currentPassword: "wrong-password", newPassword: "whatever-123") { token } }',
    expected: { visitor: 'UNAUTHENTICATED', customer: 'BAD_USER_INPUT', admin: 'BAD_USER_INPUT' },
  },
];

const restCases: Array<{ path: string; expected: Record<Who, Outcome> }> = [
  { path: '/api/user/profile', expected: { visitor: 401, customer: 'ok', admin: 'ok' } },
  { path: '/api/user/', expected: { visitor: 401, customer: 403, admin: 'ok' } },
];

const everyone: Who[] = ['visitor', 'customer', 'admin'];

describe('who may use which GraphQL field', () => {
  for (const c of graphqlCases) {
    for (const who of everyone) {
      it(`${c.name} as ${who}: ${c.expected[who]}`, async () => {
        const { body } = await shop.graphql(c.query, c.variables, headers[who]);
        if (c.expected[who] === 'ok') expect(body.errors).toBeUndefined();
        else expect(body.errors?.[0]?.extensions?.code).toBe(c.expected[who]);
      });
    }
  }

  it('me is null for a visitor and the own account for the signed-in', async () => {
    expect((await shop.graphql('{ me { email } }')).body.data.me).toBeNull();
    const admin = await shop.graphql('{ me { email role } }', {}, headers.admin);
    expect(admin.body.data.me).toEqual({ email: TEST_ADMIN.email, role: 'ADMIN' });
  });
});

describe('who may call which REST path', () => {
  for (const c of restCases) {
    for (const who of everyone) {
      it(`GET ${c.path} as ${who}: ${c.expected[who]}`, async () => {
        const reply = await call(shop, 'GET', c.path, undefined, headers[who]);
        if (c.expected[who] === 'ok') expect(reply.status).toBe(200);
        else {
          expect(reply.status).toBe(c.expected[who]);
          expect(reply.body).toEqual(
            expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
          );
        }
      });
    }
  }

  it('GET /api/user/ gives the admin the spec shape: users with _id, names, email and the Review and Rating counts only', async () => {
    const reply = await call(shop, 'GET', '/api/user/', undefined, headers.admin);
    expect(reply.body.users.length).toBeGreaterThanOrEqual(2);
    for (const user of reply.body.users) {
      expect(Object.keys(user).sort()).toEqual([
        '_id',
        'email',
        'firstName',
        'lastName',
        'ratingsCount',
        'reviewsCount',
      ]);
    }
    expect(reply.body.users.map((u: { email: string }) => u.email)).toContain(TEST_ADMIN.email);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignJWT } from 'jose';
import { startTestShop, type TestShop } from '../support/harness.js';
import { bearer, call, signin, signupCustomer } from '../support/accounts.js';

let shop: TestShop;
let customer: Awaited<ReturnType<typeof signupCustomer>>;
beforeAll(async () => {
  shop = await startTestShop();
  customer = await signupCustomer(shop, 'tokens');
});
afterAll(async () => {
  await shop?.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const ME = '{ me { id email } }';

/** Expects both surfaces to refuse the token: REST 401 `{ error, message }`, GraphQL UNAUTHENTICATED. */
async function expectRefused(token: string, message = 'Invalid token') {
  const rest = await call(shop, 'GET', '/api/user/profile', undefined, bearer(token));
  expect(rest.status).toBe(401);
  expect(rest.body).toMatchObject({ error: message, message, code: 'UNAUTHENTICATED' });
  const gql = await shop.graphql(ME, {}, bearer(token));
  expect(gql.status).toBe(401);
  expect(gql.body.errors[0]).toMatchObject({ message, extensions: { code: 'UNAUTHENTICATED' } });
}

describe('tokens the gateway refuses', () => {
  it('refuses a token whose payload was changed after signing (role raised to ADMIN)', async () => {
    const [header, payload, signature] = customer.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    await expectRefused(`${header}.${b64({ ...claims, role: 'ADMIN' })}.${signature}`);
  });

  it('refuses an unsigned token with alg "none"', async () => {
    const claims = JSON.parse(Buffer.from(customer.token.split('.')[1]!, 'base64url').toString());
    await expectRefused(`${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`);
  });

  it('refuses tokens signed with another secret or another HMAC algorithm', async () => {
    const claims = JSON.parse(Buffer.from(customer.token.split('.')[1]!, 'base64url').toString());
    const other = new TextEncoder().encode('a-different-secret-that-is-long-enough-0123456789');
    await expectRefused(await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(other));
    await expectRefused(await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(other));
  });

  it('refuses garbage in the bearer header', async () => {
    await expectRefused('garbage');
    await expectRefused('aaa.bbb.ccc');
  });

  it('refuses an expired token with a message asking to sign in again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 8 * 24 * 3600_000);
    const old = await signin(shop, customer.email, customer.password);
    vi.useRealTimers();
    expect(old.status).toBe(200);
    await expectRefused(old.body.jwt, 'Your session has expired, please sign in again');
  });

  it('refuses a valid token of an account that has been deleted', async () => {
    const doomed = await signupCustomer(shop, 'doomed');
    await shop.db.prisma.user.delete({ where: { email: doomed.email.toLowerCase() } });
    await expectRefused(doomed.token);
  });

  it('refuses a bad token even on a public path, so the client knows to sign out', async () => {
    const reply = await call(shop, 'GET', '/api/products?pageSize=1', undefined, bearer('garbage'));
    expect(reply.status).toBe(401);
  });
});

describe('what a token does not decide', () => {
  it('treats "Bearer null" from a client with empty storage as a visitor', async () => {
    expect((await call(shop, 'GET', '/api/products?pageSize=1', undefined, bearer('null'))).status).toBe(200);
    const { body } = await shop.graphql(ME, {}, bearer('null'));
    expect(body).toEqual({ data: { me: null }, extensions: expect.any(Object) });
  });

  it('lets a client that still sends an expired token sign in again over REST', async () => {
    const reply = await call(
      shop,
      'POST',
      '/auth/signin',
      { email: customer.email, password: customer.password },
      bearer('garbage'),
    );
    expect(reply.status).toBe(200);
  });

  it('reads the role from the database: promotion and demotion apply to an existing token at once', async () => {
    const USERS = '{ users(pageSize: 1) { totalElements } }';
    const where = { email: customer.email.toLowerCase() };
    await shop.db.prisma.user.update({ where, data: { role: 'ADMIN' } });
    const asAdmin = await shop.graphql(USERS, {}, bearer(customer.token));
    expect(asAdmin.body.errors).toBeUndefined();
    expect((await call(shop, 'GET', '/api/user/', undefined, bearer(customer.token))).status).toBe(200);

    await shop.db.prisma.user.update({ where, data: { role: 'CUSTOMER' } });
    const demoted = await shop.graphql(USERS, {}, bearer(customer.token));
    expect(demoted.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await call(shop, 'GET', '/api/user/', undefined, bearer(customer.token))).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { bearer, call } from '../support/accounts.js';
import { ADDRESS } from '../support/buying.js';
import type { TestShop } from '../support/harness.js';
import { shopDatabase, startShopProcess, type ShopDatabase, type ShopProcess } from '../support/shop-process.js';

// The shop as it runs in production (its own process, JSON logs at the chattiest level), taken
// through a whole purchase with the sandbox's signed callback and a password change; then its
// output is searched for every secret that passed through it (the shop is stopped at the end,
// so that its signing secrets can be read from its database).

let database: ShopDatabase;
let dataDir: string;
let shop: ShopProcess;
let api: TestShop;

beforeAll(async () => {
  // On PGlite whatever the run's database: the test reads the secrets back from its DATA_DIR.
  database = await shopDatabase('seeded', { pglite: true });
  dataDir = database.DATA_DIR;
  shop = startShopProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_FORMAT: 'json', LOG_LEVEL: 'trace' });
  api = { url: await shop.ready() } as TestShop;
}, 180_000);

afterAll(async () => {
  await shop?.stop();
  await database?.remove();
});

/** The JSON lines the shop logged (the start banner is the only other output). */
const logLines = () =>
  shop
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the logs', () => {
  it('answer every request with its id: the caller’s when well formed, a new one otherwise', async () => {
    const mine = await fetch(`${api.url}/api/products?pageSize=1`, { headers: { 'X-Request-Id': 'lb-7f3a.42:1' } });
    expect(mine.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    const forged = await fetch(`${api.url}/api/products?pageSize=1`, {
      headers: { 'X-Request-Id': 'x"} {"level":"fatal' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const long = await fetch(`${api.url}/health`, { headers: { 'X-Request-Id': 'a'.repeat(200) } });
    expect(long.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const plain = await fetch(`${api.url}/health`);
    expect(plain.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('write a request’s line while the shop runs, gathered with others for at most a moment', async () => {
    const id = `gathered-${process.pid}`;
    await fetch(`${api.url}/api/products?pageSize=1`, { headers: { 'X-Request-Id': id } });
    await expect
      .poll(() => logLines().find((line) => line.reqId === id && line.msg === 'request'), { timeout: 5_000 })
      .toMatchObject({ route: '/api/products', status: 200 });
  });

  it('hold no password, token or payment signature after a purchase and a password change', async () => {
    const firstPassword = 'first-Pa55word-for-logs';
    const secondPassword = 'second-Pa55word-for-logs';
    const wrongPassword = 'wrong-Pa55word-for-logs';
    const email = `logs.${process.pid}@example.com`;
    const signup = await call(api, 'POST', '/auth/signup', {
      firstName: 'Lata',
      lastName: 'Rao',
      email,
      password: firstPassword,
    });
    expect(signup.status).toBe(201);
    const firstToken = signup.body.jwt as string;
    const me = bearer(firstToken);

    const listing = await call(api, 'GET', '/api/products?stock=in_stock&pageSize=1');
    const product = listing.body.content[0];
    const size = product.sizes.find((s: { quantity: number }) => s.quantity > 0).name;
    expect((await call(api, 'PUT', '/api/cart/add', { productId: product._id, size }, me)).status).toBe(200);
    const order = await call(api, 'POST', '/api/orders/', { ...ADDRESS, save: false }, me);
    expect(order.status).toBe(201);
    const orderId = order.body._id as string;
    const link = await call(api, 'POST', `/api/payments/${orderId}`, undefined, me);
    const paid = await fetch(`${api.url}/sandbox-pay/${link.body.payment_link_id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    const callback = new URL(paid.headers.get('location')!);
    const signature = callback.searchParams.get('razorpay_signature')!;
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    // The browser lands on the storefront's page with the signed parameters, then confirms over the API.
    await fetch(`${api.url}${callback.pathname}${callback.search}`, { headers: { accept: 'text/html' } });
    const confirmed = await call(api, 'GET', `/api/payments${callback.search}&order_id=${orderId}`, undefined, me);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.orderStatus).toBe('PLACED');

    const change = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...me },
      body: JSON.stringify({
        query:
          'mutation ChangePassword($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { token } }',
        variables: { c: firstPassword, n: secondPassword },
      }),
    });
    const secondToken = (await change.json()).data.changePassword.token as string;
    expect((await call(api, 'POST', '/auth/signin', { email, password: wrongPassword })).status).toBe(401);

    // Lines are gathered for up to 200 ms (telemetry/logger.ts); a stopping shop writes what waits.
    await shop.stop();
    const lines = logLines();
    const text = lines.map((line) => JSON.stringify(line)).join('\n');
    for (const secret of [firstPassword, secondPassword, wrongPassword, firstToken, secondToken, signature]) {
      expect(text).not.toContain(secret);
    }
    // Not even a token's signature part, nor the secrets that sign tokens and payments.
    expect(text).not.toContain(firstToken.split('.')[2]);
    const db = await openDatabase({ dataDir });
    try {
      const secrets = await db.prisma.shopSecret.findMany();
      expect(secrets.map((secret) => secret.name).sort()).toEqual(['jwt', 'sandbox-payment', 'sandbox-webhook-secret']);
      for (const { value } of secrets)
        expect(
          logLines()
            .map((l) => JSON.stringify(l))
            .join('\n'),
        ).not.toContain(value);
    } finally {
      await db.close();
    }

    // …while each request still has its line: id, method, route template, status, duration, user.
    const requests = lines.filter((line) => line.msg === 'request');
    const confirm = requests.find((line) => line.route === '/api/payments' && line.method === 'GET');
    expect(confirm).toMatchObject({ status: 200, userId: expect.any(String), reqId: expect.any(String) });
    expect(confirm!.durationMs).toEqual(expect.any(Number));
    expect(requests.find((line) => line.operation === 'ChangePassword')).toMatchObject({
      route: '/graphql',
      status: 200,
      userId: confirm!.userId,
    });
    expect(requests.find((line) => line.route === '/api/payments/:orderId')).toMatchObject({ status: 200 });
  }, 120_000);
});

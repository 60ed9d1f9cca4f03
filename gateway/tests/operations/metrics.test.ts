import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/http/server.js';
import { OrderSweep } from '../../src/services/buying/order-sweep.js';
import { resetMetrics } from '../../src/telemetry/metrics.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { addToCart, createOrder, newShopper, productWithStock } from '../support/buying.js';

const TOKEN = 'metrics-token-for-the-tests-0123';
let shop: TestShop;

beforeAll(async () => {
  // The figures are the process's; test files before this one in the same worker counted too.
  resetMetrics();
  // The PGlite wait bound on, as in a real shop: its turns are the pool figures on PGlite.
  shop = await startTestShop({ metricsToken: TOKEN, gate: { concurrency: 4, maxWaitMs: 60_000 } });
});
afterAll(() => shop?.stop());

async function scrape(url = shop.url): Promise<string> {
  const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of one sample (`name{labels}`), or undefined when the page has none. */
function sample(page: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = page.split('\n').find((l) => {
    if (!l.startsWith(name) || !/[{ ]/.test(l[name.length] ?? '')) return false;
    const set = /^[^{ ]+\{([^}]*)\}/.exec(l)?.[1]?.split(',') ?? [];
    return wanted.every((w) => set.includes(w));
  });
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  it('is off (404) without METRICS_TOKEN, and answers 401 without or with a wrong bearer token', async () => {
    const off = await startGateway(shop.db, { port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(`${off.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    } finally {
      await off.stop();
    }
    const none = await fetch(`${shop.url}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('http_request_duration_seconds');
  });

  it('shows the runtime, requests by route template and status, GraphQL operations and the database pool', async () => {
    await fetch(`${shop.url}/api/products/id/no-such-product`);
    await shop.graphql('query Navigation { navigation { pages { label } } }');
    await shop.graphql('query Order { order(id: "no-such-order") { id } }');
    const page = await scrape();
    expect(sample(page, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(page, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    const notFound = { method: 'GET', route: '/api/products/id/:id', status: '404' };
    expect(sample(page, 'http_request_duration_seconds_count', notFound)).toBe(1);
    expect(sample(page, 'graphql_operations_total', { operation: 'Navigation', outcome: 'ok' })).toBe(1);
    expect(sample(page, 'graphql_operations_total', { operation: 'Order', outcome: 'UNAUTHENTICATED' })).toBe(1);
    expect(page).toMatch(/^db_pool_connections_in_use\{database="(pglite|postgres)"\} \d+$/m);
    expect(page).toMatch(/^db_pool_waiting\{database="(pglite|postgres)"\} \d+$/m);
  });

  it('counts orders placed, payments confirmed, unpaid orders cancelled and API budget refusals', async () => {
    const before = await scrape();
    const count = (page: string, name: string, labels?: Record<string, string>) => sample(page, name, labels) ?? 0;
    const shopper = await newShopper(shop, 'metrics');
    const product = await productWithStock(shop, { M: 5 });
    await addToCart(shopper, product.id, 'M');
    const order = (await createOrder(shopper)).body.data.createOrder;
    await shop.db.prisma.order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await new OrderSweep(shop.db.prisma, { log: () => undefined }).sweepOnce()).toBe(1);

    await addToCart(shopper, product.id, 'M');
    const paid = (await createOrder(shopper)).body.data.createOrder;
    const link = await shopper.rest('POST', `/api/payments/${paid.id}`);
    const pressed = await fetch(link.body.payment_Link_Url + '/pay', { method: 'POST', redirect: 'manual' });
    const callback = new URL(pressed.headers.get('location')!);
    const confirmed = await shopper.rest('GET', `/api/payments${callback.search}&order_id=${paid.id}`);
    expect(confirmed.body.order.orderStatus).toBe('PLACED');

    const stingy = await startGateway(shop.db, {
      port: 0,
      host: '127.0.0.1',
      services: { apiLimits: { anonymousCostPerMinute: 1 } },
    });
    try {
      const res = await fetch(`${stingy.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(pageSize: 20) { content { id title } } }' }),
      });
      expect((await res.json()).errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    } finally {
      await stingy.stop();
    }

    const after = await scrape();
    expect(count(after, 'shop_orders_placed_total') - count(before, 'shop_orders_placed_total')).toBe(2);
    const payments = 'shop_payments_confirmed_total';
    expect(count(after, payments) - count(before, payments)).toBe(1);
    const cancelled = 'shop_unpaid_orders_cancelled_total';
    expect(count(after, cancelled) - count(before, cancelled)).toBe(1);
    const refusals = 'shop_api_budget_refusals_total';
    expect(count(after, refusals, { budget: 'cost' }) - count(before, refusals, { budget: 'cost' })).toBe(1);
    // Refunds and mail are counted by the code that makes them; the page shows them from the start.
    for (const name of ['shop_refunds_total', 'shop_mails_sent_total', 'shop_mails_failed_total']) {
      expect(sample(after, name)).toEqual(expect.any(Number));
    }
  });

  it('passes promtool check metrics: no gauge named like a counter, every family with HELP and TYPE', async () => {
    const page = await scrape();
    // The same rules as promtool's lint, here so they hold where promtool is not installed.
    const types = new Map([...page.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => [m[1]!, m[2]!]));
    const helps = new Set([...page.matchAll(/^# HELP (\S+) /gm)].map((m) => m[1]!));
    expect(types.size).toBeGreaterThan(10);
    for (const [name, type] of types) {
      expect(helps.has(name), `${name} has HELP`).toBe(true);
      expect(name).toMatch(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/);
      if (type !== 'counter') expect(name.endsWith('_total'), `${type} ${name} does not end in _total`).toBe(false);
    }
    // promtool itself (Debian's prometheus package) when the machine has it.
    const promtool = ['/usr/bin/promtool', '/usr/local/bin/promtool'].find((file) => fs.existsSync(file));
    if (promtool) {
      const checked = spawnSync(promtool, ['check', 'metrics'], { input: page, encoding: 'utf8' });
      expect(`${checked.stdout}${checked.stderr}`.trim()).toBe('');
      expect(checked.status).toBe(0);
    }
  });
});

import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { inMemoryBlob } from '../../src/db/pglite.js';
import { RazorpayProvider } from '../../src/payments/razorpay.js';
import { startGateway } from '../../src/http/server.js';
import { addToCart, createOrder, newShopper, productWithStock } from '../support/buying.js';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { shopDatabase, startShopProcess } from '../support/shop-process.js';

const KEY_ID = 'rzp_test_shutdown';
const KEY_SECRET = 'fake-razorpay-secret-for-shutdown';
let shop: TestShop;
let razorpay: FakeRazorpay;

beforeAll(async () => {
  razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  const payments = new RazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: razorpay.url });
  shop = await startTestShop({ buying: { payments } });
});
afterAll(async () => {
  await shop?.stop();
  await razorpay?.close();
});

// A new connection for each question: the embedded database runs in this process, so a long
// migration stops the event loop, and a kept-alive socket the server closes as the loop wakes would
// reset the next request (ECONNRESET) instead of answering it.
const status = (url: string) =>
  new Promise<{ code: number; body: unknown }>((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ code: res.statusCode!, body: JSON.parse(text) as unknown }));
      })
      .on('error', reject);
  });

describe('/ready', () => {
  // Migrates a fresh database through the WebAssembly schema engine: minutes on a slow, busy machine.
  it(
    'is 503 while migrations are pending, 200 once they are applied, 503 when the database is gone; /health stays 200',
    { timeout: 300_000 },
    async () => {
      // A database with no tables yet: PGlite's initdb done, as the run's empty copy has it.
      const db = await openDatabase({ snapshot: inMemoryBlob(fs.readFileSync(inject('pgliteEmptySnapshot'))) });
      const gateway = await startGateway(db, {
        port: 0,
        host: '127.0.0.1',
        buying: { sweepIntervalMs: 0 },
      });
      try {
        expect(await status(`${gateway.url}/ready`)).toEqual({
          code: 503,
          body: { status: 'not_ready', reason: 'migrations pending' },
        });
        await applyMigrations(db.adapterFactory);
        expect(await status(`${gateway.url}/ready`)).toEqual({ code: 200, body: { status: 'ready' } });
        await db.close();
        expect(await status(`${gateway.url}/ready`)).toEqual({
          code: 503,
          body: { status: 'not_ready', reason: 'database unreachable' },
        });
        expect((await status(`${gateway.url}/health`)).code).toBe(200);
      } finally {
        await gateway.stop();
      }
    },
  );

  it('is 503 as soon as the shutdown begins, while the listener stays open for the delay', async () => {
    const gateway = await startGateway(shop.db, {
      port: 0,
      host: '127.0.0.1',
      buying: { sweepIntervalMs: 0 },
      shutdown: { delayMs: 5000 },
    });
    expect((await status(`${gateway.url}/ready`)).code).toBe(200);
    const stopping = gateway.stop();
    expect(await status(`${gateway.url}/ready`)).toEqual({
      code: 503,
      body: { status: 'not_ready', reason: 'shutting down' },
    });
    expect((await status(`${gateway.url}/health`)).code).toBe(200);
    await stopping;
  });
});

describe('stopping', () => {
  it('refuses new connections but answers the request in flight before it returns', async () => {
    const shopper = await newShopper(shop, 'shutdown');
    const product = await productWithStock(shop, { L: 2 });
    await addToCart(shopper, product.id, 'L');
    const order = (await createOrder(shopper)).body.data.createOrder;
    const held = razorpay.holdNext();
    const inFlight = shopper.rest('POST', `/api/payments/${order.id}`);
    await held.arrived;

    let stopped = false;
    const stopping = shop.gateway.stop().then(() => (stopped = true));
    // The listener closes at once; the request being answered keeps its connection.
    for (let attempt = 0; ; attempt++) {
      const refused = await fetch(`${shop.url}/health`).then(
        () => false,
        () => true,
      );
      if (refused) break;
      if (attempt > 200) throw new Error('the listener never closed');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(stopped).toBe(false);
    held.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.payment_link_id).toMatch(/^plink_/);
    await stopping;
  });

  it('on SIGTERM, a shop on PGlite closes its server and its database and exits 0, and starts again on the same files', async () => {
    const database = await shopDatabase('seeded', { pglite: true });
    const dataDir = database.DATA_DIR;
    try {
      const first = startShopProcess({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_FORMAT: 'json' });
      const url = await first.ready();
      expect((await fetch(`${url}/api/products?pageSize=1`)).status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      const steps = first
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line).msg as string);
      expect(steps).toEqual(
        expect.arrayContaining(['shutdown: server stopped done', 'shutdown: database closed done', 'stopped']),
      );
      expect(steps.indexOf('shutdown: server stopped done')).toBeLessThan(
        steps.indexOf('shutdown: database closed done'),
      );
      expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);

      const again = startShopProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
      try {
        const listing = await (await fetch(`${await again.ready()}/api/products?pageSize=1`)).json();
        expect(listing.totalElements).toBeGreaterThan(100);
      } finally {
        await again.stop();
      }
    } finally {
      await database.remove();
    }
  }, 300_000);
});

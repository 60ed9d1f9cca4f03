import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleShop } from '../../src/demo/index.js';
import { bearer, call } from '../support/accounts.js';
import { ADDRESS } from '../support/buying.js';
import { createScratchDatabase, type TestShop } from '../support/harness.js';
import { postgresServer } from '../support/postgres-server.js';
import { startShopProcess, type ShopProcess } from '../support/shop-process.js';

// Two gateway processes standing for two hosts behind a load balancer: each its own DATA_DIR,
// nothing shared but DATABASE_URL, both started at the same moment on an empty database.

const server = await postgresServer();
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const jsonLines = (shop: ShopProcess) =>
  shop
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line).msg as string);

describe.skipIf(!server)('several hosts on one PostgreSQL database', () => {
  it('migrate and seed it once, and accept each other’s tokens and sandbox payment signatures', async () => {
    const database = await createScratchDatabase(server!);
    cleanups.push(() => database.drop());
    const hosts = ['a', 'b'].map((name) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-host-${name}-`));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const env = { DATABASE_URL: database.url, DATA_DIR: dataDir, LOG_FORMAT: 'json', JWT_SECRET: '' };
      return { dataDir, process: startShopProcess({ ...env, ADMIN_PASSWORD: 'admin-password-of-both-hosts' }) };
    });
    for (const host of hosts) cleanups.push(() => host.process.stop());
    const [a, b] = (await Promise.all(hosts.map((host) => host.process.ready()))).map((url) => ({ url }) as TestShop);

    // Exactly one of them migrated and seeded; the other waited and found it done.
    const lines = hosts.map((host) => jsonLines(host.process));
    expect(lines.filter((l) => l.some((msg) => msg.startsWith('Migrations applied'))).length).toBe(1);
    expect(lines.filter((l) => l.some((msg) => msg.startsWith('Seed: admin'))).length).toBe(1);
    expect(lines.filter((l) => l.includes('Seed: the database already has data; nothing written.')).length).toBe(1);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
      expect(await count('SELECT count(*) AS n FROM "Product"')).toBe(sampleShop().products.length);
      // One admin and the sample buyers, each once; their reviews once.
      expect(await count('SELECT count(*) AS n FROM "User"')).toBe(1 + sampleShop().buyers.length);
      expect(await count('SELECT count(*) AS n FROM "Review"')).toBe(sampleShop().reviews.length);
      const migrations = fs
        .readdirSync(new URL('../../prisma/migrations/', import.meta.url), { withFileTypes: true })
        .filter((entry) => entry.isDirectory()).length;
      expect(await count('SELECT count(*) AS n FROM _prisma_migrations')).toBe(migrations);
      expect(await count('SELECT count(DISTINCT migration_name) AS n FROM _prisma_migrations')).toBe(migrations);
      // Each secret once (the sandbox's webhook secret appears with the first sandbox event).
      expect(await count(`SELECT count(*) AS n FROM "ShopSecret" WHERE name IN ('jwt', 'sandbox-payment')`)).toBe(2);
    } finally {
      await client.end();
    }
    for (const host of hosts) expect(fs.readdirSync(host.dataDir)).not.toContain('jwt-secret');

    // A token signed on A is accepted on B, and signing out on B ends it on A.
    const email = `hosts.${process.pid}@example.com`;
    const signup = await call(a, 'POST', '/auth/signup', {
      firstName: 'Ira',
      lastName: 'Sen',
      email,
      password: 'pw-for-two-hosts',
    });
    expect(signup.status).toBe(201);
    const me = bearer(signup.body.jwt);
    expect((await call(b, 'GET', '/api/user/profile', undefined, me)).body.email).toBe(email);

    // A purchase moving between the hosts: cart on B, order on A, link on B, paid on A's page, confirmed on B.
    const listing = await call(a, 'GET', '/api/products?stock=in_stock&pageSize=1');
    const product = listing.body.content[0];
    const size = product.sizes.find((s: { quantity: number }) => s.quantity > 0).name;
    expect((await call(b, 'PUT', '/api/cart/add', { productId: product._id, size }, me)).status).toBe(200);
    const order = await call(a, 'POST', '/api/orders/', { ...ADDRESS, save: false }, me);
    const link = await call(b, 'POST', `/api/payments/${order.body._id}`, undefined, me);
    const pressed = await fetch(`${a.url}/sandbox-pay/${link.body.payment_link_id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    const callback = new URL(pressed.headers.get('location')!);
    expect(callback.searchParams.get('razorpay_signature')).toMatch(/^[0-9a-f]{64}$/);
    const confirmed = await call(b, 'GET', `/api/payments${callback.search}&order_id=${order.body._id}`, undefined, me);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.order.orderStatus).toBe('PLACED');

    expect((await call(b, 'POST', '/auth/logout', undefined, me)).status).toBe(204);
    expect((await call(a, 'GET', '/api/user/profile', undefined, me)).status).toBe(401);
  }, 400_000);
});

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { lockDataDir } from '../../src/db/lock.js';
import { bearer, call } from '../support/accounts.js';
import { addToCart, createOrder, newShopper, productWithStock } from '../support/buying.js';
import { createScratchDatabase, startTestShop, type TestShop } from '../support/harness.js';
import { postgresServer } from '../support/postgres-server.js';
import { shopDatabase } from '../support/shop-process.js';

// A backup restored into an empty place gives back the same shop: every table row for row
// (catalog, accounts, carts, orders, payments, sessions), and a shop started on it serves them.

const server = await postgresServer();
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function tempDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${label}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `npm run db:backup|db:restore -- …` against the given database. */
function cli(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'gateway/src/ops/backup-cli.ts', command, ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
}

/** Every row of every table of the shop, in a stable order. */
async function everyRow(db: Database): Promise<Record<string, unknown[]>> {
  const tables = await db.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const [result] = await db.prisma.$queryRawUnsafe<{ rows: unknown[] | null }[]>(
      `SELECT coalesce(json_agg(t ORDER BY t::text), '[]') AS rows FROM "${name}" t`,
    );
    rows[name] = result!.rows ?? [];
  }
  return rows;
}

/**
 * Every row once the gateway has stopped: its last budget counts are written as it stops, so
 * rows read while it serves can be a moment behind what a backup taken afterwards holds.
 */
async function rowsOnceStopped(shop: TestShop): Promise<Record<string, unknown[]>> {
  await shop.gateway.stop();
  try {
    return await everyRow(shop.db);
  } finally {
    await shop.db.close();
  }
}

/** A shopper who bought and paid one order and has another item waiting in the cart. */
async function trade(shop: TestShop) {
  const shopper = await newShopper(shop, 'backup');
  const [first, second] = [await productWithStock(shop, { M: 4 }), await productWithStock(shop, { L: 4 }, 1)];
  await addToCart(shopper, first.id, 'M');
  const order = (await createOrder(shopper)).body.data.createOrder;
  const link = await shopper.rest('POST', `/api/payments/${order.id}`);
  const pressed = await fetch(`${link.body.payment_Link_Url}/pay`, { method: 'POST', redirect: 'manual' });
  const callback = new URL(pressed.headers.get('location')!);
  expect((await shopper.rest('GET', `/api/payments${callback.search}&order_id=${order.id}`)).status).toBe(200);
  await addToCart(shopper, second.id, 'L');
  const email = (await shopper.rest('GET', '/api/user/profile')).body.email as string;
  return { email, orderId: order.id as string, waiting: second.id };
}

/** The rows hold the trade (so equal snapshots cannot be two empty ones). */
function expectTrade(rows: Record<string, unknown[]>) {
  expect(rows.Product!.length).toBeGreaterThan(100);
  expect(rows.User!.length).toBeGreaterThanOrEqual(2);
  expect(rows.CartItem!.length).toBeGreaterThanOrEqual(1);
  expect(rows.Order!.length).toBeGreaterThanOrEqual(1);
  expect(rows.Payment!.length).toBeGreaterThanOrEqual(1);
}

describe('db:backup and db:restore', () => {
  it('on PGlite: a restore into an empty DATA_DIR gives back every row, and the shop serves the account, cart and order', async () => {
    // A copy of the run's seeded database in a folder, as a shop leaves it.
    const seeded = await shopDatabase('seeded', { pglite: true });
    cleanups.push(() => seeded.remove());
    const source = seeded.DATA_DIR;
    const shop = await startTestShop({ buying: { sweepIntervalMs: 0 } }, { dataDir: source });
    const trade1 = await trade(shop);
    const before = await rowsOnceStopped(shop);
    expectTrade(before);

    const file = path.join(tempDir('backup-file'), 'shop.backup');
    const held = lockDataDir(source);
    const refused = cli('backup', [file], { DATA_DIR: source });
    held();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/db:backup refused: .*in use by another shop process.*with the shop stopped/);

    const backup = cli('backup', [file], { DATA_DIR: source });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backed up the embedded PGlite in .* to .*shop\.backup: [\d.]+ MB in [\d.]+ s/);
    const target = tempDir('backup-target');
    const restore = cli('restore', [file], { DATA_DIR: target });
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/^Restored .* into the embedded PGlite in .* in [\d.]+ s/);
    const again = cli('restore', [file], { DATA_DIR: target });
    expect(again.status).not.toBe(0);
    expect(again.stderr).toMatch(/already holds a database.*--force/);

    const restored = await startTestShop({ buying: { sweepIntervalMs: 0 } }, { dataDir: target });
    try {
      expect(await everyRow(restored.db)).toEqual(before);
      const signin = await call(restored, 'POST', '/auth/signin', { email: trade1.email, password: 'correct-horse-9' });
      expect(signin.status).toBe(200);
      const me = bearer(signin.body.jwt);
      const orders = await call(restored, 'GET', '/api/orders/user', undefined, me);
      expect(orders.body.map((o: { _id: string }) => o._id)).toContain(trade1.orderId);
      const cart = await call(restored, 'GET', '/api/cart/', undefined, me);
      expect(cart.body.cartItems.map((i: { product: { _id: string } }) => i.product._id)).toEqual([trade1.waiting]);
    } finally {
      await restored.stop();
    }
  }, 400_000);

  it.skipIf(!server)(
    'on PostgreSQL: pg_dump and pg_restore into an empty database give back every row',
    async () => {
      // The source from the run's seeded template when the run has one on this server.
      const template = process.env.TEST_DATABASE_URL ? inject('postgresTemplate') : '';
      const [source, target] = [
        await createScratchDatabase(server!, template || undefined),
        await createScratchDatabase(server!),
      ];
      cleanups.push(
        () => source.drop(),
        () => target.drop(),
      );
      const shop = await startTestShop({ buying: { sweepIntervalMs: 0 } }, { databaseUrl: source.url });
      await trade(shop);
      const before = await rowsOnceStopped(shop);
      expectTrade(before);

      const file = path.join(tempDir('backup-file'), 'shop.dump');
      const backup = cli('backup', [file], { DATABASE_URL: source.url });
      expect(backup.stdout).toMatch(/^Backed up PostgreSQL at .* to .*shop\.dump: [\d.]+ MB in [\d.]+ s/);
      const intoPGlite = cli('restore', [file], { DATA_DIR: tempDir('backup-wrong') });
      expect(intoPGlite.stderr).toMatch(/is a PostgreSQL dump: set DATABASE_URL/);
      const restore = cli('restore', [file], { DATABASE_URL: target.url });
      expect(restore.stdout).toMatch(/^Restored .* into PostgreSQL at .* in [\d.]+ s/);

      const restored = await openDatabase({ databaseUrl: target.url });
      try {
        expect(await everyRow(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
    400_000,
  );
});

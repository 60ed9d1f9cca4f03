import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { createScratchDatabase, startTestShop, type TestShop } from '../support/harness.js';
import { postgresServer } from '../support/postgres-server.js';

// PostgreSQL may end the shop's idle connections at any time (a restart, a failover, an
// administrator's pg_terminate_backend). The shop keeps running and opens new ones; unheard, the
// pool's error event would end the process (here: an unhandled error that fails the run).

const server = await postgresServer();
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe.skipIf(!server)('PostgreSQL ending the shop’s connections', () => {
  it('leaves the shop serving: the next reads open new connections', async () => {
    const template = process.env.TEST_DATABASE_URL ? inject('postgresTemplate') : '';
    const database = await createScratchDatabase(server!, template || undefined);
    cleanups.push(() => database.drop());
    const shop: TestShop = await startTestShop({}, { databaseUrl: database.url });
    cleanups.push(() => shop.stop());
    // Several reads at once, so the pool holds several idle connections; each round asks for
    // other pages, so no cached answer stands in for the database.
    const reads = (sizes: number[]) =>
      Promise.all(sizes.map((size) => fetch(`${shop.url}/api/products?pageSize=${size}`)));
    expect((await reads([1, 2, 3])).map((res) => res.status)).toEqual([200, 200, 200]);

    const name = decodeURIComponent(new URL(database.url).pathname.slice(1));
    const admin = new pg.Client({ connectionString: server! });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      expect(rowCount).toBeGreaterThan(0);
      // Ended: none of the shop's connections is left on the server.
      for (;;) {
        const left = await admin.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (left.rows[0].n === 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      await admin.end();
    }

    expect((await reads([4, 5, 6])).map((res) => res.status)).toEqual([200, 200, 200]);
    const health = await fetch(`${shop.url}/health`);
    expect(health.status).toBe(200);
  });

  it('plans without JIT compilation on every connection, Prisma’s and the catalog’s own (decision 053)', async () => {
    const db = await openDatabase({ databaseUrl: server! });
    try {
      const [viaPrisma] = await db.prisma.$queryRaw<{ jit: string }[]>`SHOW jit`;
      expect(viaPrisma?.jit).toBe('off');
      expect(await db.sql!<{ jit: string }>('SHOW jit', [])).toEqual([{ jit: 'off' }]);
    } finally {
      await db.close();
    }
  });
});

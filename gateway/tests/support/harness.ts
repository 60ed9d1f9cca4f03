import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { ProvidedContext } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { inMemoryBlob } from '../../src/db/pglite.js';
import { applyMigrations, migrationsUpToDate } from '../../src/db/migrate.js';
import { seed } from '../../src/db/seed.js';
import { startGateway, type Gateway } from '../../src/http/server.js';
import { logger } from '../../src/telemetry/logger.js';

// A line per request would bury the test output; warnings and errors still show. LOG_LEVEL overrides.
if (!process.env.LOG_LEVEL) logger.level = 'warn';

export { TEST_PASSWORD_WORK } from './test-password-work.js';

export interface TestShop {
  url: string;
  db: Database;
  gateway: Gateway;
  /** POSTs a GraphQL operation and returns the parsed JSON body and status. */
  graphql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
}

export const TEST_ADMIN = { email: 'admin@test.local', password: 'admin-password-for-tests' };

/**
 * A real shop for API tests: migrated and seeded database (in-memory PGlite, or the
 * PostgreSQL server named by TEST_DATABASE_URL), a real gateway on a free port, configured as
 * `npm start` configures it: the wait bound in front of PGlite on (DEFAULT_GATE_OPTIONS), the page
 * and read caches on. A test that turns a default off says why beside it.
 */
export async function startTestShop(
  options: Omit<Parameters<typeof startGateway>[1], 'port' | 'host'> = {},
  /** A database of the test's choosing (a PGlite folder, a PostgreSQL database) instead of a scratch one. */
  where: { dataDir?: string; databaseUrl?: string } = {},
): Promise<TestShop> {
  const db = await openSeededDatabase(where);
  const scratch = db.scratch;
  // The hashing gate's 10 s wait bound is for a real shop; a test machine under heavy load can
  // take longer than that to hash a handful of passwords, so tests wait longer unless they test the gate.
  const services = { ...options.services, hashing: { maxWaitMs: 120_000, maxQueue: 64, ...options.services?.hashing } };
  const gateway = await startGateway(db, { ...options, services, port: 0, host: '127.0.0.1' });
  return {
    url: gateway.url,
    db,
    gateway,
    async graphql(query, variables, headers = {}) {
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: res.status, body: await res.json() };
    },
    async stop() {
      await gateway.stop();
      await db.close();
      await scratch?.drop();
    },
  };
}

/**
 * What the global setup handed over; nothing outside a vitest run (a script such as
 * `npm run mail:screenshots` uses this harness too, and importing vitest there would throw).
 */
async function provided<K extends keyof ProvidedContext>(key: K): Promise<ProvidedContext[K] | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  return inject(key);
}

let snapshots: { file: string; blob: Promise<Blob> } | undefined;

/**
 * A migrated and seeded database of this test's own, cloned from the one the global setup built
 * (global-setup.ts): a copy of the PGlite snapshot in memory, or a PostgreSQL database created
 * from the template. Without the global setup (a script), it migrates and seeds itself.
 */
async function openSeededDatabase(
  where: { dataDir?: string; databaseUrl?: string } = {},
): Promise<Database & { scratch: { drop(): Promise<void> } | null }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = await provided('postgresTemplate');
  const snapshotFile = await provided('pgliteSnapshot');
  if (where.dataDir !== undefined || where.databaseUrl !== undefined) {
    // A place of the test's choosing (a PGlite folder, a PostgreSQL database), migrated and seeded
    // there, unless it already is (a copy of the run's seeded database): as a start does, the
    // schema engine is loaded only for migrations still pending.
    const db = await openDatabase(where);
    if (!(await migrationsUpToDate(db.prisma))) await applyMigrations(db.adapterFactory);
    await seed(db.prisma, {
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      dataDir: where.dataDir ?? '/tmp/shop-test-unused',
    });
    return Object.assign(db, { scratch: null });
  }
  if (serverUrl && template) {
    const scratch = await createScratchDatabase(serverUrl, template);
    return Object.assign(await openDatabase({ databaseUrl: scratch.url }), { scratch });
  }
  if (!serverUrl && snapshotFile) {
    // Read once per worker: its test files share this module, and PGlite only reads the copy.
    if (snapshots?.file !== snapshotFile) {
      snapshots = { file: snapshotFile, blob: readFile(snapshotFile).then(inMemoryBlob) };
    }
    return Object.assign(await openDatabase({ snapshot: await snapshots.blob }), { scratch: null });
  }
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const db = await openDatabase({ databaseUrl: scratch?.url });
  await applyMigrations(db.adapterFactory);
  await seed(db.prisma, {
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    dataDir: '/tmp/shop-test-unused',
  });
  return Object.assign(db, { scratch });
}

/**
 * Each test file gets a database of its own on the PostgreSQL server (created from the
 * TEST_DATABASE_URL server, dropped afterwards), so files running in parallel never share data.
 */
export async function createScratchDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    },
  };
}

// Runs once per test run, before any test file: builds one migrated and seeded database that
// every test shop starts from, instead of each file creating, migrating and seeding its own
// (PGlite's first start alone costs seconds, and there are dozens of files). PGlite: a copy of
// the data directory in a file (and one with no tables yet), made on every run since some tests
// use PGlite whatever the run's database; PostgreSQL (TEST_DATABASE_URL): a template database
// each file's database is cloned from. Meanwhile it builds the storefront when its sources are
// newer than the build (a fresh clone has none), once, instead of the first files that serve it
// each building it at once, and compiles the shop the tests start as a process (shop-process.ts),
// when stale.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildStorefrontIfNeeded } from '../../src/boot/build-storefront.js';
import { openDatabase, type Database } from '../../src/db/client.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { emptyCluster } from '../../src/db/pglite.js';
import { seed } from '../../src/db/seed.js';
import { TEST_ADMIN } from './harness.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the seeded PGlite data directory (dumpDataDir). */
    pgliteSnapshot: string;
    /**
     * A file holding a PGlite data directory with no tables yet (initdb done, nothing migrated),
     * what a first start on an empty DATA_DIR makes before it migrates.
     */
    pgliteEmptySnapshot: string;
    /** The seeded template database on the TEST_DATABASE_URL server, or ''. */
    postgresTemplate: string;
  }
}

const buildGatewayScript = fileURLToPath(new URL('../../../scripts/build-gateway.mjs', import.meta.url));

async function migrateAndSeed(db: Database): Promise<void> {
  await applyMigrations(db.adapterFactory);
  await seed(db.prisma, {
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    dataDir: '/tmp/shop-test-unused',
  });
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface Seeded {
  pgliteSnapshot: string;
  pgliteEmptySnapshot: string;
  postgresTemplate: string;
  remove(): Promise<void>;
}

/** The seeded template database on the TEST_DATABASE_URL server. */
async function buildPostgres(serverUrl: string): Promise<{ name: string; remove(): Promise<void> }> {
  const name = `shop_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  await migrateAndSeed(db);
  await db.close();
  return {
    name,
    remove: () =>
      admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** The PGlite copies, empty and seeded: on PostgreSQL too, for the tests that are about PGlite itself. */
async function buildPGlite(): Promise<{ empty: string; seeded: string; remove(): Promise<void> }> {
  // The empty cluster `npm install` kept (db/pglite.ts) spares the run PGlite's initdb, most of a
  // first start's time; without it (a checkout whose install skipped it) initdb runs here once.
  const kept = emptyCluster();
  const db = await openDatabase(kept ? { snapshot: kept } : {});
  const stem = path.join(os.tmpdir(), `shop-test-snapshot-${process.pid}-${randomBytes(4).toString('hex')}`);
  const dump = async (file: string) => {
    // Written out first, so every file that opens the copy starts without replaying the log.
    await db.prisma.$executeRawUnsafe('CHECKPOINT');
    await writeFile(file, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
  };
  const empty = `${stem}-empty.tar`;
  await dump(empty);
  await migrateAndSeed(db);
  const seeded = `${stem}.tar`;
  await dump(seeded);
  await db.close();
  return {
    empty,
    seeded,
    remove: () => Promise.all([rm(seeded, { force: true }), rm(empty, { force: true })]).then(() => undefined),
  };
}

/** Builds the seeded databases once. */
async function build(): Promise<Seeded> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([buildPGlite(), serverUrl ? buildPostgres(serverUrl) : null]);
  return {
    pgliteSnapshot: pglite.seeded,
    pgliteEmptySnapshot: pglite.empty,
    postgresTemplate: postgres?.name ?? '',
    remove: () => Promise.all([pglite.remove(), postgres?.remove()]).then(() => undefined),
  };
}

// Should two projects ever name this setup, the first call builds, every call shares it, and the
// last teardown removes it.
const shared = globalThis as { shopTestDatabase?: { seeded: Promise<Seeded>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.shopTestDatabase ??= {
    seeded: Promise.all([
      build(),
      // A failed build fails no file here: the files that serve the storefront build it again and report why.
      buildStorefrontIfNeeded(() => undefined).catch(() => undefined),
      promisify(execFile)(process.execPath, [buildGatewayScript, '--tests', '--if-stale']),
    ]).then(([seeded]) => seeded),
    users: 0,
  };
  const entry = shared.shopTestDatabase;
  entry.users++;
  const seeded = await entry.seeded;
  project.provide('pgliteSnapshot', seeded.pgliteSnapshot);
  project.provide('pgliteEmptySnapshot', seeded.pgliteEmptySnapshot);
  project.provide('postgresTemplate', seeded.postgresTemplate);
  return async () => {
    if (--entry.users > 0) return;
    shared.shopTestDatabase = undefined;
    await seeded.remove();
  };
}

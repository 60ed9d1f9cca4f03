import fs from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { createHash } from 'node:crypto';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaClient } from './generated/client/client.js';
import { lockDataDir } from './lock.js';
import { logger } from '../telemetry/logger.js';

export interface Database {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** For the schema engine (migrations). */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /** The pool's own query on PostgreSQL (prepared per connection), for the catalog's hot reads. */
  sql?: SqlQuery;
  /** Human-readable location, never containing a password. */
  location: string;
  /** PGlite only: a copy of the whole data directory (a tar file), to start another database from. */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL: the pool's connections in use and idle, and queries waiting for one (metrics). */
  poolUse?(): { inUse: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data directory; absent means an in-memory database (tests). */
  dataDir?: string;
  /** For an in-memory PGlite: start from this copy of a data directory (PGlite's dumpDataDir). */
  snapshot?: Blob;
  /** Connections to PostgreSQL (DATABASE_POOL_SIZE); 10 unless set. */
  poolSize?: number;
}

/** Runs one SQL statement with $1… parameters and answers its rows (the catalog's hot reads, services/catalog/sql.ts). */
export type SqlQuery = <T>(text: string, params: unknown[]) => Promise<T[]>;

/** Thrown when the configured PostgreSQL server cannot be used. */
export class DatabaseUnreachableError extends Error {
  constructor(where: string, reason: string) {
    super(`Cannot connect to PostgreSQL at ${where}: ${reason}`);
    this.name = 'DatabaseUnreachableError';
  }
}

/** Describes a connection string as host:port/database, leaving the credentials out. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || '(default database)';
    return `${url.hostname || 'localhost'}:${url.port || '5432'}, database "${database}"`;
  } catch {
    return '(an unparsable DATABASE_URL)';
  }
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<Database> {
  const location = describeDatabaseUrl(databaseUrl);
  const probe = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    await probe.query('select 1');
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    const reason = [err.code, err.message].filter(Boolean).join(' ').replaceAll(databaseUrl, '(DATABASE_URL)');
    throw new DatabaseUnreachableError(location, reason || 'unknown error');
  } finally {
    await probe.end().catch(() => undefined);
  }
  // No JIT compilation of plans: PostgreSQL compiles any statement whose estimate passes
  // jit_above_cost (100,000) with LLVM, at 100–150 ms a time, every time, and the shop's reads
  // over large tables (a month's GST export, 5,000 documents a statement) cross that line while
  // they run in tens of milliseconds (decision 053). A DATABASE_URL with its own `options`
  // parameter replaces this setting.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: '-c jit=off' });
  // The server may end an idle connection (a restart, a failover, an administrator's
  // pg_terminate_backend): the pool reports it here and opens another when next needed. Unheard,
  // the event would end the process.
  pool.on('error', (error) =>
    logger.warn(
      { component: 'database', err: error },
      'PostgreSQL closed an idle connection; the pool opens a new one',
    ),
  );
  const adapterFactory = new PrismaPg(pool);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  // Each distinct statement text is prepared once per connection under a name from its hash.
  const names = new Map<string, string>();
  const sql: SqlQuery = async <T>(text: string, values: unknown[]) => {
    let name = names.get(text);
    if (!name) {
      name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
      if (names.size < 1000) names.set(text, name);
    }
    return (await pool.query({ name, text, values })).rows as T[];
  };
  return {
    prisma,
    kind: 'postgres',
    sql,
    adapterFactory,
    location: `PostgreSQL at ${location}`,
    poolUse: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined);
    },
  };
}

/** The embedded database's buffer cache (PostgreSQL's `shared_buffers`). */
const PGLITE_SHARED_BUFFERS = '16MB';

async function openPGlite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    // Loaded only for the embedded database: a shop on PostgreSQL never loads PGlite's JavaScript
    // (its WebAssembly was never instantiated there anyway; docs/decisions/051).
    const { newPGlite, ShopPrismaPGlite, emptyCluster } = await import('./pglite.js');
    // PostgreSQL's default 128 MB of shared buffers live in PGlite's WebAssembly memory, which never
    // shrinks: a shop that had read its catalog kept ~200 MiB there. 16 MB took ~100 MiB off at rest
    // and under load with no more CPU per request at 1,000 products; larger catalogs belong on
    // PostgreSQL anyway (docs/operations.md, docs/decisions/051).
    const sharedBuffers = ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
    const pgliteDir = dataDir && path.join(dataDir, 'pglite');
    // A new DATA_DIR starts from the empty cluster `npm install` kept, instead of running initdb.
    const firstStart = pgliteDir && !fs.existsSync(path.join(pgliteDir, 'PG_VERSION'));
    const template = firstStart ? emptyCluster() : undefined;
    const client = pgliteDir
      ? await newPGlite(pgliteDir, template ? { loadDataDir: template } : {}, sharedBuffers)
      : await newPGlite(undefined, { loadDataDir: snapshot }, sharedBuffers);
    await client.waitReady;
    const adapterFactory = new ShopPrismaPGlite(client);
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return {
      prisma,
      kind: 'pglite',
      adapterFactory,
      location: dataDir ? `embedded PGlite in ${path.join(dataDir, 'pglite')}` : 'embedded PGlite in memory',
      dumpDataDir: () => client.dumpDataDir('none'),
      async close() {
        await prisma.$disconnect();
        await client.close().catch(() => undefined);
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Opens the shop's database: PostgreSQL when a URL is given, otherwise PGlite. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10)
    : openPGlite(options.dataDir, options.snapshot);
}

// `npm start`: migrate, seed an empty database, build the storefront if needed, serve.
import path from 'node:path';
import { chooseReactBuild, readConfig, type Config } from './boot/config.js';
import { DatabaseUnreachableError, openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/lock.js';
import { applyMigrations, migrationsUpToDate } from './db/migrate.js';
import { seed } from './db/seed.js';
import { describeAdminLogin } from './db/seed-admin.js';
import { buildStorefrontIfNeeded } from './boot/build-storefront.js';
import { startGateway, type Gateway } from './http/server.js';
import { loadJwtSecret } from './services/accounts/tokens.js';
import { createPaymentProvider } from './payments/index.js';
import { storefrontManifest } from './graphql/allow-list.js';
import { clusterRefusal, isWorker, runPrimary } from './boot/cluster.js';
import { tuneHeap } from './boot/heap.js';
import type { Database } from './db/client.js';

/** Starts the HTTP gateway on an open, migrated database (in one process, or in each worker). */
function serve(db: Database, config: Config): Promise<Gateway> {
  const jwtSecret = loadJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  const buying = { ...config.buying, payments: createPaymentProvider(db.prisma, config.payments, config.dataDir) };
  return startGateway(db, {
    port: config.port,
    host: config.host,
    jwtSecret,
    trustProxy: config.trustProxy,
    gate: config.pgliteGate,
    buying,
    services: { apiLimits: config.apiLimits, seller: config.seller },
    allowList: config.graphqlAllowList && storefrontManifest,
    cacheSeconds: config.cacheSeconds,
    storefrontDev: config.storefrontDev,
    imageCacheDir: path.join(config.dataDir, 'image-cache'),
  });
}

function openConfiguredDatabase(config: Config): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
}

async function main(config: Config, started: number): Promise<void> {
  const workers = config.workers;
  const refusal = clusterRefusal(config);
  if (refusal) throw new StartRefused(refusal);
  const db = await openConfiguredDatabase(config);
  let gateway: Gateway | undefined;
  let stopping = false;
  // Registered as soon as the database is open, so a signal during migrate or seed still closes it.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down…`);
    // A shutdown that hangs would keep the data directory locked; give up after a while.
    setTimeout(() => {
      console.error('Shutdown took too long; exiting.');
      process.exit(1);
    }, 15_000).unref();
    await gateway?.stop().catch((error: unknown) => console.error('Stopping the server:', error));
    await db.close().catch((error: unknown) => console.error('Closing the database:', error));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  console.log(`Database: ${db.location}`);
  const applied = (await migrationsUpToDate(db.prisma)) ? [] : await applyMigrations(db.adapterFactory);
  if (applied.length) console.log(`Migrations applied: ${applied.join(', ')}`);
  const seeded = await seed(db.prisma, config, { onProgress: (line) => console.log(line) });
  console.log(seeded.summary);
  if (!config.skipStorefrontBuild) await buildStorefrontIfNeeded((line) => console.log(line));
  let payments: string;
  if (workers > 1) {
    // The secrets are made once here (in DATA_DIR), so every worker signs and checks with the same.
    loadJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir });
    payments = createPaymentProvider(db.prisma, config.payments, config.dataDir).description;
    stopping = true; // the workers own the shutdown from here
    await db.close();
    await runPrimary(workers, (line) => console.log(line));
  } else {
    gateway = await serve(db, config);
    payments = gateway.payments;
  }
  const url = `http://localhost:${config.port}`;

  console.log('');
  const base = gateway?.url ?? url;
  const processes = workers > 1 ? ` (${workers} processes)` : '';
  console.log(`  Shop ready in ${((performance.now() - started) / 1000).toFixed(1)} s${processes}`);
  console.log(`  Storefront:  ${base}/`);
  console.log(`  GraphQL:     ${base}/graphql`);
  console.log(`  REST:        ${base}/api/products`);
  console.log(`  Payments:    ${payments}`);
  for (const line of describeAdminLogin(seeded.admin, config.dataDir)) console.log(`  ${line}`);
  console.log('');
}

/** A setting that makes the start impossible, said as it is. */
class StartRefused extends Error {}

/** The configuration, read once; a wrong setting is said as it is, without a stack. */
function configure(): Config {
  try {
    return readConfig();
  } catch (error) {
    throw new StartRefused((error as Error).message);
  }
}

/** A worker of WORKERS=N: the primary has migrated and seeded; this one only serves. */
async function worker(config: Config): Promise<void> {
  const db = await openConfiguredDatabase(config);
  const gateway = await serve(db, config);
  const stop = async () => {
    setTimeout(() => process.exit(1), 15_000).unref();
    await gateway.stop().catch((error: unknown) => console.error('Stopping the server:', error));
    await db.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => undefined); // the primary decides; it sends SIGTERM
}

let port = 4000;
async function start(): Promise<void> {
  const started = performance.now();
  const config = configure();
  port = config.port;
  chooseReactBuild(config);
  tuneHeap(config.heapGrowthPercent);
  await (isWorker(config) ? worker(config) : main(config, started));
}

start().catch((error: unknown) => {
  if (
    error instanceof DatabaseUnreachableError ||
    error instanceof DataDirInUseError ||
    error instanceof StartRefused
  ) {
    console.error(`Cannot start: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Cannot start: port ${port} is already in use. Set PORT to a free port.`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});

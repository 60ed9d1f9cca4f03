// `npm start`: migrate, seed an empty database, build the storefront if needed, serve.
import { readConfig } from './config.js';
import { DatabaseUnreachableError, openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/lock.js';
import { applyMigrations, migrationsUpToDate } from './db/migrate.js';
import { seed } from './db/seed.js';
import { describeAdminLogin } from './db/seed-admin.js';
import { buildStorefrontIfNeeded } from './build-storefront.js';
import { startGateway, type Gateway } from './server.js';
import { loadJwtSecret } from './services/tokens.js';
import { readBuyingConfig } from './buying-config.js';
import { createPaymentProvider } from './payments/index.js';
import { apiLimitsFromEnv } from './services/api-limits.js';
import { storefrontManifest } from './edge/allow-list.js';
import { clusterRefusal, isWorker, runPrimary, workerCount } from './cluster.js';
import { tuneHeap } from './heap.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';

/** Starts the HTTP gateway on an open, migrated database (in one process, or in each worker). */
function serve(db: Database, config: Config): Promise<Gateway> {
  const jwtSecret = loadJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir });
  const buying = { ...readBuyingConfig(), payments: createPaymentProvider(db.prisma, process.env, config.dataDir) };
  return startGateway(db, {
    port: config.port,
    host: config.host,
    jwtSecret,
    trustProxy: config.trustProxy,
    buying,
    services: { apiLimits: apiLimitsFromEnv() },
    allowList: process.env.GRAPHQL_ALLOW_LIST === '1' && storefrontManifest,
  });
}

async function main(): Promise<void> {
  const started = performance.now();
  applyHeapSetting();
  const config = readConfig();
  const workers = workerCount();
  const refusal = clusterRefusal(config, workers);
  if (refusal) throw new StartRefused(refusal);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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
  if (process.env.SKIP_STOREFRONT_BUILD !== '1') await buildStorefrontIfNeeded((line) => console.log(line));
  let payments: string;
  if (workers > 1) {
    // The secrets are made once here (in DATA_DIR), so every worker signs and checks with the same.
    loadJwtSecret({ jwtSecret: config.jwtSecret, dataDir: config.dataDir });
    payments = createPaymentProvider(db.prisma, process.env, config.dataDir).description;
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

function applyHeapSetting(): void {
  try {
    tuneHeap();
  } catch (error) {
    throw new StartRefused((error as Error).message);
  }
}

/** A worker of WORKERS=N: the primary has migrated and seeded; this one only serves. */
async function worker(): Promise<void> {
  applyHeapSetting();
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
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

(isWorker() ? worker() : main()).catch((error: unknown) => {
  if (
    error instanceof DatabaseUnreachableError ||
    error instanceof DataDirInUseError ||
    error instanceof StartRefused
  ) {
    console.error(`Cannot start: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Cannot start: port ${process.env.PORT ?? 4000} is already in use. Set PORT to a free port.`);
  } else {
    console.error('Cannot start:', error);
  }
  process.exit(1);
});

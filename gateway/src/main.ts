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
import { ShopOrigin } from './http/middleware/shop-origin.js';
import { createPaymentProvider } from './payments/index.js';
import { createCourierProvider } from './couriers/index.js';
import { storefrontManifest } from './graphql/allow-list.js';
import { clusterRefusal, isWorker, runPrimary } from './boot/cluster.js';
import { tuneHeap } from './boot/heap.js';
import { describeSmtp } from './services/mail/smtp.js';
import { MAILBOX_DESCRIPTION } from './services/mail/mail-service.js';
import { configureLogger, logger } from './telemetry/logger.js';
import { shareWorkerMetrics } from './ops/cluster-metrics.js';
import { Shutdown } from './ops/shutdown.js';
import { loadSharedSecrets } from './ops/shared-secrets.js';
import { withStartLock } from './ops/start-lock.js';
import type { Database } from './db/client.js';
import { UnknownZoneError } from './services/shop-time-sync.js';

/** Starts the HTTP gateway on an open, migrated database (in one process, or in each worker). */
async function serve(db: Database, config: Config): Promise<Gateway> {
  const { jwtSecret, sandboxSecret } = await loadSharedSecrets(db.prisma, config);
  const buying = { ...config.buying, payments: createPaymentProvider(db.prisma, config.payments, sandboxSecret) };
  return startGateway(db, {
    port: config.port,
    host: config.host,
    jwtSecret,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    gate: config.pgliteGate,
    buying,
    services: {
      apiLimits: config.apiLimits,
      seller: config.seller,
      mail: config.mail,
      backInStockMailsPerUnit: config.backInStockMailsPerUnit,
      cartReminders: { hours: config.cartReminderHours },
      codConfirmHours: config.codConfirmHours,
      timeZone: config.shopTimeZone,
      couriers: createCourierProvider(db.prisma, config.couriers),
      reconcileAfterHours: config.reconcileAfterHours,
      gstExportDir: path.join(config.dataDir, 'gst-exports'),
    },
    allowList: config.graphqlAllowList && storefrontManifest,
    metricsToken: config.metricsToken,
    shutdown: config.shutdown,
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
  const times = config.shutdown;
  const db = await openConfiguredDatabase(config);
  let gateway: Gateway | undefined;
  // Listening as soon as the database is open, so a signal during migrate or seed still closes it.
  const shutdown = new Shutdown(times);
  shutdown.add('database closed', () => db.close());
  shutdown.listen();
  logger.info(`Database: ${db.location}`);
  // Of several hosts starting at once on one database, one migrates and seeds; the others wait.
  const seeded = await withStartLock(config.databaseUrl, async () => {
    const applied = (await migrationsUpToDate(db.prisma)) ? [] : await applyMigrations(db.adapterFactory);
    if (applied.length) logger.info(`Migrations applied: ${applied.join(', ')}`);
    return seed(db.prisma, config, { onProgress: (line) => logger.info(line) });
  });
  logger.info(seeded.summary);
  if (
    ShopOrigin.unsetWhereItMatters(config.buying.publicUrl, {
      host: config.host,
      hostSet: config.hostSet ?? false,
      livePayments: config.payments.provider !== 'sandbox',
      realMail: Boolean(config.mail.smtpUrl),
    })
  ) {
    logger.warn(
      `PUBLIC_URL is unset while the shop listens on ${config.host}${config.mail.smtpUrl ? ' and sends real mail' : ''}${config.payments.provider !== 'sandbox' ? ' and takes real payments' : ''}: links in mails, payment callbacks and canonical addresses point to this machine's own addresses (or ALLOWED_HOSTS), never to the Host a request names. Set PUBLIC_URL to the address shoppers use.`,
    );
  }
  if (!config.skipStorefrontBuild) await buildStorefrontIfNeeded((line) => logger.info(line));
  let payments: string;
  // Mails no request caused (a shipped order) link to PUBLIC_URL; without it, to this machine.
  const mail = config.mail.smtpUrl
    ? `${describeSmtp(config.mail.smtpUrl, config.mail.from)}${config.buying.publicUrl ? '' : ' (set PUBLIC_URL: links in mails need the address shoppers use)'}`
    : MAILBOX_DESCRIPTION;
  if (workers > 1) {
    // The secrets are made here once, before the workers read them from the database.
    const { sandboxSecret } = await loadSharedSecrets(db.prisma, config);
    payments = createPaymentProvider(db.prisma, config.payments, sandboxSecret).description;
    shutdown.disarm(); // the workers own the shutdown from here
    await db.close();
    await runPrimary(workers, (line) => logger.info(line), times.delayMs + times.graceMs + 15_000);
  } else {
    const serving = (gateway = await serve(db, config));
    shutdown.add('server stopped', () => serving.stop());
    payments = serving.payments;
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
  console.log(`  Couriers:    ${createCourierProvider(db.prisma, config.couriers).description}`);
  console.log(`  Mail:        ${mail}`);
  console.log(`  Links:       ${linksLine(config, base)}`);
  for (const line of describeAdminLogin(seeded.admin, config.dataDir)) console.log(`  ${line}`);
  console.log('');
}

/** Where links in mails, payment callbacks and canonical addresses point, and how to change it. */
function linksLine(config: Config, base: string): string {
  if (config.buying.publicUrl) return `${config.buying.publicUrl} (PUBLIC_URL)`;
  return `${base} (set PUBLIC_URL to the address shoppers use; links never follow a request's Host header)`;
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
  shareWorkerMetrics();
  const db = await openConfiguredDatabase(config);
  const shutdown = new Shutdown(config.shutdown);
  shutdown.add('database closed', () => db.close());
  shutdown.listen(['SIGTERM']);
  process.on('SIGINT', () => undefined); // the primary decides; it sends SIGTERM
  const gateway = await serve(db, config);
  shutdown.add('server stopped', () => gateway.stop());
}

let port = 4000;
async function start(): Promise<void> {
  const started = performance.now();
  const config = configure();
  port = config.port;
  configureLogger(config.log);
  chooseReactBuild(config);
  tuneHeap(config.heapGrowthPercent);
  await (isWorker(config) ? worker(config) : main(config, started));
}

start().catch((error: unknown) => {
  if (
    error instanceof DatabaseUnreachableError ||
    error instanceof DataDirInUseError ||
    error instanceof StartRefused ||
    error instanceof UnknownZoneError
  ) {
    console.error(`Cannot start: ${error.message}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(`Cannot start: port ${port} is already in use. Set PORT to a free port.`);
  } else {
    // The start's answer to whoever ran it stays on stderr; the details go to the log.
    logger.fatal({ err: error }, 'cannot start');
    console.error(`Cannot start: ${(error as Error)?.message ?? error}`);
  }
  process.exit(1);
});

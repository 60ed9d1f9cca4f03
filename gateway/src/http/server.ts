import http from 'node:http';
import express from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { schema } from '../../../schema/index.js';
import type { Context } from '../../../schema/context.js';
import type { Database } from '../db/client.js';
import { buildContext, clientAddressOf, graphqlContext } from './context.js';
import { GRAPHQL_BODY_LIMIT, graphqlHttp } from './graphql-http.js';
import { productReadsHttp } from './product-reads-http.js';
import { ShopOrigin } from './middleware/shop-origin.js';
import { formatGraphQLError, retryAfterHeader } from '../graphql/errors.js';
import { jitGateway } from '../graphql/executor.js';
import { passwordWorkLimit } from '../graphql/password-work-limit.js';
import { explorerPage } from './explorer.js';
import { imagesRouter, rasterImages } from '../demo/index.js';
import { restFacade } from '../rest/index.js';
import { logger } from '../telemetry/logger.js';
import { isPhotoUpload, photoFilesRouter } from '../rest/photos.js';
import { jsonErrors } from './http-errors.js';
import { rejectBadBody, rejectBadUrl } from './middleware/edge-errors.js';
import { keepRawBody } from './middleware/raw-body.js';
import { graphqlGuards } from '../graphql/guards.js';
import { apiLimitsPlugin } from '../graphql/api-limits-plugin.js';
import { allowListPlugin, readAllowList } from '../graphql/allow-list.js';
import { explorerPolicy, framedBySelf, securityHeaders } from './middleware/security-headers.js';
import { compress } from '../ssr/storefront-files.js';
import { DatabaseGate, DEFAULT_GATE_OPTIONS, restGate, type GateOptions } from './middleware/request-gate.js';
import { graphqlGatePlugin } from '../graphql/gate.js';
import { expansionLimitRule, parseOptions } from '../graphql/document-limits.js';
import { answerClientErrors, MAX_HEADER_BYTES, rejectLongUrl } from './middleware/oversized-requests.js';
import { createServices, type Services, type ServicesOptions } from '../services/index.js';
import { setShopTimeZone } from '../services/shop-time.js';
import { syncShopTimeZone, type ZoneSync } from '../services/shop-time-sync.js';
import { OrderSweep } from '../services/buying/order-sweep.js';
import { sandboxPages } from '../payments/sandbox-page.js';
import { sandboxCourierPages } from '../couriers/sandbox-page.js';
import { sweepInterval, type BuyingSettings } from '../boot/config.js';
import type { PaymentProvider } from '../payments/provider.js';
import { storefrontDist } from '../boot/paths.js';
import { requestLog } from '../ops/request-log.js';
import { graphqlObserver } from '../ops/graphql-observer.js';
import { observeHttpRequest, watchDatabasePool } from '../telemetry/metrics.js';
import { metricsEndpoint } from '../ops/metrics-route.js';
import { Readiness, readinessEndpoint } from '../ops/readiness.js';
import type { ShutdownTimes } from '../ops/shutdown.js';
import { storefront } from '../ssr/index.js';
import { createShopCaches, DEFAULT_CACHE_SECONDS } from '../ssr/caches.js';
import { graphqlReadCache } from '../ssr/graphql-read-cache.js';

const unlessPhotoUpload =
  (handler: express.RequestHandler): express.RequestHandler =>
  (req, res, next) =>
    isPhotoUpload(req) ? next() : handler(req, res, next);

/** What the gateway needs for selling; every field has a default (the sandbox, 30 minutes, …). */
export interface BuyingOptions extends Partial<BuyingSettings> {
  /** The payment provider (createPaymentProvider); default the sandbox. */
  payments?: PaymentProvider;
  /** How often the unpaid-order sweep runs; 0 turns it off (tests that drive it themselves). */
  sweepIntervalMs?: number;
  /** How often unused uploaded photos are swept (default hourly); 0 turns it off (tests drive it). */
  photoSweepIntervalMs?: number;
  /** How often the refund worker looks for refunds that are due; 0 turns it off (tests drive it). */
  refundIntervalMs?: number;
  /** How often long-shipped orders are polled from the courier provider; 0 turns it off (tests drive it). */
  courierPollIntervalMs?: number;
}

export interface Gateway {
  server: http.Server;
  url: string;
  /** The payment provider, for the start banner. */
  payments: string;
  /** Where mails go (an SMTP server, or the admin mailbox), for the start banner. */
  mail: string;
  /** The services this gateway runs on (tests reach the outbox and the state machine through them). */
  services: Services;
  stop(): Promise<void>;
}

/**
 * Composes the HTTP surface on one port: /graphql (Apollo), the REST facade (/api, /auth),
 * images, /health, and the built storefront with an SPA fallback.
 */
export async function startGateway(
  db: Database,
  options: {
    port: number;
    host?: string;
    jwtSecret?: string;
    /** The bound on waiting for the database; by default on PGlite only (PostgreSQL has its pool). */
    gate?: GateOptions | DatabaseGate | false;
    /** Proxies in front of the shop whose X-Forwarded-For to believe (TRUST_PROXY); 0 = none. */
    trustProxy?: number;
    /** ALLOWED_HOSTS: names besides its own addresses that links may use when PUBLIC_URL is unset. */
    allowedHosts?: readonly string[];
    /** Tests tune throttle delays and the hashing gate here. */
    services?: Omit<ServicesOptions, 'jwtSecret'>;
    /** Payment provider, order payment timeout, public URL. */
    buying?: BuyingOptions;
    /** GRAPHQL_ALLOW_LIST=1: accept only the operations of this persisted-documents manifest. */
    allowList?: string | false;
    /** METRICS_TOKEN: GET /metrics answers only with it; unset, the page is off. */
    metricsToken?: string;
    /** How stop() paces itself; default no delay and 10 s for requests in flight. */
    shutdown?: Partial<ShutdownTimes>;
    /** CACHE_SECONDS: how long rendered pages and visitors' catalog reads are kept; 0 = off. */
    cacheSeconds?: number;
    /** `npm run dev`: the storefront through Vite's middleware, rendered from its sources. */
    storefrontDev?: boolean;
    /** Where the PNG versions of the drawn images are kept once drawn (DATA_DIR/image-cache). */
    imageCacheDir?: string;
  },
): Promise<Gateway> {
  const buying = options.buying ?? {};
  // The shop's one zone, for this process and for the database's triggers (rebuilt when it changed).
  const timeZone = setShopTimeZone(options.services?.timeZone);
  const reportZoneSync = (zoneSync: ZoneSync) => {
    if (zoneSync.rebuilt && zoneSync.before) {
      logger.warn(
        `SHOP_TIME_ZONE changed from ${zoneSync.before} to ${timeZone}: the GST day totals were counted again by ${timeZone}'s days`,
      );
    }
  };
  const zoneSync = await syncShopTimeZone(db.prisma, timeZone);
  reportZoneSync(zoneSync);
  // Started before the migrations were applied (another host applies them): write the zone once they are.
  let zoneRetry: NodeJS.Timeout | null = null;
  if (zoneSync.pending) {
    zoneRetry = setInterval(() => {
      syncShopTimeZone(db.prisma, timeZone)
        .then((again) => {
          if (again.pending || !zoneRetry) return;
          clearInterval(zoneRetry);
          zoneRetry = null;
          reportZoneSync(again);
        })
        .catch((err: unknown) => logger.warn({ err }, 'writing the shop time zone failed; trying again'));
    }, 2_000);
    zoneRetry.unref();
  }
  const services = createServices(db.prisma, {
    ...options.services,
    ...buying,
    jwtSecret: options.jwtSecret,
    sql: db.sql,
  });
  const app = express();
  app.disable('x-powered-by');
  // req.ip feeds the throttles: without proxies the socket's address, never a header a client
  // can forge; behind N proxies the address the N-th proxy from us saw.
  app.set('trust proxy', options.trustProxy ?? 0);
  // Where links point (originOf): PUBLIC_URL, else only an address of the shop's own.
  const shopOrigin = new ShopOrigin(buying.publicUrl, options.allowedHosts);
  app.locals.shopOrigin = shopOrigin;
  const caches = createShopCaches(db, options.cacheSeconds ?? DEFAULT_CACHE_SECONDS);
  // GraphQL's plain POSTs and the REST facade's catalog reads skip Express (graphql-http.ts,
  // product-reads-http.ts); every other request is Express's.
  type PlainPath = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  let graphqlPost: PlainPath | null = null;
  let productReads: PlainPath | null = null;
  const server = http.createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
    if (graphqlPost?.(req, res) || productReads?.(req, res)) return;
    app(req, res);
  });
  answerClientErrors(server);
  const shutdown = { delayMs: 0, graceMs: 10_000, ...options.shutdown };
  const gateOptions = options.gate ?? (db.kind === 'pglite' ? DEFAULT_GATE_OPTIONS : false);
  const gate = gateOptions instanceof DatabaseGate ? gateOptions : gateOptions ? new DatabaseGate(gateOptions) : null;
  const readiness = new Readiness(db.prisma, gate);
  // The HTTP response behind each GraphQL context, so the gate sees a client leave.
  const responses = new WeakMap<Context, express.Response>();

  const apollo = new ApolloServer<Context>({
    // The schema, executed by graphql-jit (graphql/executor.ts).
    gateway: jitGateway(schema),
    introspection: true,
    csrfPrevention: true,
    // Bounds the text before anything walks it (edge/document-limits.ts).
    parseOptions,
    validationRules: [expansionLimitRule],
    formatError: formatGraphQLError,
    // The shop's own shutdown owns the signals: Apollo's handler raced it and, once it had
    // stopped, never released a second caller of stop(), which then waited for the forced exit.
    stopOnTerminationSignals: false,
    plugins: [
      // Closes the listener, lets requests in flight finish within the grace, then cuts the rest.
      ApolloServerPluginDrainHttpServer({ httpServer: server, stopGracePeriodMillis: shutdown.graceMs }),
      ApolloServerPluginLandingPageDisabled(),
      // The shop sets no cache hints; the plugin would otherwise wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      graphqlObserver(),
      graphqlGuards,
      passwordWorkLimit(),
      retryAfterHeader(),
      ...(options.allowList ? [allowListPlugin(readAllowList(options.allowList))] : []),
      apiLimitsPlugin(services.apiKeys, services.apiLimits),
      // Only what passed every check above waits for the database.
      ...(gate ? [graphqlGatePlugin<Context>(gate, (context) => responses.get(context))] : []),
      // Catalog reads of visitors from the read cache (ssr/graphql-read-cache.ts). After the gate: the
      // cache reads the catalog's version from the database, so even a hit takes a (short) turn.
      ...(caches ? [graphqlReadCache(caches)] : []),
    ],
  });
  await apollo.start();

  // First, so every answer (errors from the edge too) carries a request id and is logged.
  app.use(requestLog(observeHttpRequest));
  app.use(securityHeaders, framedBySelf);
  app.use(compress);
  // Every request's text is checked once here; bodies are parsed once for /graphql and the REST facade.
  app.use(rejectLongUrl, rejectBadUrl);
  app.use(
    ['/graphql', '/api', '/auth'],
    express.json({ limit: GRAPHQL_BODY_LIMIT, verify: keepRawBody }),
    rejectBadBody,
  );

  // Liveness: the process answers. Whether it should get traffic (database, migrations,
  // shutting down) is /ready's question; a liveness probe that failed with the database would
  // have every host restarted at once when the database blips.
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', database: db.kind });
  });

  app.get('/ready', readinessEndpoint(readiness));
  app.get('/metrics', metricsEndpoint(options.metricsToken));

  // A browser opening /graphql gets the explorer; API clients get GraphQL.
  app.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html') {
      res.set('Content-Security-Policy', explorerPolicy).type('html').send(explorerPage());
      return;
    }
    next();
  });
  // GraphQL waits for the database only when it is about to execute (graphqlGatePlugin). A photo
  // upload is read and processed in the photo line's turn instead (rest/photos.ts), not holding one.
  if (gate) app.use(['/api', '/auth'], unlessPhotoUpload(restGate(gate)));
  const poolUse = db.poolUse;
  if (poolUse) watchDatabasePool(() => ({ database: 'postgres', ...poolUse() }));
  else if (gate) {
    watchDatabasePool(() => {
      const { active, waiting } = gate.load();
      return { database: 'pglite', inUse: active, idle: 0, waiting };
    });
  }
  // The client's address on the paths without Express, as req.ip gives it (TRUST_PROXY's rules).
  const addressOf = clientAddressOf(Boolean(app.get('trust proxy')), app.get('trust proxy fn'));
  graphqlPost = graphqlHttp({
    apollo,
    context: async (req, res, address) => {
      const context = await graphqlContext(req, address, shopOrigin, db.prisma, services);
      responses.set(context, res as express.Response);
      return context;
    },
    compress,
    addressOf,
    onFinished: observeHttpRequest,
  });
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req, res }) => {
        const context = await buildContext(req, db.prisma, services);
        responses.set(context, res);
        return context;
      },
    }),
  );
  productReads = productReadsHttp({
    services,
    caches,
    shopOrigin,
    gate,
    compress,
    addressOf,
    onFinished: observeHttpRequest,
  });
  app.use(restFacade(services, caches));
  app.use('/photos', ...(gate ? [restGate(gate)] : []), photoFilesRouter(services));
  app.use('/images', rasterImages(options.imageCacheDir), imagesRouter());
  app.use('/sandbox-pay', sandboxPages(services.payments.provider));
  app.use('/sandbox-courier', sandboxCourierPages(services.shipping.provider));

  // The storefront's pages, rendered on the server (gateway/src/ssr), its files, robots.txt, sitemap.
  const shop = await storefront({
    schema,
    prisma: db.prisma,
    services,
    caches,
    gate,
    dev: options.storefrontDev ? { server } : undefined,
  });
  app.use(shop.router);
  // A page's form sent before its script took over (a slow phone, no JavaScript): the form posts,
  // so nothing typed lands in the address bar, history or a proxy's log, and the shopper is sent
  // back to the page (303, never to another host) instead of a JSON 404.
  app.post('/{*splat}', (req, res, next) => {
    if (!req.is('application/x-www-form-urlencoded') || /^\/(api|auth|graphql)(\/|$)/.test(req.path)) return next();
    res.redirect(303, /^\/(?![/\\])/.test(req.path) ? req.path : '/');
  });
  app.use((_req, res) => {
    res.status(404).json({ error: 'not_found', message: 'Not found' });
  });
  app.use(jsonErrors(storefrontDist));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  // Cancels unpaid orders whose time ran out; reads the database, so it survives restarts.
  const sweep = new OrderSweep(db.prisma, {
    intervalMs: buying.sweepIntervalMs ?? sweepInterval(services.orders.paymentTimeoutMinutes),
    paymentTimeoutMinutes: services.orders.paymentTimeoutMinutes,
    lifecycle: services.lifecycle,
    reconcile: services.money.reconcile,
    codConfirmHours: services.cashOnDelivery.confirmHours,
  });
  if (buying.sweepIntervalMs !== 0) sweep.start();
  // Abandoned-cart reminders: a periodic sweep queueing into the mail outbox (reads the database, survives restarts).
  if (options.services?.cartReminders?.intervalMs !== 0) services.cartReminders.start();
  // Reminds the Grievance Officer of open grievances a week before their month is up and once past it.
  services.grievances.start();
  // Sends queued refunds and retries them; reads the database, so it survives restarts.
  if (buying.refundIntervalMs !== 0) services.money.worker.start();
  // Asks the courier provider about orders shipped long ago and never heard of as delivered.
  if (buying.courierPollIntervalMs !== 0) services.shipping.poller.start();
  // Removes uploaded photos nothing has used for PHOTO_ORPHAN_HOURS; safe on every host at once.
  const photoSweep =
    buying.photoSweepIntervalMs === 0
      ? null
      : setInterval(() => {
          services.photos
            .sweep()
            .catch((err: unknown) => logger.warn({ component: 'photos', err }, 'photo sweep failed'));
        }, buying.photoSweepIntervalMs ?? 3_600_000);
  photoSweep?.unref();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  shopOrigin.listening(port, options.host ?? '0.0.0.0');
  // Delivers queued mails (only when an SMTP server is set); reads the outbox, so it survives restarts.
  services.mail.outbox.setShopUrl(`http://localhost:${port}`);
  services.mail.sender?.start();
  return {
    server,
    url: `http://localhost:${port}`,
    payments: services.payments.provider.description,
    mail: services.mail.description,
    services,
    async stop() {
      readiness.markShuttingDown();
      if (photoSweep) clearInterval(photoSweep);
      if (zoneRetry) clearInterval(zoneRetry);
      if (shutdown.delayMs) await new Promise((resolve) => setTimeout(resolve, shutdown.delayMs));
      // Vite (npm run dev) first: while its dev server is open, draining the HTTP server never ends.
      await shop.close();
      await Promise.all([
        apollo.stop(),
        sweep.stop(),
        services.cartReminders.stop(),
        services.grievances.stop(),
        services.money.worker.stop(),
        services.shipping.poller.stop(),
        services.mail.sender?.stop(),
      ]);
      // Budget counts charged in the last moments are written before the database closes.
      await services.apiLimits.flush().catch(() => undefined);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

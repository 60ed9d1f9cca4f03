// The one reader of the environment: every setting of docs/configuration.md is read and
// checked here once, at start, and handed to the parts that need it as plain values. A wrong value
// stops the start with a message naming the variable.
import path from 'node:path';
import { gstinProblem } from '../services/tax/gstin.js';
import { SAMPLE_SELLER_FIELDS, sellerOf, type Seller } from '../services/tax/seller.js';
import { DEFAULT_MAIL_FROM } from '../services/mail/smtp.js';
import { DEFAULT_GATE_OPTIONS, type GateOptions } from '../http/middleware/request-gate.js';
import type { PaymentSettings } from '../payments/index.js';
import type { CourierSettings } from '../couriers/index.js';
import { DEFAULT_ANONYMOUS_LIMITS, type ApiLimitOptions } from '../services/api-access/api-limits.js';
import { DEFAULT_RETURN_WINDOW_DAYS } from '../services/buying/order-lifecycle.js';
import { DEFAULT_DELIVERY_REFUND_RULE, type DeliveryRefundRule } from '../services/returns/return-lifecycle.js';
import { DEFAULT_MAILS_PER_UNIT } from '../services/retention/retention-rules.js';
import { DEFAULT_PAYMENT_TIMEOUT_MINUTES } from '../services/buying/orders.js';
import { DEFAULT_HEAP_GROWTH_PERCENT } from './heap.js';
import { LOG_LEVELS, type LogSettings } from '../telemetry/logger.js';
import type { ShutdownTimes } from '../ops/shutdown.js';
import { DEFAULT_CACHE_SECONDS } from '../ssr/caches.js';
import { DEFAULT_SHOP_TIME_ZONE, timeZoneProblem } from '../services/shop-time.js';

type Env = NodeJS.ProcessEnv;

/** A setting with a wrong value: the start stops with this message (no stack trace). */
class ConfigError extends Error {}

/** What selling needs from the environment. */
export interface BuyingSettings {
  /** ORDER_PAYMENT_TIMEOUT_MINUTES: an unpaid order is cancelled after this long. */
  paymentTimeoutMinutes: number;
  /** PUBLIC_URL: the shop's address as shoppers reach it, for payment callbacks. */
  publicUrl: string | undefined;
  /** How often the unpaid-order sweep runs, from the payment timeout. */
  sweepIntervalMs: number;
  /** RETURN_WINDOW_DAYS: a delivered order may be marked returned for this many days. */
  returnWindowDays: number;
  /** RETURN_DELIVERY_REFUND: when a return gives the delivery charge back (fault | whole-order). */
  returnDeliveryRefund: DeliveryRefundRule;
}

export interface Config {
  port: number;
  host: string;
  /** True when HOST was set (not the default of every address): the PUBLIC_URL warning then applies. */
  hostSet?: boolean;
  /** Where PGlite keeps its files and where generated secrets are kept. */
  dataDir: string;
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** DATABASE_POOL_SIZE: connections each process keeps to PostgreSQL. */
  databasePoolSize: number;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** How many reverse proxies in front of the shop to trust for X-Forwarded-For (0: none). */
  trustProxy: number;
  /** ALLOWED_HOSTS: names (host or host:port) links may use when PUBLIC_URL is unset, besides the shop's own addresses. */
  allowedHosts: string[];
  /** SELLER_LEGAL_NAME, SELLER_GSTIN, SELLER_ADDRESS: who the invoices name; the sample seller when unset. */
  seller: Seller;
  /** WORKERS: gateway processes sharing the port (1 to 64). */
  workers: number;
  /** Set by the cluster primary in the processes it forks (SHOP_WORKER=1). */
  forkedWorker: boolean;
  /** HEAP_GROWTH_PERCENT: how fast V8's heap may grow between full collections (0: V8's own). */
  heapGrowthPercent: number;
  buying: BuyingSettings;
  payments: PaymentSettings;
  /** COURIER_PROVIDER and SHIPROCKET_*: who books shipments. */
  couriers: CourierSettings;
  /** COURIER_RECONCILE_AFTER_HOURS: shipped orders with no delivery after this long are polled. */
  reconcileAfterHours: number;
  /** PGLITE_*: the wait bound in front of PGlite; false on PostgreSQL, which has its pool. */
  pgliteGate: GateOptions | false;
  /** API_ANON_*: budgets of GraphQL callers without an API key. */
  apiLimits: ApiLimitOptions;
  /** GRAPHQL_ALLOW_LIST=1: accept only the storefront's persisted operations. */
  graphqlAllowList: boolean;
  /** SKIP_STOREFRONT_BUILD=1: serve whatever storefront build there is (tests, benchmarks). */
  skipStorefrontBuild: boolean;
  /** CACHE_SECONDS: how long rendered pages and visitors' catalog reads are kept; 0 turns both off. */
  cacheSeconds: number;
  /** STOREFRONT_DEV=1 (`npm run dev`): the storefront through Vite's middleware, rendered from its sources. */
  storefrontDev: boolean;
  /** LOG_LEVEL (default info) and LOG_FORMAT (json, pretty; unset: pretty on a terminal). */
  log: LogSettings;
  /** METRICS_TOKEN: GET /metrics answers only with this bearer token; unset, the page is off. */
  metricsToken: string | undefined;
  /** SHUTDOWN_DELAY_SECONDS (default 0) and SHUTDOWN_GRACE_SECONDS (default 10): how a stop is paced. */
  shutdown: ShutdownTimes;
  mail: MailConfig;
  /** BACK_IN_STOCK_MAILS_PER_UNIT: back-in-stock mails sent at most per unit restocked (1 to 100). */
  backInStockMailsPerUnit: number;
  /** CART_REMINDER_HOURS: a consenting shopper's cart untouched this long gets one reminder (1 to 720). */
  cartReminderHours: number;
  /** COD_CONFIRM_HOURS: a cash-on-delivery order nobody confirms is cancelled after this (1 to 720). */
  codConfirmHours: number;
  /** SHOP_TIME_ZONE: the IANA zone of every date and time the shop shows and every day it counts by. */
  shopTimeZone: string;
}

/** Where the shop's mails go (SMTP_URL, MAIL_FROM). */
interface MailConfig {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465; unset keeps mails in the admin mailbox. */
  smtpUrl: string | undefined;
  /** The From of every mail: `Kapda <orders@shop.example.com>`. */
  from: string;
}

export function readConfig(env: Env = process.env): Config {
  // The heap setting is checked first: it is applied before anything else is loaded.
  const heapGrowthPercent = readHeapGrowth(env);
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number, got "${env.PORT}"`);
  }
  const trustProxy = Number(env.TRUST_PROXY || 0);
  if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
    throw new ConfigError(
      `TRUST_PROXY must be the number of proxies in front of the shop (0-10), got "${env.TRUST_PROXY}"`,
    );
  }
  const workers = Number(env.WORKERS || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
    throw new Error(`WORKERS must be a whole number of processes from 1 to 64, got "${env.WORKERS}"`);
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    trustProxy,
    allowedHosts: readAllowedHosts(env),
    host: env.HOST ?? '0.0.0.0',
    hostSet: Boolean(env.HOST),
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    jwtSecret: env.JWT_SECRET || undefined,
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seller: readSeller(env),
    workers,
    forkedWorker: env.SHOP_WORKER === '1',
    heapGrowthPercent,
    buying: readBuying(env),
    payments: readPaymentSettings(env),
    couriers: readCourierSettings(env),
    reconcileAfterHours: readReconcileAfterHours(env),
    pgliteGate: databaseUrl ? false : readGate(env),
    apiLimits: readApiLimits(env),
    graphqlAllowList: env.GRAPHQL_ALLOW_LIST === '1',
    skipStorefrontBuild: env.SKIP_STOREFRONT_BUILD === '1',
    cacheSeconds: readCacheSeconds(env),
    backInStockMailsPerUnit: readMailsPerUnit(env),
    cartReminderHours: readHours(env, 'CART_REMINDER_HOURS'),
    codConfirmHours: readHours(env, 'COD_CONFIRM_HOURS'),
    shopTimeZone: readShopTimeZone(env),
    storefrontDev: env.STOREFRONT_DEV === '1',
    log: readLogSettings(env),
    metricsToken: readMetricsToken(env),
    shutdown: readShutdownTimes(env),
    mail: readMailConfig(env),
  };
}

/** SMTP_URL must name an smtp:// or smtps:// server; a wrong value stops the start with a message. */
function readMailConfig(env: Env = process.env): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl) {
    let url: URL | null = null;
    try {
      url = new URL(smtpUrl);
    } catch {
      // reported below, without echoing a value that may hold a password
    }
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol) || !url.hostname) {
      throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465');
    }
  }
  const from = env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
  if (!/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(from)) {
    throw new ConfigError(`MAIL_FROM must be an address like "Kapda <orders@shop.example.com>", got "${from}"`);
  }
  return { smtpUrl, from };
}

function readShutdownTimes(env: Env): ShutdownTimes {
  const seconds = (name: string, fallback: number) => {
    const value = Number(env[name] || fallback);
    if (!Number.isFinite(value) || value < 0 || value > 300) {
      throw new ConfigError(`${name} must be a number of seconds from 0 to 300, got "${env[name]}"`);
    }
    return Math.round(value * 1000);
  };
  return { delayMs: seconds('SHUTDOWN_DELAY_SECONDS', 0), graceMs: seconds('SHUTDOWN_GRACE_SECONDS', 10) };
}

const MIN_METRICS_TOKEN_LENGTH = 16;

/** METRICS_TOKEN, checked: unset turns the page off; a short one is refused at start. */
function readMetricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN || undefined;
  if (token && token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters; generate one with: openssl rand -hex 24`,
    );
  }
  return token;
}

/** LOG_LEVEL and LOG_FORMAT. */
function readLogSettings(env: Env = process.env): LogSettings {
  const level = env.LOG_LEVEL?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const format = env.LOG_FORMAT?.trim().toLowerCase() || 'auto';
  if (format !== 'json' && format !== 'pretty' && format !== 'auto') {
    throw new ConfigError(`LOG_FORMAT must be json or pretty, got "${env.LOG_FORMAT}"`);
  }
  return { level, format };
}

function readCacheSeconds(env: Env): number {
  const raw = env.CACHE_SECONDS;
  const seconds = raw === undefined || raw === '' ? DEFAULT_CACHE_SECONDS : Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 3600) {
    throw new ConfigError(`CACHE_SECONDS must be a whole number of seconds from 0 (off) to 3600, got "${raw}"`);
  }
  return seconds;
}

/**
 * React (which renders the storefront's pages on the server) picks its build from NODE_ENV: a
 * production start uses the production build unless told otherwise; `npm run dev` keeps React's
 * development build and its warnings.
 */
export function chooseReactBuild(config: Pick<Config, 'storefrontDev'>): void {
  if (!config.storefrontDev) process.env.NODE_ENV ??= 'production';
}

function readHeapGrowth(env: Env): number {
  const raw = env.HEAP_GROWTH_PERCENT?.trim() || String(DEFAULT_HEAP_GROWTH_PERCENT);
  const percent = Number(raw);
  if (!Number.isInteger(percent) || percent < 0 || percent > 400) {
    throw new Error(`HEAP_GROWTH_PERCENT must be a whole number from 0 to 400, got "${raw}"`);
  }
  return percent;
}

/** ALLOWED_HOSTS=shop.local,192.168.1.20:4000: a comma list of host names, each with an optional port. */
function readAllowedHosts(env: Env): string[] {
  const hosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const bad = hosts.find((h) => !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(h));
  if (bad) {
    throw new ConfigError(`ALLOWED_HOSTS must be host names like shop.example.com or 192.168.1.20:4000, got "${bad}"`);
  }
  return hosts;
}

function readBuying(env: Env): BuyingSettings {
  const raw = env.ORDER_PAYMENT_TIMEOUT_MINUTES;
  const paymentTimeoutMinutes = raw ? Number(raw) : DEFAULT_PAYMENT_TIMEOUT_MINUTES;
  if (!Number.isFinite(paymentTimeoutMinutes) || paymentTimeoutMinutes <= 0 || paymentTimeoutMinutes > 7 * 24 * 60) {
    throw new Error(`ORDER_PAYMENT_TIMEOUT_MINUTES must be a number of minutes above 0 (at most a week), got "${raw}"`);
  }
  const publicUrl = env.PUBLIC_URL?.replace(/\/$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an http(s) address like https://shop.example.com, got "${env.PUBLIC_URL}"`);
  }
  const rawWindow = env.RETURN_WINDOW_DAYS;
  const returnWindowDays = rawWindow ? Number(rawWindow) : DEFAULT_RETURN_WINDOW_DAYS;
  if (!Number.isInteger(returnWindowDays) || returnWindowDays < 0 || returnWindowDays > 365) {
    throw new Error(`RETURN_WINDOW_DAYS must be a whole number of days from 0 to 365, got "${rawWindow}"`);
  }
  const rawRule = env.RETURN_DELIVERY_REFUND?.trim() || DEFAULT_DELIVERY_REFUND_RULE;
  if (rawRule !== 'fault' && rawRule !== 'whole-order') {
    throw new Error(`RETURN_DELIVERY_REFUND must be fault or whole-order, got "${rawRule}"`);
  }
  return {
    paymentTimeoutMinutes,
    publicUrl,
    sweepIntervalMs: sweepInterval(paymentTimeoutMinutes),
    returnWindowDays,
    returnDeliveryRefund: rawRule,
  };
}

function readMailsPerUnit(env: Env): number {
  const raw = env.BACK_IN_STOCK_MAILS_PER_UNIT;
  const value = raw ? Number(raw) : DEFAULT_MAILS_PER_UNIT;
  if (!Number.isInteger(value) || value < 1 || value > 100) {
    throw new ConfigError(`BACK_IN_STOCK_MAILS_PER_UNIT must be a whole number from 1 to 100, got "${raw}"`);
  }
  return value;
}

/** SHOP_TIME_ZONE: an IANA zone name the runtime knows; India time when unset. */
function readShopTimeZone(env: Env): string {
  const zone = env.SHOP_TIME_ZONE?.trim() || DEFAULT_SHOP_TIME_ZONE;
  const problem = timeZoneProblem(zone);
  if (problem)
    throw new ConfigError(`SHOP_TIME_ZONE must be a time zone such as Asia/Kolkata, got "${zone}": ${problem}`);
  return zone;
}

/** A whole number of hours from 1 to 720 (30 days); 24 when unset. */
function readHours(env: Env, name: 'CART_REMINDER_HOURS' | 'COD_CONFIRM_HOURS'): number {
  const raw = env[name];
  const value = raw ? Number(raw) : 24;
  if (!Number.isInteger(value) || value < 1 || value > 720) {
    throw new ConfigError(`${name} must be a whole number of hours from 1 to 720, got "${raw}"`);
  }
  return value;
}

/** Often enough that an order is cancelled soon after it expires, never more than every second. */
export function sweepInterval(timeoutMinutes: number): number {
  return Math.max(1000, Math.min(30_000, (timeoutMinutes * 60_000) / 4));
}

/**
 * PAYMENT_PROVIDER=razorpay with RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET (RAZORPAY_API_URL for a fake
 * in tests), else the sandbox. Razorpay keys alone select razorpay.
 */
export function readPaymentSettings(env: Env): PaymentSettings {
  const chosen = (env.PAYMENT_PROVIDER || (env.RAZORPAY_KEY_ID ? 'razorpay' : 'sandbox')).toLowerCase();
  if (chosen === 'razorpay') {
    if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) {
      throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    }
    return {
      provider: 'razorpay',
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      apiUrl: env.RAZORPAY_API_URL || undefined,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    };
  }
  if (chosen !== 'sandbox') throw new Error(`PAYMENT_PROVIDER must be sandbox or razorpay, got "${chosen}"`);
  return { provider: 'sandbox' };
}

/**
 * COURIER_PROVIDER=shiprocket with SHIPROCKET_EMAIL/SHIPROCKET_PASSWORD (the API user),
 * SHIPROCKET_PICKUP_LOCATION, SHIPROCKET_WEBHOOK_TOKEN and SHIPROCKET_API_URL (a fake in tests),
 * else the sandbox courier. Shiprocket credentials alone select shiprocket.
 */
function readCourierSettings(env: Env): CourierSettings {
  const chosen = (env.COURIER_PROVIDER || (env.SHIPROCKET_EMAIL ? 'shiprocket' : 'sandbox')).toLowerCase();
  if (chosen === 'shiprocket') {
    if (!env.SHIPROCKET_EMAIL || !env.SHIPROCKET_PASSWORD) {
      throw new Error('COURIER_PROVIDER=shiprocket needs SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD (the API user)');
    }
    return {
      provider: 'shiprocket',
      email: env.SHIPROCKET_EMAIL,
      password: env.SHIPROCKET_PASSWORD,
      pickupLocation: env.SHIPROCKET_PICKUP_LOCATION || 'Primary',
      apiUrl: env.SHIPROCKET_API_URL || undefined,
      webhookToken: env.SHIPROCKET_WEBHOOK_TOKEN || undefined,
    };
  }
  if (chosen !== 'sandbox') throw new Error(`COURIER_PROVIDER must be sandbox or shiprocket, got "${chosen}"`);
  return { provider: 'sandbox' };
}

function readReconcileAfterHours(env: Env): number {
  const raw = env.COURIER_RECONCILE_AFTER_HOURS;
  if (raw === undefined || raw === '') return 72;
  const hours = Number(raw);
  if (!Number.isInteger(hours) || hours < 1 || hours > 720) {
    throw new Error(`COURIER_RECONCILE_AFTER_HOURS must be a whole number of hours from 1 to 720, got "${raw}"`);
  }
  return hours;
}

function readGate(env: Env): GateOptions {
  const read = (name: string, fallback: number, min: number) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number >= ${min}`);
    return value;
  };
  return {
    concurrency: read('PGLITE_MAX_CONCURRENT', DEFAULT_GATE_OPTIONS.concurrency, 1),
    maxWaitMs: read('PGLITE_QUEUE_WAIT_MS', DEFAULT_GATE_OPTIONS.maxWaitMs, 1),
  };
}

function readApiLimits(env: Env): ApiLimitOptions {
  const read = (name: string, fallback: number) => {
    const value = Number(env[name] || fallback);
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of 1 or more`);
    return value;
  };
  return {
    anonymousRequestsPerMinute: read('API_ANON_REQUESTS_PER_MINUTE', DEFAULT_ANONYMOUS_LIMITS.requestsPerMinute),
    anonymousCostPerMinute: read('API_ANON_COST_PER_MINUTE', DEFAULT_ANONYMOUS_LIMITS.costPerMinute),
  };
}

/** The environment for a child process (pg_dump, pg_restore): this one's, with `extra` added. */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

/**
 * Runs `build` with NODE_ENV set to `value` and puts the old value back afterwards. Vite follows
 * NODE_ENV, and this is the one module that touches the environment.
 */
export async function withNodeEnv<T>(value: string, build: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = value;
  try {
    return await build();
  } finally {
    if (before === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = before;
  }
}

/**
 * The seller on tax invoices. All three settings or none: a real GSTIN with the sample's name or
 * address would print a document that looks valid and is not. The GSTIN must be well formed
 * (format and check character); the seller's state is its first two digits.
 */
export function readSeller(env: NodeJS.ProcessEnv = process.env): Seller {
  const given = {
    legalName: env.SELLER_LEGAL_NAME?.trim() ?? '',
    gstin: env.SELLER_GSTIN?.trim().toUpperCase() ?? '',
    address: env.SELLER_ADDRESS?.trim() ?? '',
  };
  const set = Object.entries(given).filter(([, value]) => value);
  if (!set.length) return sellerOf(SAMPLE_SELLER_FIELDS);
  if (set.length < 3) {
    throw new ConfigError(
      'SELLER_LEGAL_NAME, SELLER_GSTIN and SELLER_ADDRESS go together: set all three (or none for the sample seller)',
    );
  }
  const problem = gstinProblem(given.gstin);
  if (problem) throw new ConfigError(`SELLER_GSTIN "${given.gstin}" is not a valid GSTIN: ${problem}`);
  if (given.legalName.length > 200 || given.address.length > 500) {
    throw new ConfigError('SELLER_LEGAL_NAME must be at most 200 characters and SELLER_ADDRESS at most 500');
  }
  return sellerOf(given);
}

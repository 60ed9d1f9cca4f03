// The gateway's one logger: JSON lines (pino) that a hosting platform can index, or readable
// lines on a terminal. Every line written while a request runs carries that request's id.
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequest } from './request-scope.js';

/**
 * Keys whose values never reach a log line, wherever they sit. Nothing logs request bodies or
 * headers; this is the second line of defence should someone log an object carrying one.
 */
const SECRET_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordHash',
  'token',
  'jwt',
  'secret',
  'keySecret',
  'signature',
  'razorpay_signature',
  'authorization',
  'cookie',
  'card',
  'cardNumber',
  'cvv',
  'apiKey',
];
const redactPaths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** The parts of an error worth a line, and none of Prisma's echo of the query's arguments. */
function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const prisma = error.name.startsWith('PrismaClient');
  const lines = error.message.split('\n').filter((line) => line.trim());
  return {
    type: error.name,
    // Prisma's message quotes the call with its values (a password hash, an email); its last line is the reason.
    message: prisma ? lines.at(-1)?.trim() : error.message,
    ...((error as { code?: unknown }).code !== undefined ? { code: (error as { code?: unknown }).code } : {}),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/** LOG_LEVEL and LOG_FORMAT, read by boot/config.ts. */
export interface LogSettings {
  level: string;
  /** json | pretty; auto: readable on a terminal, JSON anywhere else (a file, a collector). */
  format: 'json' | 'pretty' | 'auto';
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Lines wait for more until this many bytes are gathered… */
const GATHER_BYTES = 4096;
/** …or this many milliseconds have passed. */
const GATHER_MS = 200;

function jsonDestination(): DestinationStream {
  // Synchronous writes, gathered: one write(2) per request line cost a busy process about a third
  // of its CPU (a REST product read: 1,010 → 1,670 req/s without it). Lines wait for 4 KB or
  // 200 ms; an error or fatal line is written at once with everything before it (see `urgent`), and
  // whatever waits is written when the process exits. A process killed outright (SIGKILL, the
  // kernel's OOM killer) loses at most the last 200 ms of info lines.
  const destination = pino.destination({
    dest: 1,
    sync: true,
    minLength: GATHER_BYTES,
    periodicFlush: GATHER_MS,
  });
  process.once('exit', () => destination.flushSync());
  return destination;
}

/** Set while an error or fatal line is being written: it, and what waits before it, go out at once. */
let urgent = false;

function prettyDestination(): DestinationStream {
  // Loaded only for a terminal, so a production start never pays for it.
  const build = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return build({
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,method,route,status,durationMs',
    singleLine: true,
    // A request reads as `GET /api/orders/:id 200 12.5 ms`; its id and user follow.
    messageFormat: (log, key) =>
      log[key] === 'request' ? `${log.method} ${log.route} ${log.status} ${log.durationMs} ms` : String(log[key]),
  });
}

// The logger exists from the first import (modules log at start); configureLogger() points it at
// the settings once the configuration is read. Until then: info, JSON unless on a terminal.
let pretty = Boolean(process.stdout.isTTY);
let sink: DestinationStream = pretty ? prettyDestination() : jsonDestination();
const switchable: DestinationStream = {
  write: (line: string) => {
    sink.write(line);
    if (urgent) {
      urgent = false;
      (sink as { flushSync?: () => void }).flushSync?.();
    }
  },
};

/** The logger; `logger.child({ component: 'payments' })` names the part of the shop speaking. */
export const logger: Logger = pino(
  {
    level: 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: errorFields },
    // "level":"error" rather than 50 in JSON, so a search needs no table of numbers (pino-pretty reads numbers).
    formatters: { level: (label: string, number: number) => ({ level: pretty ? number : label }) },
    // Called for every line, with its level: an error or fatal line is written at once.
    mixin: (_fields: object, level: number) => {
      urgent = level >= 50;
      const request = currentRequest();
      return request ? { reqId: request.id } : {};
    },
  },
  switchable,
);

/** Applies LOG_LEVEL and LOG_FORMAT (from boot/config.ts) to the one logger. */
export function configureLogger(settings: LogSettings): void {
  const wantPretty = settings.format === 'auto' ? Boolean(process.stdout.isTTY) : settings.format === 'pretty';
  if (wantPretty !== pretty) {
    pretty = wantPretty;
    sink = pretty ? prettyDestination() : jsonDestination();
  }
  logger.level = settings.level;
}

/**
 * The one line per request (ops/request-log.ts) is made of fields the shop picks itself (method,
 * route template, status, time, ids), none of them a secret, so it skips the walk over every key
 * for secret names that each other line gets (about 2 % of a busy process's CPU). It passes every
 * level: `logRequestLine` asks the main logger, whose level LOG_LEVEL sets, first.
 */
const requestLines: Logger = logger.child({}, { redact: [], level: 'trace' });

export function logRequestLine(level: 'debug' | 'info' | 'error', line: object): void {
  if (logger.isLevelEnabled(level)) requestLines[level](line, 'request');
}

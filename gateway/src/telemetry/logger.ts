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

function jsonDestination(): DestinationStream {
  // Synchronous writes: a line logged just before a crash or exit is never lost.
  return pino.destination({ dest: 1, sync: true });
}

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
const switchable: DestinationStream = { write: (line: string) => sink.write(line) };

/** The logger; `logger.child({ component: 'payments' })` names the part of the shop speaking. */
export const logger: Logger = pino(
  {
    level: 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: errorFields },
    // "level":"error" rather than 50 in JSON, so a search needs no table of numbers (pino-pretty reads numbers).
    formatters: { level: (label: string, number: number) => ({ level: pretty ? number : label }) },
    mixin: () => {
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

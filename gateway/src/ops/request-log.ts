// One log line per request, with an id that ties together every line the request caused.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { logRequestLine } from '../telemetry/logger.js';
import { runInRequest, type RequestScope } from '../telemetry/request-scope.js';

const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a proxy or client may hand us: short, and nothing that could forge or break a log line. */
const WELL_FORMED_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Paths a load balancer or scraper calls every few seconds: logged at debug, not info. */
const PROBES = new Set(['/health', '/ready', '/metrics']);

/** What a finished request looked like, for the log line and the metrics. */
export interface FinishedRequest {
  method: string;
  route: string;
  status: number;
  seconds: number;
}

/**
 * The route template Express matched (`/api/orders/:id`), caught the moment it is set, when the
 * router's mount path is still on the request: by the time an error handler answers, the
 * mount path has been unwound. Raw paths and query strings are never logged; they can carry
 * ids or a payment callback's signature.
 */
function watchRoute(req: Request): () => string | undefined {
  let route: unknown;
  let template: string | undefined;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      const path = value?.path;
      if (path === undefined) return;
      const joined = `${req.baseUrl}${Array.isArray(path) ? path.join('|') : String(path)}`;
      template = joined.length > 1 ? joined.replace(/\/$/, '') : joined;
    },
  });
  return () => template;
}

/** A name for requests no route template covers, from a small fixed set (metrics labels stay few). */
function unroutedName(req: Request, status: number): string {
  if (req.originalUrl === '/graphql' || req.originalUrl.startsWith('/graphql?')) return '/graphql';
  return status === 404 ? '(not found)' : '(static)';
}

/**
 * Gives every request an id (the caller's X-Request-Id when well formed, else a new UUID),
 * sends it back in the same header, runs the rest of the request inside its scope (so every
 * line logged meanwhile carries `reqId`), and logs one line when the answer is done.
 */
export function requestLog(onFinished?: (request: FinishedRequest) => void): RequestHandler {
  return (req, res, next) => {
    const routeTemplate = watchRoute(req);
    const scope = beginRequest(req, res, req.ip, (status) => routeTemplate() ?? unroutedName(req, status), onFinished);
    runInRequest(scope, next);
  };
}

/**
 * What requestLog does for one request, on Node's own request and response (the GraphQL path
 * that skips Express, graphql-http.ts): the id, its header, and the line and metrics when the
 * answer is done. The caller runs the request in the returned scope.
 */
export function beginRequest(
  req: IncomingMessage,
  res: ServerResponse,
  address: string | undefined,
  routeOf: (status: number) => string,
  onFinished?: (request: FinishedRequest) => void,
): RequestScope {
  const started = process.hrtime.bigint();
  const offered = req.headers['x-request-id'];
  const scope: RequestScope = {
    id: typeof offered === 'string' && WELL_FORMED_ID.test(offered) ? offered : randomUUID(),
    address,
  };
  res.setHeader(REQUEST_ID_HEADER, scope.id);
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const status = res.statusCode;
    const route = routeOf(status);
    const method = req.method ?? 'GET';
    onFinished?.({ method, route, status, seconds });
    const line = {
      reqId: scope.id,
      method,
      route,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
      ...(scope.userId ? { userId: scope.userId } : {}),
      ...(scope.operation ? { operation: scope.operation } : {}),
      ...(res.writableFinished ? {} : { aborted: true }),
    };
    // A probe's 503 (not ready, shutting down) is its normal answer, not an error.
    const level = PROBES.has(route) ? 'debug' : status >= 500 ? 'error' : 'info';
    logRequestLine(level, line);
  });
  return scope;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import querystring from 'node:querystring';
import etag from 'etag';
import fresh from 'fresh';
import type { RequestHandler } from 'express';
import type { Services } from '../services/index.js';
import type { RequestContext } from '../services/accounts/viewer.js';
import { DomainError } from '../services/errors.js';
import type { ShopCaches } from '../ssr/caches.js';
import { productDetail, productListing, productReadText } from '../rest/products.js';
import { domainErrorBody, httpStatusOf, INTERNAL_ERROR_BODY } from '../rest/errors.js';
import type { FinishedRequest } from '../ops/request-log.js';
import { logger } from '../telemetry/logger.js';
import { viewerOf } from './middleware/request-identity.js';
import type { ShopOrigin } from './middleware/shop-origin.js';
import { MAX_URL_CHARACTERS } from './middleware/oversized-requests.js';
import { urlProblem } from './middleware/text-guard.js';
import { BUSY_BODY, takeTurn, type DatabaseGate } from './middleware/request-gate.js';
import { answerWithoutExpress } from './without-express.js';

/**
 * `/api/products` with its query, or `/api/products/id/{id}` with an id of plain characters, as the
 * storefront and clients write them. Other spellings (a trailing slash, capitals, escapes in the
 * id) are Express's, which answers them as it always has.
 */
const PRODUCT_READ = /^\/api\/products(?:\/id\/([A-Za-z0-9_-]{1,64}))?(?:\?(.*))?$/s;

export interface ProductReadsHttpOptions {
  services: Services;
  caches: ShopCaches | null;
  shopOrigin: ShopOrigin;
  /** The embedded database's gate (restGate's), or null on PostgreSQL. */
  gate: DatabaseGate | null;
  /** The compressor every answer goes through (ssr/storefront-files.ts's compress). */
  compress: RequestHandler;
  /** The client's address as Express's `req.ip` works it out (TRUST_PROXY's rules; clientAddressOf). */
  addressOf: (req: IncomingMessage) => string | undefined;
  onFinished?: (request: FinishedRequest) => void;
}

/**
 * The REST facade's two catalog reads without Express (decision 055), as GraphQL's POSTs are
 * (graphql-http.ts, decision 054): Express's request handling cost more CPU than the rest of a
 * product read. A GET of exactly `/api/products?…` or `/api/products/id/{id}` with no body is
 * answered here with the steps Express ran for it, in the same order: the request id and log line
 * (under the same route names), the security headers, compression, the address's checks, the
 * gate's turn on the embedded database, the caller from the token, the same read and read cache
 * (rest/products.ts), and Express's answer to the byte: JSON, its length, its weak ETag and a 304
 * when the client already has it. Errors are answered in the REST shape restErrors gives them.
 * Anything else returns false and goes to Express. Behind trusted proxies (TRUST_PROXY) the client's address
 * is worked out by Express's rules (clientAddressOf).
 */
export function productReadsHttp(
  options: ProductReadsHttpOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { compress, addressOf, onFinished } = options;
  return (req, res) => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    if (!url.startsWith('/api/products') || url.length > MAX_URL_CHARACTERS) return false;
    const match = PRODUCT_READ.exec(url);
    if (!match || req.headers['content-length'] !== undefined || req.headers['transfer-encoding']) return false;
    if (urlProblem(url)) return false;
    const id = match[1];
    const route = id === undefined ? '/api/products' : '/api/products/id/:id';
    const address = addressOf(req);
    answerWithoutExpress(
      req,
      res,
      { address, route, compress, onFinished },
      () => answer(req, res, options, { url, id, search: match[2] ?? '', address }),
      (error) => failed(req, res, error),
    );
    return true;
  };
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  options: ProductReadsHttpOptions,
  read: { url: string; id: string | undefined; search: string; address: string | undefined },
): Promise<void> {
  const { services, caches, shopOrigin, gate } = options;
  const { url, id, search, address } = read;
  if (gate) {
    if (!(await takeTurn(gate, res, () => send(req, res, JSON.stringify(BUSY_BODY))))) return;
  }
  const rc: RequestContext = {
    viewer: await viewerOf(req, services),
    clientAddress: address,
    origin: shopOrigin.of(req),
  };
  const { text, cache } = await productReadText(caches, url, () =>
    id === undefined ? productListing(services, rc, querystring.parse(search)) : productDetail(services, rc, id),
  );
  if (cache) res.setHeader('x-catalog-cache', cache);
  send(req, res, text);
}

/**
 * Express's `res.type('json').send(text)`: the type, the length, a weak ETag of the body, and 304
 * without a body when the client's If-None-Match (or If-Modified-Since) says it has this answer.
 */
function send(req: IncomingMessage, res: ServerResponse, text: string): void {
  const body = Buffer.from(text, 'utf8');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  const tag = etag(body, { weak: true });
  res.setHeader('ETag', tag);
  const status = res.statusCode;
  if (status >= 200 && status < 300 && fresh(req.headers, { etag: tag })) {
    res.statusCode = 304;
    res.removeHeader('Content-Type');
    res.removeHeader('Content-Length');
    res.end();
    return;
  }
  res.end(body);
}

/** restErrors's answers: a domain error's status and shape, anything else logged and hidden (500). */
function failed(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (error instanceof DomainError) {
    if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.statusCode = httpStatusOf[error.code];
    send(req, res, JSON.stringify(domainErrorBody(error)));
    return;
  }
  // The address is left out: a query string can carry a payment callback's signature.
  logger.error({ component: 'rest', method: req.method, err: error }, 'unexpected error');
  res.statusCode = 500;
  send(req, res, JSON.stringify(INTERNAL_ERROR_BODY));
}

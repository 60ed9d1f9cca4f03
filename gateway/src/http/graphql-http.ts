import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { RequestHandler } from 'express';
import type { Context } from '../../../schema/context.js';
import type { FinishedRequest } from '../ops/request-log.js';
import { logger } from '../telemetry/logger.js';
import { INTERNAL_ERROR_BODY } from '../rest/errors.js';
import { findBadText } from './middleware/text-guard.js';
import { BODY_NOT_JSON } from './middleware/edge-errors.js';
import { answerWithoutExpress } from './without-express.js';

/** The JSON body limit (100 kB), for /graphql and the REST facade, on either path. */
export const GRAPHQL_BODY_LIMIT = 100 * 1024;

/** `application/json`, with no charset or UTF-8's: what the path below reads itself. */
const PLAIN_JSON = /^application\/json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

export interface GraphqlHttpOptions {
  apollo: ApolloServer<Context>;
  /** The request's GraphQL context, from Node's own request and the client's address (context.ts's graphqlContext). */
  context: (req: IncomingMessage, res: ServerResponse, address: string | undefined) => Promise<Context>;
  /** The compressor every answer goes through (ssr/storefront-files.ts's compress). */
  compress: RequestHandler;
  /** The client's address as Express's `req.ip` works it out (TRUST_PROXY's rules; clientAddressOf). */
  addressOf: (req: IncomingMessage) => string | undefined;
  onFinished?: (request: FinishedRequest) => void;
}

/**
 * GraphQL's POST requests without Express (decision 054). Express's request handling (its router,
 * and the prototypes it swaps onto Node's request and response, which slow every later use of
 * them) cost more CPU than the rest of a product read: 0.25–0.45 ms of about 0.9 ms on a 2-core
 * machine. A POST to exactly `/graphql` with a JSON body of known length within the limit is
 * answered here with the same steps Express ran for it, in the same order: the request id and
 * log line, the security headers, compression, the body's checks (strict JSON, text PostgreSQL can
 * store) and Apollo Server, which runs every plugin as before. Anything else (another address, a
 * GET, a form, a body with no length, one over the limit or compressed, another charset) returns
 * false and goes to Express, which answers it as it always has, refusals included.
 */
export function graphqlHttp(options: GraphqlHttpOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { apollo, context, compress, addressOf, onFinished } = options;
  return (req, res) => {
    if (req.method !== 'POST' || req.url !== '/graphql') return false;
    const type = req.headers['content-type'];
    const length = req.headers['content-length'];
    if (!type || !PLAIN_JSON.test(type) || !length || req.headers['content-encoding']) return false;
    if (req.headers['transfer-encoding'] || !/^\d{1,9}$/.test(length) || Number(length) > GRAPHQL_BODY_LIMIT) {
      return false;
    }
    const address = addressOf(req);
    answerWithoutExpress(
      req,
      res,
      { address, route: '/graphql', compress, onFinished },
      () => answer(req, res, apollo, () => context(req, res, address)),
      (error) => failed(res, error),
    );
    return true;
  };
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  apollo: ApolloServer<Context>,
  context: () => Promise<Context>,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  // As express.json reads a body: empty is {}, and only an object or an array is JSON here.
  let body: unknown = {};
  if (text.trim()) {
    if (!/^[\s]*[[{]/.test(text)) return refuse(res, 400, BODY_NOT_JSON, 'BAD_REQUEST');
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(res, 400, BODY_NOT_JSON, 'BAD_REQUEST');
    }
  }
  const found = findBadText(body, 'body');
  if (found) return refuse(res, 400, `${found.where} ${found.problem}`, 'BAD_USER_INPUT');

  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const result = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method: 'POST', headers, search: '', body },
    context,
  });
  for (const [name, value] of result.headers) res.setHeader(name, value);
  res.statusCode = result.status ?? 200;
  if (result.body.kind === 'complete') {
    res.end(result.body.string);
    return;
  }
  for await (const chunk of result.body.asyncIterator) res.write(chunk);
  res.end();
}

/** An edge refusal, in GraphQL's shape, as jsonErrors words it on /graphql. */
function refuse(res: ServerResponse, status: number, message: string, code: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

/** Anything unexpected: logged, and answered without its details, as jsonErrors answers it. */
function failed(res: ServerResponse, error: unknown): void {
  logger.error({ component: 'http', method: 'POST', err: error }, 'unexpected error');
  refuse(res, 500, INTERNAL_ERROR_BODY.message, 'INTERNAL_SERVER_ERROR');
}

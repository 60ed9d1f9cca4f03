import fs from 'node:fs';
import path from 'node:path';
import type { ErrorRequestHandler, Request } from 'express';
import { DomainError } from '../services/errors.js';
import { httpStatusOf, INTERNAL_ERROR_BODY, sendDomainError } from '../rest/errors.js';
import { graphqlExtensionsOf } from '../graphql/errors.js';
import { BODY_NOT_JSON, EdgeError } from './middleware/edge-errors.js';
import { logger } from '../telemetry/logger.js';

const isGraphQL = (req: Request) => req.path === '/graphql' || req.path.startsWith('/graphql/');
/** Paths a browser navigates to (the storefront's pages), as opposed to the API and files. */
const isPageRoute = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  !/^\/(api|auth|graphql|images|health)(\/|$)/.test(req.path) &&
  req.accepts(['json', 'html']) === 'html';

function described(error: unknown): { status: number; message: string; code: string } | null {
  if (error instanceof EdgeError) return { status: error.status, message: error.message, code: error.code };
  // body-parser and Express's own errors carry an HTTP status; their messages are safe but terse.
  const { status, type } = error as { status?: unknown; type?: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const messages: Record<string, string> = {
    'entity.parse.failed': BODY_NOT_JSON,
    'entity.too.large': 'The request body is too large (at most 100 kB)',
    'charset.unsupported': 'The request body must be UTF-8',
    'encoding.unsupported': 'The request body has an unsupported Content-Encoding',
    'request.aborted': 'The request was aborted',
  };
  const message =
    (typeof type === 'string' && messages[type]) ||
    (error instanceof URIError ? 'The address is not valid' : 'Bad request');
  return { status, message, code: status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST' };
}

/**
 * The last error handler: every error answers JSON without stack or paths — GraphQL's shape on
 * /graphql, `{ error, message }` elsewhere — or, for a page a browser asked for, the
 * storefront's page (which shows its not-found screen). Unexpected errors are logged here only.
 */
export function jsonErrors(storefrontDist: string): ErrorRequestHandler {
  const indexHtml = path.join(storefrontDist, 'index.html');
  return (error, req, res, _next) => {
    if (res.headersSent) {
      res.end();
      return;
    }
    if (error instanceof DomainError) {
      if (!isGraphQL(req)) return sendDomainError(res, error);
      res
        .status(httpStatusOf[error.code])
        .json({ errors: [{ message: error.message, extensions: graphqlExtensionsOf(error) }] });
      return;
    }
    const known = described(error);
    if (!known) logger.error({ component: 'http', method: req.method, err: error }, 'unexpected error');
    const status = known?.status ?? 500;
    const message = known?.message ?? INTERNAL_ERROR_BODY.message;
    const code = known?.code ?? 'INTERNAL_SERVER_ERROR';
    if (isGraphQL(req)) {
      res.status(status).json({ errors: [{ message, extensions: { code } }] });
    } else if (known && isPageRoute(req) && fs.existsSync(indexHtml)) {
      res.status(404).sendFile(indexHtml);
    } else {
      res.status(status).json({ error: known ? message : 'internal_error', message, code });
    }
  };
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { beginRequest, type FinishedRequest } from '../ops/request-log.js';
import { runInRequest } from '../telemetry/request-scope.js';
import { setSecurityHeaders } from './middleware/security-headers.js';

/** How a request answered from Node's listener is logged and compressed. */
export interface WithoutExpress {
  /** The client's address as Express's `req.ip` works it out (clientAddressOf). */
  address: string | undefined;
  /** The route name for the log line and the metrics, as Express's routes name it. */
  route: string;
  /** The compressor every answer goes through (ssr/storefront-files.ts's compress). */
  compress: RequestHandler;
  onFinished?: (request: FinishedRequest) => void;
}

/**
 * The steps Express runs first for every request, for one answered from Node's own listener
 * (graphql-http.ts, product-reads-http.ts; decisions 054 and 055): the request id and log line,
 * the security headers, compression; then `answer` inside the request's scope. An error it throws
 * goes to `failed`, unless the answer is already under way or the client has gone, when the
 * response is only ended: nothing can be said to it any more.
 */
export function answerWithoutExpress(
  req: IncomingMessage,
  res: ServerResponse,
  how: WithoutExpress,
  answer: () => Promise<void>,
  failed: (error: unknown) => void,
): void {
  const scope = beginRequest(req, res, how.address, () => how.route, how.onFinished);
  runInRequest(scope, () => {
    setSecurityHeaders(res);
    how.compress(req as never, res as never, () => {
      answer().catch((error: unknown) => {
        if (res.headersSent || !res.socket || res.socket.destroyed) {
          if (!res.writableEnded) res.destroy();
          return;
        }
        failed(error);
      });
    });
  });
}

import type { RequestHandler, Response } from 'express';
import type { Services } from '../services/index.js';
import type { RequestContext } from '../services/accounts/viewer.js';
import { originOf, viewerOf } from '../http/middleware/request-identity.js';

/**
 * Resolves the caller once per REST request; handlers read it with requestContext(res).
 * `ignoreToken` is for /auth: sign-in must work even when the client still sends an expired
 * token (the spec's client keeps it in storage after a failed profile load).
 */
export function withRequestContext(services: Services, options: { ignoreToken?: boolean } = {}): RequestHandler {
  return async (req, res, next) => {
    try {
      const viewer = options.ignoreToken ? null : await viewerOf(req, services);
      const rc: RequestContext = { viewer, clientAddress: req.ip, origin: originOf(req) };
      res.locals.rc = rc;
    } catch (error) {
      // A bad token: the error handler answers 401 { error, message }.
      next(error);
      return;
    }
    next();
  };
}

export function requestContext(res: Response): RequestContext {
  return res.locals.rc as RequestContext;
}

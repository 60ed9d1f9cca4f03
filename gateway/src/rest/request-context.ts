import type { RequestHandler, Response } from 'express';
import type { Services } from '../services/index.js';
import type { RequestContext } from '../services/viewer.js';
import { viewerOf } from '../context.js';

/** Resolves the caller once per REST request; handlers read it with requestContext(res). */
export function withRequestContext(services: Services): RequestHandler {
  return async (req, res, next) => {
    const rc: RequestContext = { viewer: await viewerOf(req, services) };
    res.locals.rc = rc;
    next();
  };
}

export function requestContext(res: Response): RequestContext {
  return res.locals.rc as RequestContext;
}

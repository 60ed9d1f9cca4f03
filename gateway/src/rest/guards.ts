import type { RequestHandler } from 'express';
import type { Viewer } from '../services/accounts/viewer.js';
import { forbidden, unauthenticated } from '../services/errors.js';
import { requestContext } from './request-context.js';

/**
 * The REST twin of Pothos authScopes: declared on a route (or a whole router) so a handler never
 * runs for the wrong caller. Visitors get 401, signed-in users without the role 403, both as the
 * usual JSON `{ error, message, code }`. Services check again.
 */
export const requireSignedIn: RequestHandler = (_req, res, next) => {
  next(requestContext(res)?.viewer ? undefined : unauthenticated());
};

export function requireRole(role: Viewer['role']): RequestHandler {
  return (_req, res, next) => {
    const viewer = requestContext(res)?.viewer;
    if (!viewer) return next(unauthenticated());
    next(viewer.role === role ? undefined : forbidden());
  };
}

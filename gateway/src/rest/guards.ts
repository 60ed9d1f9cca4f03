import type { RequestHandler } from 'express';
import type { Viewer } from '../services/accounts/viewer.js';
import { forbidden, unauthenticated } from '../services/errors.js';
import { holds, missingPermission, type Permission } from '../services/accounts/permissions.js';
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

/**
 * A back-office route's permission (services/accounts/permissions.ts): visitors 401, customers 403,
 * staff without it 403 naming it. Without a declared permission (undefined) only owners pass.
 */
export function requirePermission(permission: Permission | undefined): RequestHandler {
  return (_req, res, next) => {
    const viewer = requestContext(res)?.viewer;
    if (!viewer) return next(unauthenticated());
    if (viewer.role !== 'ADMIN') return next(forbidden());
    if (!permission)
      return next(viewer.permissions ? forbidden('This route declares no permission: owners only') : undefined);
    next(holds(viewer, permission) ? undefined : missingPermission(permission));
  };
}

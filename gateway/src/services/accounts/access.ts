import { forbidden } from '../errors.js';
import { signedIn } from './viewer.js';
import type { RequestContext, Viewer } from './viewer.js';

/**
 * The signed-in ADMIN, or UNAUTHENTICATED (visitor) / FORBIDDEN (customer). Every back-office
 * service method starts with it: the API edge declares the same (authScopes, requireRole), and
 * the service checks again so no new entry point can forget it.
 */
export function requireAdmin(rc: RequestContext): Viewer {
  const viewer = signedIn(rc);
  if (viewer.role !== 'ADMIN') throw forbidden();
  return viewer;
}

import { forbidden } from '../errors.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext, Viewer } from '../accounts/viewer.js';

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

/** A search box's text: trimmed, at most 200 characters; empty means no search. */
export function searchText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text ? text.slice(0, 200) : null;
}

/**
 * A search's text for Prisma's `contains`, which puts it between LIKE's `%…%` as it is: its `%`,
 * `_` and `\` escaped, so they match themselves ("50%" is not "50 and anything").
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

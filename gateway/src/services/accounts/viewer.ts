import { unauthenticated } from '../errors.js';

/** Who is making a request, as proven by a valid token; null for a visitor. */
export interface Viewer {
  id: string;
  role: 'CUSTOMER' | 'ADMIN';
  /** The session the request's token belongs to (logout ends it). */
  sessionId?: string;
  /** A back-office account's permissions, read from its role; unset for an owner (all of them). */
  permissions?: readonly string[];
}

/** What every service method receives first: the caller, for authorization and ownership checks. */
export interface RequestContext {
  viewer: Viewer | null;
  /** The caller's network address, for throttling password work. */
  clientAddress?: string;
  /** Where the request came to (`http://host:port`), for links that must lead back here (payment callbacks). */
  origin?: string;
}

/** The signed-in viewer, or UNAUTHENTICATED: services check again what the API edge declared. */
export function signedIn(rc: RequestContext): Viewer {
  if (!rc.viewer) throw unauthenticated();
  return rc.viewer;
}

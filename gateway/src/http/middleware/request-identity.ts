// Who a request is and where it came to: the viewer its token proves and the shop's address for
// links written while answering it. Read by every edge (GraphQL's context, REST, the pages).
import type { IncomingHttpHeaders } from 'node:http';
import type { Request } from 'express';
import type { Services } from '../../services/index.js';
import type { Viewer } from '../../services/accounts/viewer.js';
import { noteRequestUser } from '../../telemetry/request-scope.js';
import type { ShopOrigin } from './shop-origin.js';

/** Reads the bearer token of a request, if any. */
function bearerToken(req: { headers: IncomingHttpHeaders }): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The viewer a request proves with its token. A request without a token is a visitor.
 * A bad token (tampered, expired, unknown user) is refused with UNAUTHENTICATED rather than
 * treated as a visitor, so the client learns its session is over and signs out.
 * "Bearer null" / "Bearer undefined" are what a client sends when its storage is empty: a visitor.
 */
export async function viewerOf(req: { headers: IncomingHttpHeaders }, services: Services): Promise<Viewer | null> {
  const token = bearerToken(req);
  if (!token || token === 'null' || token === 'undefined') return null;
  const viewer = await services.auth.viewerForToken(token);
  noteRequestUser(viewer?.id);
  return viewer;
}

/**
 * The shop's address for links written while answering this request (mails, payment callbacks,
 * canonical links): PUBLIC_URL, else the request's address only when it is one of the shop's own
 * (shop-origin.ts) — never a Host or forwarded header as the client sent it.
 */
export function originOf(req: Request): string {
  const origin = req.app.locals.shopOrigin as ShopOrigin | undefined;
  return origin?.of(req) ?? 'http://localhost';
}

import helmet from 'helmet';
import type { Request, RequestHandler, Response } from 'express';

// The shop page needs only its own origin: scripts and styles from the built bundle, images
// drawn by the gateway, API calls to itself. Mantine writes <style> elements and style
// attributes at run time, hence 'unsafe-inline' for styles only; scripts stay strict, so an
// injected <script> or on* attribute does not run (the sign-in token lives in localStorage).
const shopDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The shop is often reached over plain HTTP on a LAN address; upgrading would break it there.
  upgradeInsecureRequests: null,
};

/**
 * Security headers on every response (helmet): the shop's CSP, nosniff, no framing
 * (frame-ancestors and X-Frame-Options), Referrer-Policy and COOP. HSTS is left to the TLS
 * proxy in front of the shop, which knows whether HTTPS is really in use.
 */
const helmetHeaders: RequestHandler = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: shopDirectives },
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
});

/**
 * The headers helmet sets with this configuration, read once: they depend on nothing in the
 * request (no nonces), and running helmet's thirteen middlewares on every request cost about 3 %
 * of a busy process's CPU.
 */
function headersOf(handler: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let done = false;
  handler({ headers: {} } as Request, res as unknown as Response, () => (done = true));
  if (!done) throw new Error('helmet did not set its headers at once');
  return headers;
}

const SECURITY_HEADERS = headersOf(helmetHeaders);

/** The headers, on any response (Express's or Node's own: graphql-http.ts). */
export function setSecurityHeaders(res: { setHeader(name: string, value: string): unknown }): void {
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
}

export const securityHeaders: RequestHandler = (_req, res, next) => {
  setSecurityHeaders(res);
  next();
};

/**
 * The GraphQL explorer's own policy: GraphiQL's editor (Monaco) starts web workers from blob:
 * URLs and loads its fonts as data:, which the shop page never needs.
 */
export const explorerPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Drawn SVGs opened directly: no script, no subresources, a sandbox, only their own inline styles. */
export const svgPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The home page draft's preview page: the back office shows it in a frame of its own origin. */
const PREVIEW_PATH = '/preview/home';

/**
 * Lets the shop's own pages frame the home page preview (frame-ancestors 'self', X-Frame-Options
 * SAMEORIGIN); every other page stays unframeable. Runs after `securityHeaders`.
 */
export const framedBySelf: RequestHandler = (req, res, next) => {
  if (req.path === PREVIEW_PATH) {
    const policy = String(res.getHeader('Content-Security-Policy') ?? '');
    res.setHeader('Content-Security-Policy', policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"));
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  }
  next();
};

import type { Request, RequestHandler, Response } from 'express';
import type { Context } from '../../../schema/context.js';
import type { CatalogReads } from './in-process-graphql.js';
import type { ExecuteGraphQL, Renderer } from './renderer.js';
import type { CachedPage, ShopCaches } from './caches.js';
import { logger } from '../telemetry/logger.js';
import { clientGone, DatabaseGate, type Release } from '../http/middleware/request-gate.js';
import { shopTimeZone } from '../services/shop-time.js';

export interface PagesOptions {
  renderer: Renderer;
  /** Executes a page's queries in this process, for a visitor. */
  execute: (context: Context, reads?: CatalogReads) => ExecuteGraphQL;
  /** The GraphQL context of a visitor's request (no viewer). */
  contextFor: (req: Request) => Context;
  /** PUBLIC_URL, else the address the request came to. */
  originFor: (req: Request) => string;
  caches: ShopCaches | null;
  /** Renders at once in this process, and how long one waits for its turn (RENDER_LIMIT). */
  renderLimit?: { concurrency: number; maxWaitMs: number };
}

/**
 * Two renders at a time: a render is CPU work on the one event loop (about a quarter of a second
 * for the home page on a small machine), so more at once only makes each slower, until none
 * finishes and memory grows. The others wait in line; one that waited ten seconds gets the page
 * the browser renders by itself.
 */
const RENDER_LIMIT = { concurrency: 2, maxWaitMs: 10_000 };

/**
 * Every page address a browser asks for: the storefront rendered on the server. The document's
 * head goes out first (the browser starts fetching CSS, code and the largest image while the app's
 * HTML is rendered), then the app's HTML as React streams it, then the cache the browser's client
 * starts from. Pages are kept per address for visitors to come, at the catalog version they were
 * rendered at (caches.ts); a page whose data failed to load is not kept. Visitors who ask for an
 * address while it is being rendered for the cache wait for that render and get its HTML, so a
 * page that has just expired is rendered once, not once per visitor arriving meanwhile.
 */
export function storefrontPages(options: PagesOptions): RequestHandler {
  const { renderer, caches } = options;
  /** Renders under way for the cache, by catalog version and address: the page, or null if not kept. */
  const rendering = new Map<string, Promise<CachedPage | null>>();
  // The same line a request waits in for the embedded database, here for the CPU.
  const turns = new DatabaseGate(options.renderLimit ?? RENDER_LIMIT);
  return async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const origin = options.originFor(req);
    // The origin is part of the key: a page rendered for one origin never answers another.
    const key = `${origin}${req.originalUrl}`;
    /** Ends this request's part in a render for the cache: whoever waits for it stops waiting. */
    let settle: (page: CachedPage | null) => void = () => undefined;
    let turn: Release | null = null;
    try {
      const version = caches ? await caches.version.current() : '';
      if (clientGone(res)) return;
      const flight = `${version} ${key}`;
      const cached = caches?.pages.get(key, version) ?? (rendering.has(flight) ? await rendering.get(flight) : null);
      if (cached) return sendPage(res, cached, 'hit');
      if (caches) {
        let resolve: (page: CachedPage | null) => void = () => undefined;
        const promise = new Promise<CachedPage | null>((r) => (resolve = r));
        rendering.set(flight, promise);
        settle = (page) => {
          if (rendering.get(flight) === promise) rendering.delete(flight);
          resolve(page);
        };
      }
      turn = await turns.enter(res);
      if (!turn) {
        // The client has gone: nothing is rendered for it.
        if (clientGone(res) || res.writableEnded) return;
        // Too many renders waiting: the browser renders this one; a crawler is told to come back.
        const template = await renderer.template(req.originalUrl);
        res.set('Retry-After', '5');
        return sendPage(res, { status: 503, html: template.browserPage });
      }
      const reads = caches ? { cache: caches.reads, version } : undefined;
      const result = await renderer.render({
        url: req.originalUrl,
        origin,
        execute: options.execute(options.contextFor(req), reads),
        timeZone: shopTimeZone(),
      });
      const template = await renderer.template(req.originalUrl);
      if (result.kind === 'redirect') return res.redirect(result.status, result.location);
      if (result.kind === 'browser') return sendPage(res, { status: 200, html: template.browserPage });

      res.status(result.status).type('html').set('Cache-Control', 'no-cache');
      if (caches) res.set('X-Page-Cache', 'miss');
      const parts: Buffer[] = [Buffer.from(template.headStart(result.head, result.modules))];
      res.write(parts[0]);
      (res as Response & { flush?: () => void }).flush?.();
      // The whole app's HTML (React hands it over once every part is ready), its style elements
      // moved into the head, which is still open.
      const chunks: Buffer[] = [];
      for await (const chunk of await result.body()) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array));
      }
      const { styles, html } = hoistStyles(Buffer.concat(chunks).toString('utf8'));
      parts.push(Buffer.from(`${styles}${template.bodyStart()}${html}`));
      res.write(parts.at(-1));
      parts.push(Buffer.from(template.end(result.state())));
      res.end(parts.at(-1));
      if (caches && result.cacheable && (result.status === 200 || result.status === 404)) {
        const page = { status: result.status, html: Buffer.concat(parts).toString('utf8') };
        caches.pages.set(key, version, page);
        settle(page);
      }
    } catch (error) {
      // A client that hung up mid-page is not a failure of the shop.
      if (clientGone(res) && !res.writableEnded) return;
      logger.error({ err: error, path: req.path }, 'rendering a page failed');
      if (res.headersSent) return res.end();
      // The browser can still render the page by itself; a crawler is told to come back.
      const template = await renderer.template(req.originalUrl);
      res.set('Retry-After', '5');
      sendPage(res, { status: 503, html: template.browserPage });
    } finally {
      // Sent and kept, not kept, failed or abandoned: the render slot is given back and nobody waits
      // for a render that will not be kept (they render it themselves).
      turn?.();
      settle(null);
    }
  };
}

function sendPage(res: Response, page: CachedPage, cache?: 'hit'): void {
  if (cache) res.set('X-Page-Cache', cache);
  // Revalidated every time: Express answers 304 when the ETag of the same HTML matches.
  res.status(page.status).type('html').set('Cache-Control', 'no-cache').send(page.html);
}

/** The style resources React writes at the start of a page's HTML (<style data-precedence …>). */
const STYLE_RESOURCE = /<style data-precedence="[^"]*"[^>]*>[\s\S]*?<\/style>/g;

/**
 * The app's HTML without its style resources, and those as one string for the document's head:
 * HTML allows <style> only there. The browser's React finds them by their data-href wherever they are.
 */
export function hoistStyles(body: string): { styles: string; html: string } {
  const styles: string[] = [];
  const html = body.replace(STYLE_RESOURCE, (style) => {
    styles.push(style);
    return '';
  });
  return { styles: styles.join(''), html };
}

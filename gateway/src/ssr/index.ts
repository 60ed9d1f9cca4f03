import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { PrismaClient } from '../db/generated/client/client.js';
import type { Services } from '../services/index.js';
import { originOf } from '../http/middleware/request-identity.js';
import { storefrontFiles } from './storefront-files.js';
import { repoRoot, storefrontDist, storefrontServerEntry } from '../boot/paths.js';
import type { ShopCaches } from './caches.js';
import { devPagePolicy, devStorefront } from './dev.js';
import { inProcessGraphQL } from './in-process-graphql.js';
import { storefrontPages } from './pages.js';
import { builtRenderer, type Renderer } from './renderer.js';
import { seoFiles } from './seo-files.js';
import { BUSY_MESSAGE, waitForTurn, type DatabaseGate } from '../http/middleware/request-gate.js';

export interface StorefrontOptions {
  schema: GraphQLSchema;
  prisma: PrismaClient;
  services: Services;
  caches: ShopCaches | null;
  /** The embedded database's wait bound (PGlite), which rendering a page waits behind too. */
  gate?: DatabaseGate | null;
  /** `npm run dev`: Vite in middleware mode on this server, pages rendered from the sources. */
  dev?: { server: http.Server };
}

/**
 * The storefront on the gateway: robots.txt and the sitemap, the built files (or Vite in
 * development), and every page address rendered on the server. Without a server build (an API-only
 * start, or an old build) pages fall back to the page the browser renders by itself.
 */
export async function storefront(options: StorefrontOptions): Promise<{ router: Router; close(): Promise<void> }> {
  const router = Router();
  // PUBLIC_URL, else an address of the shop's own: canonical links, previews and the sitemap.
  const originFor = originOf;
  if (options.gate) router.get(['/sitemap.xml', /^\/sitemap-\d+\.xml$/], pageTurn(options.gate));
  router.use(seoFiles({ prisma: options.prisma, services: options.services, originFor, caches: options.caches }));

  let renderer: Renderer | null;
  let close = async () => undefined as void;
  if (options.dev) {
    const dev = await devStorefront(path.join(repoRoot, 'storefront'), options.dev.server);
    router.use(dev.middlewares);
    router.use((req, res, next) => {
      if (req.accepts('html')) res.set('Content-Security-Policy', devPagePolicy);
      next();
    });
    renderer = dev.renderer;
    close = dev.close;
  } else {
    renderer = await builtRenderer(storefrontDist, storefrontServerEntry);
  }

  const execute = inProcessGraphQL(options.schema);
  const rendered = renderer
    ? storefrontPages({
        renderer,
        execute,
        originFor,
        caches: options.caches,
        contextFor: (req) => ({
          viewer: null,
          clientAddress: req.ip,
          origin: originOf(req),
          prisma: options.prisma,
          services: options.services,
        }),
      })
    : undefined;
  const turn = options.gate ? pageTurn(options.gate) : null;
  const pages: RequestHandler | undefined =
    rendered && turn ? (req, res, next) => turn(req, res, () => rendered(req, res, next)) : rendered;
  if (options.dev) router.get('/{*splat}', pages!);
  else if (fs.existsSync(path.join(storefrontDist, 'index.html'))) router.use(storefrontFiles(storefrontDist, pages));
  return { router, close };
}

/**
 * A page or the sitemap reads the database (the catalog version at least, even for a cached page),
 * so on PGlite it waits for its turn like an API request; one that could not start within the wait
 * bound is a short page saying so.
 */
const pageTurn = (gate: DatabaseGate) =>
  waitForTurn(gate, (res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Busy</title><p>${BUSY_MESSAGE}</p>`);
  });

import { Router, type Request, type Response } from 'express';
import type { Services } from '../services/index.js';
import type { RequestContext } from '../services/accounts/viewer.js';
import type { ShopCaches } from '../ssr/caches.js';
import { requestContext } from './request-context.js';
import { listingInput } from './product-params.js';
import { REST_PRODUCT_JSON } from './product-json.js';

/** A product read's JSON text, and whether the read cache held it (absent with the caches off). */
export interface ProductReadText {
  text: string;
  cache?: 'hit' | 'miss';
}

/**
 * GET /api/products's answer for a parsed query string, as JSON text: `{ content, totalPages,
 * totalElements }`, the products written by the database in REST's shape (product-json.ts).
 */
export async function productListing(
  services: Services,
  rc: RequestContext,
  query: Record<string, unknown>,
): Promise<string> {
  const page = await services.catalog.listProductsText(rc, listingInput(query), REST_PRODUCT_JSON);
  return `{"content":${page.contentText},"totalPages":${page.totalPages},"totalElements":${page.totalElements}}`;
}

/** GET /api/products/id/{id}'s answer, as JSON text. */
export function productDetail(services: Services, rc: RequestContext, id: string): Promise<string> {
  return services.catalog.getProductText(rc, id, REST_PRODUCT_JSON);
}

/**
 * A product read's JSON, from the shop's read cache when it holds this address (`key`, the path
 * and query as sent) at the catalog's current version (caches.ts). The product shape is the same
 * whoever asks, so a signed-in shopper's read is kept and served too. Errors are thrown before
 * anything is kept. Shared by Express's routes below and the path without Express (product-reads-http.ts).
 */
export async function productReadText(
  caches: ShopCaches | null,
  key: string,
  read: () => Promise<string>,
): Promise<ProductReadText> {
  if (!caches) return { text: await read() };
  const version = await caches.version.current();
  const kept = caches.restReads.get(key, version);
  if (kept !== undefined) return { text: kept, cache: 'hit' };
  const text = await read();
  caches.restReads.set(key, version, text);
  return { text, cache: 'miss' };
}

async function sendRead(caches: ShopCaches | null, req: Request, res: Response, read: () => Promise<string>) {
  const { text, cache } = await productReadText(caches, req.originalUrl, read);
  if (cache) res.set('x-catalog-cache', cache);
  res.type('json').send(text);
}

/** The spec's product calls: GET /api/products and GET /api/products/id/{id}. */
export function productsRouter(services: Services, caches: ShopCaches | null): Router {
  const router = Router();
  router.get('/', (req, res) =>
    sendRead(caches, req, res, () => productListing(services, requestContext(res), req.query)),
  );
  router.get('/id/:id', (req, res) =>
    sendRead(caches, req, res, () => productDetail(services, requestContext(res), req.params.id)),
  );
  return router;
}

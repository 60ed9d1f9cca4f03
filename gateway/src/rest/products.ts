import { Router, type Request, type Response } from 'express';
import type { Services } from '../services/index.js';
import type { ShopCaches } from '../ssr/caches.js';
import { requestContext } from './request-context.js';
import { productExtras, toRestProduct } from './product-shape.js';
import { listingInput } from './product-params.js';

/**
 * Sends a product read's JSON, from the shop's read cache when it holds this address at the
 * catalog's current version (caches.ts). The product shape is the same whoever asks, so a
 * signed-in shopper's read is kept and served too. Errors are thrown before anything is kept.
 */
async function sendRead(caches: ShopCaches | null, req: Request, res: Response, read: () => Promise<unknown>) {
  if (!caches) {
    res.json(await read());
    return;
  }
  const version = await caches.version.current();
  const key = req.originalUrl;
  let text = caches.restReads.get(key, version);
  if (text === undefined) {
    text = JSON.stringify(await read());
    caches.restReads.set(key, version, text);
    res.set('x-catalog-cache', 'miss');
  } else res.set('x-catalog-cache', 'hit');
  res.type('json').send(text);
}

/** The spec's product calls: GET /api/products and GET /api/products/id/{id}. */
export function productsRouter(services: Services, caches: ShopCaches | null): Router {
  const router = Router();
  router.get('/', (req, res) =>
    sendRead(caches, req, res, async () => {
      const page = await services.catalog.listProducts(requestContext(res), listingInput(req.query), productExtras);
      return {
        content: page.content.map(toRestProduct),
        totalPages: page.totalPages,
        totalElements: page.totalElements,
      };
    }),
  );
  router.get('/id/:id', (req, res) =>
    sendRead(caches, req, res, async () =>
      toRestProduct(await services.catalog.getProduct(requestContext(res), req.params.id, productExtras)),
    ),
  );
  return router;
}

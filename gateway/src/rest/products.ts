import { Router } from 'express';
import type { Services } from '../services/index.js';
import { requestContext } from './request-context.js';
import { productExtras, toRestProduct } from './product-shape.js';
import { listingInput } from './product-params.js';

/** The spec's product calls: GET /api/products and GET /api/products/id/{id}. */
export function productsRouter(services: Services): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const page = await services.catalog.listProducts(requestContext(res), listingInput(req.query), productExtras);
    res.json({
      content: page.content.map(toRestProduct),
      totalPages: page.totalPages,
      totalElements: page.totalElements,
    });
  });
  router.get('/id/:id', async (req, res) => {
    const product = await services.catalog.getProduct(requestContext(res), req.params.id, productExtras);
    res.json(toRestProduct(product));
  });
  return router;
}

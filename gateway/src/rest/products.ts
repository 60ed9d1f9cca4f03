import { Router } from 'express';
import type { Services } from '../services/index.js';
import { invalidInput } from '../services/errors.js';
import { requestContext } from './request-context.js';
import { productInclude, toRestProduct } from './product-shape.js';

/** Parses an optional whole-number query parameter, or explains what is wrong with it. */
export function intParam(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) {
    throw invalidInput(`${name} must be a whole number`, name);
  }
  return Number(value);
}

/** The spec's product calls (§7): GET /api/products and GET /api/products/id/{id}. */
export function productsRouter(services: Services): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const page = await services.catalog.listProducts(
      requestContext(res),
      { pageNumber: intParam(req.query.pageNumber, 'pageNumber'), pageSize: intParam(req.query.pageSize, 'pageSize') },
      { include: productInclude },
    );
    res.json({
      content: page.content.map(toRestProduct),
      totalPages: page.totalPages,
      totalElements: page.totalElements,
    });
  });
  router.get('/id/:id', async (req, res) => {
    const product = await services.catalog.getProduct(requestContext(res), req.params.id, { include: productInclude });
    res.json(toRestProduct(product));
  });
  return router;
}

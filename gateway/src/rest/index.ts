import express, { Router } from 'express';
import type { Services } from '../services/index.js';
import type { ShopCaches } from '../ssr/caches.js';
import { restErrors, restNotFound } from './errors.js';
import { productsRouter } from './products.js';
import { authRouter } from './auth.js';
import { usersRouter } from './users.js';
import { withRequestContext } from './request-context.js';
import { cartItemsRouter, cartRouter } from './cart.js';
import { ordersRouter } from './orders.js';
import { paymentsRouter } from './payments.js';
import { ADMIN_BASE, adminRouter } from './admin.js';
import { taxDocumentsRouter } from './tax-documents.js';
import { webhooksRouter } from './webhooks.js';
import { shipmentRouter } from './shipments.js';
import { reviewsRouter } from './reviews.js';
import { deliveryRouter } from './delivery.js';
import { retentionRouter } from './retention.js';
import { photoUploadRouter } from './photos.js';
import { returnsRouter } from './returns.js';
import { grievancesRouter } from './grievances.js';

/** The REST facade for older clients: the spec's paths and JSON shapes, over the services. */
export function restFacade(services: Services, caches: ShopCaches | null = null): Router {
  const router = Router();
  // Before the JSON body and the request context: it reads its own body and resolves its own caller.
  router.use(photoUploadRouter(services));
  router.use('/api', express.json({ limit: '100kb' }), withRequestContext(services));
  router.use('/auth', express.json({ limit: '100kb' }), withRequestContext(services, { ignoreToken: true }));
  router.use('/api/products', productsRouter(services, caches));
  router.use('/auth', authRouter(services));
  router.use('/api/user', usersRouter(services));
  router.use('/api/cart', cartRouter(services));
  router.use('/api/cart_items', cartItemsRouter(services));
  router.use('/api/orders', taxDocumentsRouter(services), shipmentRouter(services), ordersRouter(services));
  router.use('/api/payments', paymentsRouter(services));
  router.use('/api/delivery', deliveryRouter(services));
  router.use('/api/returns', returnsRouter(services));
  router.use('/api/webhooks', webhooksRouter(services));
  router.use(ADMIN_BASE, adminRouter(services));
  router.use('/api', reviewsRouter(services));
  router.use('/api', retentionRouter(services));
  router.use('/api', grievancesRouter(services));
  router.use(['/api', '/auth'], restNotFound);
  router.use(['/api', '/auth'], restErrors);
  return router;
}

import { Router } from 'express';
import type { Services } from '../services/index.js';
import { rupees } from '../services/money.js';
import { priceDropOf } from '../services/retention/retention-rules.js';
import { requireSignedIn } from './guards.js';
import { productInclude, toRestProduct } from './product-shape.js';
import { requestContext } from './request-context.js';

type Body = Record<string, unknown>;
const withProduct = { include: { product: { include: productInclude } } } as const;
const alertProduct = { include: { product: { select: { id: true, title: true, brand: true, imageUrls: true } } } };

/**
 * The wish list and back-in-stock requests for older clients: GET/POST /api/wishlist,
 * DELETE /api/wishlist/{productId}, GET/POST /api/stock-alerts, POST /api/stock-alerts/confirm,
 * DELETE /api/stock-alerts/{id}; consents: GET/PUT /api/consents; POST /api/unsubscribe (one-click). Amounts in rupees, as the rest of the facade.
 */
export function retentionRouter(services: Services): Router {
  const router = Router();

  const toRestItem = (item: Awaited<ReturnType<typeof services.wishlist.list<typeof withProduct>>>[number]) => ({
    _id: item.id,
    productId: item.productId,
    savedAt: item.createdAt,
    savedPrice: rupees(item.savedPrice),
    priceDrop: rupees(priceDropOf(item.savedPrice, item.product.discountedPrice)),
    inStock: item.product.quantity > 0,
    product: toRestProduct(item.product),
  });
  router.get('/wishlist', requireSignedIn, async (_req, res) => {
    res.json((await services.wishlist.list(requestContext(res), withProduct)).map(toRestItem));
  });
  router.post('/wishlist', requireSignedIn, async (req, res) => {
    const body = (req.body ?? {}) as Body;
    res.status(201).json(toRestItem(await services.wishlist.add(requestContext(res), body.productId, withProduct)));
  });
  router.delete('/wishlist/:productId', requireSignedIn, async (req, res) => {
    await services.wishlist.remove(requestContext(res), req.params.productId);
    res.status(204).end();
  });

  router.get('/stock-alerts', requireSignedIn, async (_req, res) => {
    res.json(await services.stockAlerts.list(requestContext(res), alertProduct));
  });
  router.post('/stock-alerts', async (req, res) => {
    const body = (req.body ?? {}) as Body;
    const receipt = await services.stockAlerts.request(
      requestContext(res),
      { productId: body.productId, size: body.size, email: body.email },
      alertProduct,
    );
    // A visitor's request is only accepted until the address is confirmed.
    res.status(receipt.alert ? 201 : 202).json(receipt);
  });
  router.post('/stock-alerts/confirm', async (req, res) => {
    const body = (req.body ?? {}) as Body;
    res.json(await services.stockAlerts.confirm(requestContext(res), body.token));
  });
  router.delete('/stock-alerts/:id', requireSignedIn, async (req, res) => {
    res.json(await services.stockAlerts.cancel(requestContext(res), req.params.id, alertProduct));
  });

  router.get('/consents', requireSignedIn, async (_req, res) => {
    res.json(await services.consents.list(requestContext(res)));
  });
  router.put('/consents', requireSignedIn, async (req, res) => {
    const body = (req.body ?? {}) as Body;
    res.json(await services.consents.set(requestContext(res), body.topic, body.granted, body.source));
  });
  // One-click unsubscribe (RFC 8058): the List-Unsubscribe address a mail app POSTs
  // `List-Unsubscribe=One-Click` to, token in the query (or `{ token }`); no sign-in, only ever unsubscribes.
  router.post('/unsubscribe', async (req, res) => {
    const token = req.query.token ?? ((req.body ?? {}) as Body).token;
    res.json(await services.unsubscribe.unsubscribe(token));
  });
  return router;
}

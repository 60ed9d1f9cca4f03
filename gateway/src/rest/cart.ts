import { Router } from 'express';
import type { Services } from '../services/index.js';
import type { CartDiscount, CartLine, CartView } from '../services/buying/cart.js';
import { invalidInput } from '../services/errors.js';
import { rupees } from '../services/money.js';
import { toRestSize } from './product-shape.js';
import { requestContext } from './request-context.js';

/** A cart line in the spec's REST shape, rupees. */
function toRestCartItem(line: CartLine) {
  const p = line.product;
  return {
    _id: line.id,
    size: line.size,
    quantity: line.quantity,
    price: rupees(line.price),
    discountedPrice: rupees(line.discountedPrice),
    available: line.available,
    couponDiscount: rupees(line.couponDiscount),
    unitPrice: rupees(line.unitPrice),
    previousUnitPrice: rupees(line.previousUnitPrice),
    product: {
      _id: p.id,
      title: p.title,
      brand: p.brand,
      color: p.colour,
      imageUrl: p.imageUrls,
      discountPresent: p.discountPercent,
      price: rupees(p.price),
      discountedPrice: rupees(p.discountedPrice),
      sizes: p.sizes.map(toRestSize),
    },
  };
}

const toRestDiscount = (d: CartDiscount | null) =>
  d && { code: d.code, title: d.title, automatic: d.automatic, amount: rupees(d.amount), delivery: rupees(d.delivery) };

/** The cart in the spec's REST shape: `cartItems` and totals in rupees. */
function toRestCart(cart: CartView) {
  return {
    _id: cart.id,
    cartItems: cart.items.map(toRestCartItem),
    totalPrice: rupees(cart.totalPrice),
    discount: rupees(cart.discount),
    totalDiscountedPrice: rupees(cart.totalDiscountedPrice),
    deliveryCharge: rupees(cart.deliveryCharge),
    freeDeliveryShortfall: rupees(cart.freeDeliveryShortfall),
    totalAmount: rupees(cart.totalAmount),
    totalItem: cart.totalItem,
    notices: cart.notices,
    priceChanges: cart.priceChanges.map((c) => ({
      cartItemId: c.itemId,
      from: rupees(c.from),
      to: rupees(c.to),
      message: c.message,
    })),
    coupon: toRestDiscount(cart.coupon),
    offer: toRestDiscount(cart.offer),
    couponDiscount: rupees(cart.couponDiscount),
    deliveryDiscount: rupees(cart.deliveryDiscount),
    combiningRule: cart.combiningRule,
  };
}

/** REST clients may send the quantity as a numeric string ("3"); the cart service checks the number. */
const quantityOf = (value: unknown): unknown =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;

/**
 * GET /api/cart/, PUT /api/cart/add `{ productId, size }`, PUT /api/cart/coupon `{ code }`,
 * DELETE /api/cart/coupon and PUT /api/cart/acknowledge-prices (each answers the cart).
 */
export function cartRouter(services: Services): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(toRestCart(await services.cart.getCart(requestContext(res))));
  });
  router.put('/add', async (req, res) => {
    const body = (req.body ?? {}) as { productId?: unknown; size?: unknown };
    if (typeof body.productId !== 'string' || !body.productId) throw invalidInput('productId is required', 'productId');
    if (typeof body.size !== 'string' || !body.size) throw invalidInput('size is required', 'size');
    res.json(
      toRestCart(await services.cart.addToCart(requestContext(res), { productId: body.productId, size: body.size })),
    );
  });
  router.put('/coupon', async (req, res) => {
    const code = ((req.body ?? {}) as { code?: unknown }).code;
    res.json(toRestCart(await services.cart.applyCoupon(requestContext(res), code)));
  });
  router.delete('/coupon', async (_req, res) => {
    res.json(toRestCart(await services.cart.removeCoupon(requestContext(res))));
  });
  router.put('/acknowledge-prices', async (_req, res) => {
    res.json(toRestCart(await services.cart.acknowledgePriceChanges(requestContext(res))));
  });
  return router;
}

/** PUT /api/cart_items/{id} `{ quantity }` (answers the updated item) and DELETE /api/cart_items/{id}. */
export function cartItemsRouter(services: Services): Router {
  const router = Router();
  router.put('/:id', async (req, res) => {
    const quantity = quantityOf((req.body ?? {}).quantity);
    const cart = await services.cart.updateCartItem(requestContext(res), req.params.id, quantity);
    const line = cart.items.find((i) => i.id === req.params.id);
    res.json(line ? toRestCartItem(line) : toRestCart(cart));
  });
  router.delete('/:id', async (req, res) => {
    const cart = await services.cart.removeCartItem(requestContext(res), req.params.id);
    res.json({ _id: req.params.id, message: 'Cart item removed', cart: toRestCart(cart) });
  });
  return router;
}

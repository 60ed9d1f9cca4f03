import { builder } from '../builder.js';
import type { CartView } from '../../gateway/src/services/index.js';
import { CartItemRef } from './cart-item.js';
import './mutation.js';

const CartRef = builder.objectRef<CartView>('Cart').implement({
  description: "The signed-in shopper's cart. Totals are computed on the server from current prices.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The cart of this shopper; stays the same while the account lives.' }),
    items: t.field({ type: [CartItemRef], description: 'Oldest first.', resolve: (c) => c.items }),
    totalPrice: t.expose('totalPrice', { type: 'Money', description: 'Sum of list prices x quantity.' }),
    discount: t.expose('discount', { type: 'Money', description: 'totalPrice - totalDiscountedPrice.' }),
    totalDiscountedPrice: t.expose('totalDiscountedPrice', {
      type: 'Money',
      description: 'What the goods cost after discounts (the free-delivery threshold is judged on this).',
    }),
    deliveryCharge: t.expose('deliveryCharge', {
      type: 'Money',
      description: 'The delivery charge an order of this cart would be placed with now; 0 when delivery is free.',
    }),
    freeDeliveryShortfall: t.expose('freeDeliveryShortfall', {
      type: 'Money',
      description:
        'How much more of goods would make delivery free ("Add ₹Y more for free delivery"); 0 when it is free.',
    }),
    totalAmount: t.expose('totalAmount', {
      type: 'Money',
      description: 'What the shopper would pay: totalDiscountedPrice + deliveryCharge.',
    }),
    totalItem: t.exposeInt('totalItem', { description: 'Sum of the quantities: the header badge.' }),
    notices: t.exposeStringList('notices', {
      description:
        'What changed since the shopper last looked, e.g. "Blue Kurta (M) is no longer available and was removed". Often empty.',
    }),
  }),
});

builder.queryFields((t) => ({
  cart: t.field({
    type: CartRef,
    description: "The signed-in shopper's cart; an empty cart when there is none yet.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.cart.getCart(ctx),
  }),
}));

builder.mutationFields((t) => ({
  addToCart: t.field({
    type: CartRef,
    description: 'Adds one unit of a product in a size; the same product and size again raises the quantity by 1.',
    authScopes: { signedIn: true },
    args: {
      productId: t.arg.id({ required: true, description: 'The product to add.' }),
      size: t.arg.string({ required: true, description: "One of the product's sizes with stock." }),
    },
    resolve: (_root, args, ctx) =>
      ctx.services.cart.addToCart(ctx, { productId: String(args.productId), size: args.size }),
  }),
  updateCartItem: t.field({
    type: CartRef,
    description: "Sets a line's quantity: 1 to the units in stock (else BAD_USER_INPUT or OUT_OF_STOCK).",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'A line of your cart.' }),
      quantity: t.arg.int({ required: true, description: 'The new quantity.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.cart.updateCartItem(ctx, String(args.id), args.quantity),
  }),
  removeCartItem: t.field({
    type: CartRef,
    description: 'Removes a line from your cart.',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'A line of your cart.' }) },
    resolve: (_root, args, ctx) => ctx.services.cart.removeCartItem(ctx, String(args.id)),
  }),
}));

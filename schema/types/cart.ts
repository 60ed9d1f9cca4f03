import { builder } from '../builder.js';
import type { CartDiscount, CartPriceChange, CartView } from '../../gateway/src/services/index.js';
import { MAX_CODE_LENGTH } from '../../gateway/src/services/index.js';
import { CartItemRef } from './cart-item.js';
import './mutation.js';

const CartDiscountRef = builder.objectRef<CartDiscount>('CartDiscount').implement({
  description: "A discount the cart gets: the shopper's code or an automatic offer.",
  fields: (t) => ({
    code: t.exposeString('code', {
      description: 'The code in upper case (an automatic offer has one too, for reference).',
    }),
    title: t.exposeString('title', { description: 'What the shopper reads, e.g. "₹200 off above ₹1,999".' }),
    automatic: t.exposeBoolean('automatic', { description: 'An automatic offer (true) or a code the shopper typed.' }),
    amount: t.expose('amount', { type: 'Money', description: 'What it takes off the goods.' }),
    delivery: t.expose('delivery', {
      type: 'Money',
      description: 'The delivery charge it waives (a free-delivery code).',
    }),
  }),
});

const CartPriceChangeRef = builder.objectRef<CartPriceChange>('CartPriceChange').implement({
  description: 'A cart line whose price changed since the shopper added it (or last acknowledged a change).',
  fields: (t) => ({
    itemId: t.exposeID('itemId', { description: 'The cart line (CartItem.id).' }),
    from: t.expose('from', { type: 'Money', description: 'The price of one unit the shopper saw.' }),
    to: t.expose('to', { type: 'Money', description: 'The price of one unit now.' }),
    message: t.exposeString('message', {
      description: 'What to show: "The price of Floral Dress (L) changed from ₹258 to ₹349".',
    }),
  }),
});

const ApplyCouponInput = builder.inputType('ApplyCouponInput', {
  description: 'A coupon code as the shopper typed it.',
  fields: (t) => ({
    code: t.string({
      required: true,
      description: `The code; spaces and case are ignored (at most ${MAX_CODE_LENGTH} characters).`,
    }),
  }),
});

const CartRef = builder.objectRef<CartView>('Cart').implement({
  description: "The signed-in shopper's cart. Totals are computed on the server from current prices.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The cart of this shopper; stays the same while the account lives.' }),
    items: t.field({ type: [CartItemRef], description: 'Oldest first.', resolve: (c) => c.items }),
    totalPrice: t.expose('totalPrice', { type: 'Money', description: 'Sum of list prices x quantity.' }),
    discount: t.expose('discount', {
      type: 'Money',
      description: 'totalPrice - totalDiscountedPrice: sale prices, the automatic offer and the code together.',
    }),
    coupon: t.field({
      type: CartDiscountRef,
      nullable: true,
      description: 'The code applied to the cart while it applies; null when none.',
      resolve: (c) => c.coupon,
    }),
    offer: t.field({
      type: CartDiscountRef,
      nullable: true,
      description: 'The automatic offer the cart qualifies for (the one that gives most); null when none.',
      resolve: (c) => c.offer,
    }),
    couponDiscount: t.expose('couponDiscount', {
      type: 'Money',
      description: 'What the offer and the code take off the goods together (already in totalDiscountedPrice).',
    }),
    deliveryDiscount: t.expose('deliveryDiscount', {
      type: 'Money',
      description: 'The delivery charge a free-delivery code waived (deliveryCharge is then 0).',
    }),
    combiningRule: t.exposeString('combiningRule', {
      description: 'How an automatic offer and a code combine, in words for the screen.',
    }),
    totalDiscountedPrice: t.expose('totalDiscountedPrice', {
      type: 'Money',
      description:
        'What the goods cost after sale prices, the offer and the code (the free-delivery threshold is judged on this).',
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
    priceChanges: t.field({
      type: [CartPriceChangeRef],
      description:
        'Lines whose price changed since they were added. While any is listed, createOrder answers CONFLICT (extensions.field "priceChanges"); acknowledgePriceChanges clears them. Usually empty.',
      resolve: (c) => c.priceChanges,
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
  acknowledgePriceChanges: t.field({
    type: CartRef,
    description:
      "The shopper has seen the cart's priceChanges: each line's recorded price becomes its price now, so an order may be placed at the prices shown.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.cart.acknowledgePriceChanges(ctx),
  }),
  applyCouponCode: t.field({
    type: CartRef,
    description:
      'Applies a code to your cart. When it does not apply: BAD_USER_INPUT with the reason in words ("Add ₹420 more to use SAVE200", "This code has been used up") and extensions.field "code".',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: ApplyCouponInput, required: true, description: 'The code.' }) },
    resolve: (_root, args, ctx) => ctx.services.cart.applyCoupon(ctx, args.input.code),
  }),
  removeCouponCode: t.field({
    type: CartRef,
    description: 'Takes the code off your cart (the automatic offer stays while the cart qualifies).',
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.cart.removeCoupon(ctx),
  }),
}));

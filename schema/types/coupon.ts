import { builder } from '../builder.js';
import type { CouponProduct, CouponView } from '../../gateway/src/services/index.js';
import './mutation.js';

const CouponKindEnum = builder.enumType('CouponKind', {
  description: 'What a coupon gives.',
  values: {
    PERCENT: { description: 'A percent off the goods it covers.' },
    FIXED: { description: 'A fixed amount off the goods it covers.' },
    FREE_DELIVERY: { description: 'The delivery charge waived.' },
  },
});

const CouponProductRef = builder.objectRef<CouponProduct>('CouponProduct').implement({
  description: 'A product a coupon covers, named for the back office.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The product id.' }),
    title: t.exposeString('title', { description: 'Its title.' }),
    brand: t.exposeString('brand', { description: 'Its brand.' }),
  }),
});

const CouponRef = builder.objectRef<CouponView>('Coupon').implement({
  description:
    'A code the owner made, or an automatic offer, with its rules and what it has given so far (ADMIN only).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The coupon.' }),
    code: t.exposeString('code', { description: 'Upper case; shoppers type it in any case.' }),
    title: t.exposeString('title', { description: 'What the shopper reads.' }),
    automatic: t.exposeBoolean('automatic', { description: 'Applied by itself when the cart qualifies (no code).' }),
    kind: t.field({ type: CouponKindEnum, description: 'What it gives.', resolve: (c) => c.kind }),
    percent: t.exposeInt('percent', { nullable: true, description: 'Percent off (PERCENT).' }),
    amountOff: t.expose('amountOff', { type: 'Money', nullable: true, description: 'Amount off (FIXED).' }),
    minGoods: t.expose('minGoods', { type: 'Money', description: 'Least value of the goods it covers.' }),
    startsAt: t.expose('startsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'From this moment (the start of a day in the shop’s time zone).',
    }),
    endsAt: t.expose('endsAt', {
      type: 'DateTime',
      nullable: true,
      description: 'Until this moment, exclusive (the start of the shop’s day after the last).',
    }),
    usageLimit: t.exposeInt('usageLimit', { nullable: true, description: 'Uses allowed in all; null: no cap.' }),
    perCustomerLimit: t.exposeInt('perCustomerLimit', {
      nullable: true,
      description: 'Uses per customer; null: no cap.',
    }),
    firstOrderOnly: t.exposeBoolean('firstOrderOnly', { description: "Only for a customer's first order." }),
    categoryIds: t.exposeStringList('categoryIds', { description: 'Category paths it covers (and below).' }),
    productIds: t.exposeStringList('productIds', { description: 'Products it covers; both empty: everything.' }),
    products: t.field({
      type: [CouponProductRef],
      description: 'The products of productIds still on sale, with their titles (the form names them).',
      resolve: (c) => c.products,
    }),
    onSaleItems: t.exposeBoolean('onSaleItems', { description: 'Covers lines on sale too (false: full-price only).' }),
    paused: t.exposeBoolean('paused', { description: 'Paused: carts drop it at their next read.' }),
    usesHeld: t.exposeInt('usesHeld', { description: 'Uses so far: orders placed with it, not cancelled unpaid.' }),
    orders: t.exposeInt('orders', { description: 'Orders holding a use.' }),
    discountGiven: t.expose('discountGiven', { type: 'Money', description: 'What those orders were given.' }),
    orderIds: t.exposeStringList('orderIds', { description: 'Its orders, newest first (at most 50).' }),
  }),
});

const CouponInput = builder.inputType('CouponInput', {
  description:
    'The coupon form. Amounts are paise as plain integers, so a negative one is refused beside its field (BAD_USER_INPUT with extensions.field and extensions.fields).',
  fields: (t) => ({
    code: t.string({ required: true, description: 'Letters, digits, - and _; stored upper case.' }),
    title: t.string({ required: true, description: 'What the shopper reads.' }),
    automatic: t.boolean({ description: 'An automatic offer (default false).' }),
    kind: t.field({ type: CouponKindEnum, required: true, description: 'What it gives.' }),
    percent: t.int({ description: 'PERCENT: 1 to 100.' }),
    amountOff: t.int({ description: 'FIXED: paise above 0.' }),
    minGoods: t.int({ description: 'Paise; default 0.' }),
    startsOn: t.string({ description: 'First day (in the shop’s time zone), "2026-10-20"; empty: from now.' }),
    endsOn: t.string({ description: 'Last day (in the shop’s time zone), "2026-11-02"; empty: no end.' }),
    usageLimit: t.int({ description: 'Uses in all; empty: no cap.' }),
    perCustomerLimit: t.int({ description: 'Uses per customer; empty: no cap.' }),
    firstOrderOnly: t.boolean({ description: "Only for a customer's first order." }),
    categoryIds: t.stringList({ description: 'Category paths it covers.' }),
    productIds: t.stringList({
      description: 'Product ids it covers (each one on sale, else BAD_USER_INPUT on productIds).',
    }),
    onSaleItems: t.boolean({ description: 'Covers lines on sale too (default true).' }),
    paused: t.boolean({ description: 'Saved paused.' }),
  }),
});

builder.queryFields((t) => ({
  adminCoupons: t.field({
    type: [CouponRef],
    description: 'ADMIN only. Every coupon and offer, newest first, with uses, discount given and orders.',
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.services.adminCoupons.list(ctx),
  }),
  adminCoupon: t.field({
    type: CouponRef,
    description: 'ADMIN only. One coupon with its orders.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The coupon.' }) },
    resolve: (_root, args, ctx) => ctx.services.adminCoupons.get(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  adminCreateCoupon: t.field({
    type: CouponRef,
    description:
      'ADMIN only. Makes a coupon or offer; every wrong field named (BAD_USER_INPUT), a taken code CONFLICT.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: CouponInput, required: true, description: 'The form.' }) },
    resolve: (_root, args, ctx) => ctx.services.adminCoupons.create(ctx, args.input),
  }),
  adminUpdateCoupon: t.field({
    type: CouponRef,
    description:
      'ADMIN only. Saves the form over a coupon: carts see the new rule at their next read, placed orders keep theirs.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The coupon.' }),
      input: t.arg({ type: CouponInput, required: true, description: 'The whole form.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.adminCoupons.update(ctx, String(args.id), args.input),
  }),
  adminSetCouponPaused: t.field({
    type: CouponRef,
    description: 'ADMIN only. Pauses a coupon or makes it active again.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The coupon.' }),
      paused: t.arg.boolean({ required: true, description: 'true: paused.' }),
    },
    resolve: (_root, args, ctx) => ctx.services.adminCoupons.setPaused(ctx, String(args.id), args.paused),
  }),
}));

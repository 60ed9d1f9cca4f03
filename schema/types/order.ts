import { builder } from '../builder.js';
import { canArchive } from '../../gateway/src/services/index.js';
import { OrderStatusEnum } from './order-status.js';
import { AddressInput, ShippingAddressRef } from './shipping-address.js';
import './order-item.js';
import './mutation.js';
import { amountDue, shippingAddressOf, shippingSnapshotSelect } from '../../gateway/src/services/index.js';

export const OrderRef = builder.prismaObject('Order', {
  description: 'An order: a snapshot of the cart with prices and address at the time it was placed.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The order number shown to the shopper.' }),
    status: t.expose('status', { type: OrderStatusEnum, description: 'Where the order is now.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was ordered.' }),
    expectedDeliveryBy: t.string({
      nullable: true,
      description:
        "The day it should arrive (the shop's time zone, YYYY-MM-DD): the one estimate the product page's deliveryCheck gives, from the order's placing time, its PIN code's days and the shop's dispatch time. Null when the PIN code is no longer served.",
      select: { createdAt: true, shipZipCode: true },
      resolve: (o, _args, ctx) => ctx.services.serviceability.estimateFor(o.shipZipCode, o.createdAt),
    }),
    items: t.relation('items', { description: 'In the order of the cart.', query: { orderBy: { id: 'asc' } } }),
    shippingAddress: t.field({
      type: ShippingAddressRef,
      description: 'Where it goes: the address as given at checkout.',
      select: shippingSnapshotSelect,
      resolve: shippingAddressOf,
    }),
    totalPrice: t.expose('totalPrice', { type: 'Money', description: 'Sum of list prices at order time.' }),
    discount: t.expose('discount', { type: 'Money', description: 'totalPrice - totalDiscountedPrice.' }),
    totalDiscountedPrice: t.expose('totalDiscountedPrice', {
      type: 'Money',
      description: 'What the goods cost after sale prices, the offer and the code, at order time.',
    }),
    deliveryCharge: t.expose('deliveryCharge', {
      type: 'Money',
      description: 'The delivery charge the order was placed with (0: free); later settings never change it.',
    }),
    couponCode: t.exposeString('couponCode', {
      nullable: true,
      description: 'The code the order was placed with (upper case); null when none.',
    }),
    offerCode: t.exposeString('offerCode', {
      nullable: true,
      description: 'The automatic offer the order got; null when none.',
    }),
    couponDiscount: t.expose('couponDiscount', {
      type: 'Money',
      description:
        'What the offer and the code took off the goods (part of discount, already out of totalDiscountedPrice); shared among the lines in OrderItem.couponDiscount.',
    }),
    deliveryDiscount: t.expose('deliveryDiscount', {
      type: 'Money',
      description: 'The delivery charge a free-delivery code waived.',
    }),
    freeDeliveryShortfall: t.expose('freeDeliveryShortfall', {
      type: 'Money',
      description: 'How much more of goods would have shipped free when it was placed; 0 when delivery was free.',
    }),
    totalAmount: t.field({
      type: 'Money',
      description: 'What the shopper pays: totalDiscountedPrice + deliveryCharge, the amount of the payment.',
      select: { totalDiscountedPrice: true, deliveryCharge: true, codFee: true },
      resolve: amountDue,
    }),
    totalItem: t.exposeInt('totalItem', { description: 'Sum of the quantities.' }),
    confirmedAt: t.expose('confirmedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the shop confirmed it.',
    }),
    shippedAt: t.expose('shippedAt', { type: 'DateTime', nullable: true, description: 'When it was shipped.' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true, description: 'When it was delivered.' }),
    cancelledAt: t.expose('cancelledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was cancelled (by the shop, or because it was not paid in time).',
    }),
    paidAt: t.expose('paidAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the payment was confirmed; null until then.',
    }),
    returnedAt: t.expose('returnedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When it was marked returned (its units went back into stock).',
    }),
    archivedAt: t.expose('archivedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'ADMIN only: when it was deleted from the back office (it stays, with its history).',
      authScopes: { admin: true },
    }),
    archivedBy: t.relation('archivedBy', {
      nullable: true,
      description: 'ADMIN only: the admin who deleted it from the back office; null while it is not deleted.',
      authScopes: { admin: true },
    }),
    customer: t.relation('user', { description: 'ADMIN only: who ordered it.', authScopes: { admin: true } }),
    statusChanges: t.relation('statusChanges', {
      description: 'ADMIN only: every status change, oldest first (who, when, from, to).',
      authScopes: { admin: true },
      query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    }),
    nextStatuses: t.field({
      type: [OrderStatusEnum],
      description:
        'ADMIN only: the statuses an admin may move the order to now (the life cycle, and the return window after delivery).',
      authScopes: { admin: true },
      select: { status: true, deliveredAt: true, archivedAt: true, paymentMethod: true },
      resolve: (o, _args, ctx) => ctx.services.adminOrders.moves(o),
    }),
    deletable: t.boolean({
      description: 'ADMIN only: whether the order may be deleted now (not once SHIPPED or DELIVERED).',
      authScopes: { admin: true },
      select: { status: true, archivedAt: true },
      resolve: (o) => !o.archivedAt && canArchive(o.status),
    }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'PENDING only: when the unpaid order will be cancelled and its stock released.',
      select: { status: true, expiresAt: true },
      resolve: (o) => (o.status === 'PENDING' ? o.expiresAt : null),
    }),
  }),
});

builder.queryFields((t) => ({
  orders: t.prismaField({
    type: ['Order'],
    description:
      'Your orders, newest first. Without status: every order you paid for (unpaid PENDING orders and those cancelled unpaid are left out). With status: orders in those statuses (orders cancelled before payment still left out).',
    authScopes: { signedIn: true },
    args: { status: t.arg({ type: [OrderStatusEnum], required: false, description: 'Only these statuses.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.orders.listMine(ctx, { status: args.status ?? null }, query),
  }),
  order: t.prismaField({
    type: 'Order',
    description: 'One order; its buyer or an ADMIN only (anyone else: NOT_FOUND).',
    authScopes: { signedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The order id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.orders.getOrder(ctx, String(args.id), query),
  }),
}));

builder.mutationFields((t) => ({
  createOrder: t.prismaField({
    type: 'Order',
    description:
      'Orders what is in your cart: prices are copied, stock is reserved for every line at once (OUT_OF_STOCK naming product and size when one is short, nothing reserved), status PENDING until paid.',
    authScopes: { signedIn: true },
    args: {
      address: t.arg({ type: AddressInput, required: true, description: 'Where to deliver.' }),
      saveAddress: t.arg.boolean({ description: 'Also keep the address in your address book.' }),
      idempotencyKey: t.arg.string({
        description: 'Any unique string per checkout: a retry with the same key returns the same order.',
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      const result = await ctx.services.orders.createOrder(
        ctx,
        { address: args.address, saveAddress: args.saveAddress ?? false, idempotencyKey: args.idempotencyKey ?? null },
        query,
      );
      return result.order;
    },
  }),
}));

import { builder } from '../builder.js';
import type { CodOffer } from '../../gateway/src/services/index.js';
import './order.js';
import './payment.js';
import './mutation.js';

const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  description: 'How an order is paid.',
  values: {
    PREPAID: { description: 'Online, through the payment link, before it ships.' },
    COD: { description: 'Cash to the courier at the door; paid once an admin records the cash.' },
  } as const,
});

const CodOfferRef = builder.objectRef<CodOffer>('CashOnDeliveryOffer').implement({
  description: 'Whether an order may be paid in cash on delivery now.',
  fields: (t) => ({
    available: t.exposeBoolean('available', { description: 'The summary step offers the choice only when true.' }),
    reason: t.exposeString('reason', { nullable: true, description: 'Why not, in words the shopper reads.' }),
    fee: t.expose('fee', { type: 'Money', description: 'What cash on delivery adds to the order (0: nothing).' }),
  }),
});

builder.prismaObjectField('Order', 'paymentMethod', (t) =>
  t.expose('paymentMethod', { type: PaymentMethodEnum, description: 'PREPAID or COD.' }),
);
builder.prismaObjectField('Order', 'codFee', (t) =>
  t.expose('codFee', { type: 'Money', description: 'The cash-on-delivery fee (its own line; 0 for a prepaid order).' }),
);
builder.prismaObjectField('Order', 'cashOnDelivery', (t) =>
  t.field({
    type: CodOfferRef,
    description: 'Whether this PENDING order may be paid in cash on delivery now, and the fee.',
    select: { status: true, totalDiscountedPrice: true, shipZipCode: true, userId: true },
    resolve: (o, _args, ctx) => ctx.services.cashOnDelivery.offer(o),
  }),
);
builder.prismaObjectField('Payment', 'method', (t) =>
  t.expose('method', { type: PaymentMethodEnum, description: 'PREPAID (the provider) or COD (cash at the door).' }),
);
builder.prismaObjectField('User', 'codBarredReason', (t) =>
  t.exposeString('codBarredReason', {
    nullable: true,
    authScopes: { admin: true },
    description: 'ADMIN only: why the account may no longer choose cash on delivery; null when it may.',
  }),
);

builder.mutationFields((t) => ({
  chooseCashOnDelivery: t.prismaField({
    type: 'Order',
    description:
      'Places your PENDING order as cash on delivery (stock stays reserved; no payment deadline). CONFLICT naming why when it is not allowed (switched off, the PIN code, the amount, the account); nothing is placed. Again for an order already placed so: the order.',
    authScopes: { signedIn: true },
    args: { orderId: t.arg.id({ required: true, description: 'Your PENDING order.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.cashOnDelivery.choose(ctx, String(args.orderId), query),
  }),
  adminRecordCashCollected: t.prismaField({
    type: 'Order',
    description:
      'ADMIN only. Records the cash collected for a DELIVERED cash-on-delivery order (a Payment with method COD). A second time: CONFLICT saying when and by whom it was recorded.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The order.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.cashOnDelivery.collect(ctx, String(args.id), query),
  }),
  adminAllowCashOnDelivery: t.id({
    description: 'ADMIN only. Lifts the bar on cash on delivery from an account; answers its id.',
    authScopes: { admin: true },
    args: { userId: t.arg.id({ required: true, description: 'The account.' }) },
    resolve: async (_root, args, ctx) => (await ctx.services.cashOnDelivery.allow(ctx, String(args.userId))).id,
  }),
}));

import { builder } from '../builder.js';
import { MANUAL_REFUND_METHODS, type CodOffer } from '../../gateway/src/services/index.js';
import './order.js';
import { UserRef } from './user.js';
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
builder.prismaObjectField('Order', 'codConfirmBy', (t) =>
  t.field({
    type: 'DateTime',
    nullable: true,
    description:
      'A PLACED cash-on-delivery order waits for its confirmation (the mailed link, the order page or the admin) until this moment, then cancels itself; null otherwise.',
    select: { status: true, paymentMethod: true, expiresAt: true },
    resolve: (o) => (o.status === 'PLACED' && o.paymentMethod === 'COD' ? o.expiresAt : null),
  }),
);

const ManualRefundMethodEnum = builder.enumType('ManualRefundMethod', {
  description: 'How cash collected at the door was given back by hand.',
  values: Object.fromEntries(
    MANUAL_REFUND_METHODS.map((m) => [
      m,
      { description: m === 'UPI' ? 'A UPI transfer.' : 'A bank transfer (NEFT/IMPS).' },
    ]),
  ) as Record<(typeof MANUAL_REFUND_METHODS)[number], { description: string }>,
});

const CodConfirmationRef = builder.objectRef<{ orderId: string; status: string }>('CodConfirmation').implement({
  description: 'What a confirmation link did: the order it confirmed (its id only) and its status now.',
  fields: (t) => ({
    orderId: t.exposeID('orderId', { description: 'The order.' }),
    status: t.exposeString('status', { description: 'CONFIRMED.' }),
  }),
});

builder.prismaObjectField('Refund', 'manualMethod', (t) =>
  t.field({
    type: ManualRefundMethodEnum,
    nullable: true,
    description: 'For cash given back by hand (cash on delivery): BANK_TRANSFER or UPI; null for a provider refund.',
    select: { manualMethod: true },
    resolve: (r) => r.manualMethod as (typeof MANUAL_REFUND_METHODS)[number] | null,
  }),
);
builder.prismaObjectField('Refund', 'manualReference', (t) =>
  t.exposeString('manualReference', {
    nullable: true,
    authScopes: { admin: true },
    description: "ADMIN only: the bank's or UPI's reference of a manual refund.",
  }),
);

builder.prismaObjectField('Refund', 'manualNote', (t) =>
  t.exposeString('manualNote', {
    nullable: true,
    authScopes: { admin: true },
    description: "ADMIN only: the admin's note on cash given back by hand.",
  }),
);
builder.prismaObjectField('Payment', 'recordedBy', (t) =>
  t.field({
    type: UserRef,
    nullable: true,
    authScopes: { admin: true },
    description:
      'ADMIN only: who recorded the cash collected for a cash-on-delivery payment; null for a provider payment.',
    select: { recordedById: true },
    resolve: async (p, _args, ctx) =>
      p.recordedById ? await ctx.prisma.user.findUnique({ where: { id: p.recordedById } }) : null,
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
  confirmCashOnDeliveryOrder: t.prismaField({
    type: 'Order',
    description:
      'Confirms your PLACED cash-on-delivery order (PLACED → CONFIRMED), so it is not cancelled at its codConfirmBy. CONFLICT saying why when it was confirmed already or cancelled.',
    authScopes: { signedIn: true },
    args: { orderId: t.arg.id({ required: true, description: 'Your order.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.cashOnDelivery.confirmOwn(ctx, String(args.orderId), query),
  }),
  confirmCashOnDeliveryByLink: t.field({
    type: CodConfirmationRef,
    description:
      'The link mailed with a cash-on-delivery order: confirms that order without signing in. BAD_USER_INPUT for a token that is not valid; CONFLICT saying why when it was confirmed already or cancelled.',
    args: { token: t.arg.string({ required: true, description: 'The token of the mailed link.' }) },
    resolve: (_root, args, ctx) => ctx.services.cashOnDelivery.confirmByLink(args.token),
  }),
  adminRecordManualRefund: t.prismaField({
    type: 'Refund',
    description:
      'ADMIN only. Records cash given back by hand for a returned or cancelled cash-on-delivery order whose cash was collected: in the refund ledger at once as PROCESSED (credit note, refund mail), never sent to the payment provider. The same reference twice: CONFLICT saying when it was recorded.',
    authScopes: { admin: true },
    args: {
      orderId: t.arg.id({ required: true, description: 'The order.' }),
      amount: t.arg({
        type: 'Money',
        required: true,
        description: 'What was given back (at most the cash collected, less earlier refunds).',
      }),
      method: t.arg({ type: ManualRefundMethodEnum, required: true, description: 'How.' }),
      reference: t.arg.string({ required: true, description: "The bank's or UPI's reference (1 to 100 characters)." }),
      note: t.arg.string({
        required: false,
        description:
          "The back office's own words (whom it was paid to, why; at most 500 characters); never shown to the shopper.",
      }),
    },
    resolve: async (query, _root, args, ctx) => {
      const refund = await ctx.services.cashOnDelivery.recordManualRefund(ctx, String(args.orderId), args);
      return ctx.prisma.refund.findUniqueOrThrow({ ...query, where: { id: refund.id } });
    },
  }),
  adminAllowCashOnDelivery: t.id({
    description: 'ADMIN only. Lifts the bar on cash on delivery from an account; answers its id.',
    authScopes: { admin: true },
    args: { userId: t.arg.id({ required: true, description: 'The account.' }) },
    resolve: async (_root, args, ctx) => (await ctx.services.cashOnDelivery.allow(ctx, String(args.userId))).id,
  }),
}));

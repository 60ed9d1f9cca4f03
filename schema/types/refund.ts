import { builder } from '../builder.js';
import { refundNote } from '../../gateway/src/services/index.js';
import './mutation.js';

export const RefundStatusEnum = builder.enumType('RefundStatus', {
  description: 'Where a refund stands. PENDING until the provider returned the money or refused.',
  values: {
    PENDING: {
      description: 'Recorded; being sent to the payment provider (retried while it is down) or being processed there.',
    },
    PROCESSED: { description: 'The provider returned the money (banks take a few days to show it).' },
    FAILED: { description: 'The provider refused or failed the refund; the shop has to act (adminRefundOrder).' },
  } as const,
});

builder.prismaObject('Refund', {
  description: 'Money going back to the shopper for one payment of an order, sent through the payment provider.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The shop's refund id (sent to the provider as the receipt)." }),
    amount: t.expose('amount', { type: 'Money', description: 'What is refunded.' }),
    status: t.expose('status', { type: RefundStatusEnum, description: 'Where the refund stands.' }),
    reason: t.exposeString('reason', { description: 'Why, in words the shopper reads.' }),
    providerRefundId: t.exposeString('providerRefundId', {
      nullable: true,
      description: "The provider's refund id (Razorpay's rfnd_…), once it accepted the refund.",
    }),
    providerPaymentId: t.string({
      nullable: true,
      description: "The provider's id of the payment refunded.",
      select: { payment: { select: { providerPaymentId: true } } },
      resolve: (r) => r.payment.providerPaymentId,
    }),
    note: t.string({
      nullable: true,
      description:
        'For a PENDING refund whose last attempt could not reach the payment provider: that the shop retries it by itself and refunds nothing twice. Null otherwise.',
      select: { status: true, lastError: true },
      resolve: (r) => refundNote(r),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the refund was asked for.' }),
    settledAt: t.expose('settledAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the provider reported it processed or failed.',
    }),
    requestedBy: t.relation('requestedBy', {
      nullable: true,
      description: 'ADMIN only: who asked for it (the customer, an admin); null when the shop itself did.',
      authScopes: { admin: true },
    }),
    attempts: t.exposeInt('attempts', {
      description: 'ADMIN only: how many times the shop has sent it to (or asked about it at) the provider.',
      authScopes: { admin: true },
    }),
    nextAttemptAt: t.expose('nextAttemptAt', {
      type: 'DateTime',
      nullable: true,
      description: 'ADMIN only: when the shop tries again; null once settled.',
      authScopes: { admin: true },
    }),
    lastError: t.exposeString('lastError', {
      nullable: true,
      description: "ADMIN only: the provider's last error, when sending failed.",
      authScopes: { admin: true },
    }),
  }),
});

builder.mutationFields((t) => ({
  adminRefundOrder: t.prismaField({
    type: 'Order',
    description:
      'ADMIN only. Refunds a paid order through the payment provider (a goodwill refund, or money back after a refund the provider failed); cancelling or a return refunds by itself. An order gets one such refund: a second one while another is pending or processed, more than was paid, or an unpaid order is CONFLICT naming why. When the provider cannot be reached the refund is still answered, PENDING with a note, and is sent later by itself.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The order id.' }),
      amount: t.arg({ type: 'Money', description: 'What to refund; default all that is left of what was paid.' }),
      reason: t.arg.string({ description: 'Why (the shopper reads it), at most 300 characters.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      await ctx.services.money.refunds.refund(ctx, String(args.id), { amount: args.amount, reason: args.reason });
      return ctx.services.adminOrders.get(ctx, String(args.id), query);
    },
  }),
}));

import { builder } from '../builder.js';
import { customerMayCancel } from '../../gateway/src/services/index.js';
import './order.js';
import './payment.js';
import './refund.js';
import './mutation.js';

// The money of an order (what was paid, what went back) and the buyer's own cancellation.
builder.prismaObjectFields('Order', (t) => ({
  payments: t.relation('payments', {
    description: 'Money received for the order (captured payments, refunded ones included), oldest first.',
    query: { where: { status: { in: ['PAID', 'REFUNDED'] } }, orderBy: [{ paidAt: 'asc' }, { id: 'asc' }] },
  }),
  refunds: t.relation('refunds', {
    description: 'Money sent back, oldest first: pending, processed or failed, with the reason.',
    query: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  }),
  amountPaid: t.field({
    type: 'Money',
    description: 'The sum of the payments received.',
    select: { payments: { where: { status: { in: ['PAID', 'REFUNDED'] } }, select: { amount: true } } },
    resolve: (o) => o.payments.reduce((sum, p) => sum + p.amount, 0),
  }),
  amountRefunded: t.field({
    type: 'Money',
    description: 'The sum of the refunds processed (money back with the shopper).',
    select: { refunds: { where: { status: 'PROCESSED' }, select: { amount: true } } },
    resolve: (o) => o.refunds.reduce((sum, r) => sum + r.amount, 0),
  }),
  cancellable: t.boolean({
    description: 'Whether its buyer may cancel it now (cancelOrder): while PLACED or CONFIRMED.',
    select: { status: true },
    resolve: (o) => customerMayCancel(o.status),
  }),
}));

builder.mutationFields((t) => ({
  cancelOrder: t.prismaField({
    type: 'Order',
    description:
      "Cancels your order while it is PLACED or CONFIRMED: its stock goes back and what you paid is refunded through the payment provider. Otherwise CONFLICT naming why; someone else's order is NOT_FOUND. Asking again once you cancelled it answers the order. When the provider cannot be reached the order is still cancelled and answered: the refund stays PENDING with a note, and the shop sends it by itself once the provider answers.",
    authScopes: { signedIn: true },
    args: {
      id: t.arg.id({ required: true, description: 'Your order.' }),
      reason: t.arg.string({ description: 'Why (optional, at most 300 characters); kept in the order history.' }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.services.cancelOrder.cancel(ctx, String(args.id), { reason: args.reason }, query),
  }),
}));

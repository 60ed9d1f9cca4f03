import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import { ADMIN_MOVES_TEXT, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../gateway/src/services/index.js';
import { OrderStatusEnum } from './order-status.js';
import { RefundStatusEnum } from './refund.js';
import { OrderPage } from './order-page.js';
import { pageComplexity } from './product-list.js';
import './order.js';
import './order-status-change.js';
import './mutation.js';

const AdminPaymentFilter = builder.enumType('AdminOrderPaymentFilter', {
  description: 'How the orders of the back-office list were paid.',
  values: {
    PREPAID: { description: 'Paid online.' },
    COD: { description: 'Cash on delivery.' },
    COD_TO_COLLECT: { description: 'Cash on delivery, standing, cash not collected yet.' },
  } as const,
});

// The back office's order operations. Every one is ADMIN only: visitors get
// UNAUTHENTICATED, customers FORBIDDEN; the services check again.
builder.queryFields((t) => ({
  adminOrders: t.field({
    type: OrderPage,
    description:
      'ADMIN only. Orders not deleted, newest first; filter by status or by refund status, search by order id, order number (#IHIR5KE0) or customer email.',
    authScopes: { admin: true },
    args: {
      status: t.arg({ type: [OrderStatusEnum], required: false, description: 'Only these statuses.' }),
      search: t.arg.string({ description: 'An order id (or its beginning) or part of the customer email.' }),
      refund: t.arg({
        type: RefundStatusEnum,
        description: 'Only orders with a refund in this status (PENDING: still being sent; FAILED: needs action).',
      }),
      pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
      pageSize: t.arg.int({ description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
      payment: t.arg({
        type: AdminPaymentFilter,
        description:
          'Only orders paid online (PREPAID), in cash on delivery (COD), or COD whose cash is still to collect.',
      }),
    },
    complexity: pageComplexity,
    resolve: (_root, args, ctx, info) =>
      ctx.services.adminOrders.list(ctx, args, queryFromInfo({ context: ctx, info, path: ['content'] })),
  }),
  adminOrder: t.prismaField({
    type: 'Order',
    description: 'ADMIN only. One order with its history, deleted ones included.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The order id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.adminOrders.get(ctx, String(args.id), query),
  }),
}));

builder.mutationFields((t) => ({
  adminUpdateOrderStatus: t.prismaField({
    type: 'Order',
    description: `ADMIN only. Moves an order along its life cycle: ${ADMIN_MOVES_TEXT} (a return only within the return window; only a confirmed payment places an order). Anything else, or a change someone made a moment before, is CONFLICT naming both statuses, and nothing changes. Cancelling releases the stock; a return restocks it; either refunds what was paid through the payment provider (when it cannot be reached the move is still done and answered: the refund stays PENDING with a note and is retried by itself).`,
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The order id.' }),
      status: t.arg({ type: OrderStatusEnum, required: true, description: 'The status to move to.' }),
      expectedStatus: t.arg({
        type: OrderStatusEnum,
        description:
          'The status the admin saw: when the order is no longer in it (another admin was quicker), CONFLICT and nothing changes.',
      }),
    },
    resolve: (query, _root, args, ctx) =>
      ctx.services.adminOrders.changeStatus(
        ctx,
        String(args.id),
        { status: args.status, expected: args.expectedStatus },
        query,
      ),
  }),
  adminDeleteOrder: t.prismaField({
    type: 'Order',
    description:
      'ADMIN only. Deletes an order from the back office (archived with its history). A SHIPPED or DELIVERED order cannot be deleted (CONFLICT); one still holding stock is cancelled first and its stock released.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The order id.' }) },
    resolve: async (query, _root, args, ctx) => {
      const { id } = await ctx.services.adminOrders.archive(ctx, String(args.id));
      return ctx.services.adminOrders.get(ctx, id, query);
    },
  }),
}));

import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import type { Order } from '../../gateway/src/db/generated/client/client.js';
import type { Connection } from '../../gateway/src/services/index.js';
import { OrderStatusEnum } from './order-status.js';
import { AFTER_DESCRIPTION, connectionComplexity, FIRST_DESCRIPTION } from './page-info.js';
import { connectionRef } from './connection.js';
import { OrderRef } from './order.js';

const OrderConnection = connectionRef<Order>('Order', OrderRef, {
  one: 'order',
  many: 'Orders',
  stableWhile: 'while orders are placed',
  order: 'newest first',
  total: 'How many orders match in all.',
});

builder.queryFields((t) => ({
  ordersConnection: t.field({
    type: OrderConnection,
    description: 'Your orders (the same ones `orders` lists) by cursor, newest first, `first`/`after`.',
    authScopes: { signedIn: true },
    args: {
      status: t.arg({ type: [OrderStatusEnum], required: false, description: 'Only these statuses.' }),
      first: t.arg.int({ description: FIRST_DESCRIPTION }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    complexity: connectionComplexity,
    resolve: async (_root, args, ctx, info) =>
      (await ctx.services.connections.myOrders(
        ctx,
        args,
        queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
      )) as Connection<Order>,
  }),
}));

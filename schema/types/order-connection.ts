import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import type { Order } from '../../gateway/src/db/generated/client/client.js';
import type { Connection } from '../../gateway/src/services/index.js';
import { OrderStatusEnum } from './order-status.js';
import { AFTER_DESCRIPTION, connectionComplexity, FIRST_DESCRIPTION, PageInfoRef } from './page-info.js';
import { OrderRef } from './order.js';

const OrderEdge = builder.objectRef<Connection<Order>['edges'][number]>('OrderEdge').implement({
  description: 'An order in a connection, with its cursor.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Where this order is: pass it as `after` to go on from here.' }),
    node: t.field({ type: OrderRef, description: 'The order.', resolve: (edge) => edge.node }),
  }),
});

const OrderConnection = builder.objectRef<Connection<Order>>('OrderConnection').implement({
  description: 'Orders a page at a time by cursor (Relay cursor connection): stable while orders are placed.',
  fields: (t) => ({
    edges: t.field({
      type: [OrderEdge],
      description: 'The orders of this page, newest first.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (c) => c.edges,
    }),
    pageInfo: t.field({
      type: PageInfoRef,
      description: 'Whether more follow, and the cursors.',
      resolve: (c) => c.pageInfo,
    }),
    totalCount: t.int({ description: 'How many orders match in all.', resolve: (c) => c.totalCount ?? 0 }),
  }),
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

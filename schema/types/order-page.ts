import { builder } from '../builder.js';
import type { Page } from '../../gateway/src/services/index.js';
import { OrderRef } from './order.js';

type OrderShape = typeof OrderRef.$inferType;

export const OrderPage = builder.objectRef<Page<OrderShape>>('OrderPage').implement({
  description: 'One page of orders.',
  fields: (t) => ({
    // The query returning the page multiplies by its pageSize.
    content: t.field({
      type: [OrderRef],
      description: 'The orders of this page.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (page) => page.content,
    }),
    totalPages: t.exposeInt('totalPages', { description: 'How many pages there are.' }),
    totalElements: t.exposeInt('totalElements', { description: 'How many orders match.' }),
    pageNumber: t.exposeInt('pageNumber', { description: '1-based.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Orders per page.' }),
  }),
});

import { builder } from '../builder.js';
import type { Page } from '../../gateway/src/services/index.js';
import { OrderRef } from './order.js';

type OrderShape = typeof OrderRef.$inferType;

export const OrderPage = builder.objectRef<Page<OrderShape>>('OrderPage').implement({
  description: 'One page of orders.',
  fields: (t) => ({
    // The query returning the page multiplies by its pageSize.
    content: t.field({ type: [OrderRef], complexity: { field: 1, multiplier: 1 }, resolve: (page) => page.content }),
    totalPages: t.exposeInt('totalPages'),
    totalElements: t.exposeInt('totalElements'),
    pageNumber: t.exposeInt('pageNumber', { description: '1-based.' }),
    pageSize: t.exposeInt('pageSize'),
  }),
});

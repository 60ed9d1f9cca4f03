import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import { ProductRef } from './product.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../../gateway/src/services/catalog.js';

type ProductShape = typeof ProductRef.$inferType;

const ProductPage = builder.objectRef<Page<ProductShape>>('ProductPage').implement({
  description: 'One page of a product listing.',
  fields: (t) => ({
    content: t.field({ type: [ProductRef], resolve: (page) => page.content }),
    totalPages: t.exposeInt('totalPages'),
    totalElements: t.exposeInt('totalElements'),
    pageNumber: t.exposeInt('pageNumber', { description: '1-based.' }),
    pageSize: t.exposeInt('pageSize'),
  }),
});

builder.queryFields((t) => ({
  products: t.field({
    type: ProductPage,
    description: 'Products, newest first, one page at a time.',
    args: {
      pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
      pageSize: t.arg.int({ description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    },
    complexity: (args) => ({ field: 1, multiplier: Math.min(args.pageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE) }),
    resolve: (_root, args, ctx, info) =>
      ctx.services.catalog.listProducts(ctx, args, queryFromInfo({ context: ctx, info, path: ['content'] })),
  }),
}));

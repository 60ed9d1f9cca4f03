import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import { ProductRef } from './product.js';
import { ProductFilterInput } from './product-filter.js';
import { ProductSortEnum } from './product-list.js';
import { AFTER_DESCRIPTION, connectionComplexity, FIRST_DESCRIPTION } from './page-info.js';
import { connectionRef } from './connection.js';

type ProductShape = typeof ProductRef.$inferType;

const ProductConnection = connectionRef<ProductShape>('Product', ProductRef, {
  one: 'product',
  many: 'Products',
  stableWhile: 'while products are added',
  order: 'in order',
  total: 'How many products match in all.',
});

builder.queryFields((t) => ({
  productsConnection: t.field({
    type: ProductConnection,
    description:
      'Products matching a filter by cursor (`first`/`after`), newest first unless sorted otherwise. The cursor way to page what `products` pages by number.',
    args: {
      filter: t.arg({ type: ProductFilterInput, description: 'Only products matching every given filter.' }),
      sort: t.arg({
        type: ProductSortEnum,
        description: 'Default NEWEST. A cursor only works with the sort it came from.',
      }),
      first: t.arg.int({ description: FIRST_DESCRIPTION }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    complexity: connectionComplexity,
    resolve: (_root, args, ctx, info) =>
      ctx.services.connections.products(ctx, args, queryFromInfo({ context: ctx, info, path: ['edges', 'node'] })),
  }),
  searchConnection: t.field({
    type: ProductConnection,
    description: 'Full-text search (as `search`) by cursor: best match first, `first`/`after`.',
    args: {
      query: t.arg.string({ required: true, description: 'What the shopper typed; must contain a word.' }),
      first: t.arg.int({ description: FIRST_DESCRIPTION }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    complexity: connectionComplexity,
    resolve: (_root, args, ctx, info) =>
      ctx.services.connections.search(
        ctx,
        args.query,
        args,
        queryFromInfo({ context: ctx, info, path: ['edges', 'node'] }),
      ),
  }),
}));

import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import type { Connection } from '../../gateway/src/services/index.js';
import { ProductRef } from './product.js';
import { ProductFilterInput } from './product-filter.js';
import { ProductSortEnum } from './product-list.js';
import { AFTER_DESCRIPTION, connectionComplexity, FIRST_DESCRIPTION, PageInfoRef } from './page-info.js';

type ProductShape = typeof ProductRef.$inferType;

const ProductEdge = builder.objectRef<Connection<ProductShape>['edges'][number]>('ProductEdge').implement({
  description: 'A product in a connection, with its cursor.',
  fields: (t) => ({
    cursor: t.exposeString('cursor', { description: 'Where this product is: pass it as `after` to go on from here.' }),
    node: t.field({ type: ProductRef, description: 'The product.', resolve: (edge) => edge.node }),
  }),
});

export const ProductConnection = builder.objectRef<Connection<ProductShape>>('ProductConnection').implement({
  description: 'Products a page at a time by cursor (Relay cursor connection): stable while products are added.',
  fields: (t) => ({
    // The field returning the connection multiplies by `first`; counting more here would not be true.
    edges: t.field({
      type: [ProductEdge],
      description: 'The products of this page, in order.',
      complexity: { field: 1, multiplier: 1 },
      resolve: (c) => c.edges,
    }),
    pageInfo: t.field({
      type: PageInfoRef,
      description: 'Whether more follow, and the cursors.',
      resolve: (c) => c.pageInfo,
    }),
    totalCount: t.int({ description: 'How many products match in all.', resolve: (c) => c.totalCount ?? 0 }),
  }),
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

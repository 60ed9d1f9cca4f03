import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import { pageComplexity, ProductPage } from './product-list.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../gateway/src/services/index.js';

builder.queryFields((t) => ({
  search: t.field({
    type: ProductPage,
    description:
      'Full-text search over title, brand and category names, best match first. Every word must match, each also as a prefix ("kurt" finds kurtas).',
    args: {
      query: t.arg.string({ required: true, description: 'What the shopper typed; must contain a word.' }),
      pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
      pageSize: t.arg.int({ description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    },
    complexity: pageComplexity,
    resolve: (_root, args, ctx, info) =>
      ctx.services.catalog.search(ctx, args.query, args, queryFromInfo({ context: ctx, info, path: ['content'] })),
  }),
}));

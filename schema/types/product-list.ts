import { builder } from '../builder.js';
import { listComplexity } from '../complexity.js';
import { ProductRef } from './product.js';
import { ProductFilterInput } from './product-filter.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../../gateway/src/services/index.js';

type ProductShape = typeof ProductRef.$inferType;

export const ProductPage = builder.objectRef<Page<ProductShape>>('ProductPage').implement({
  description: 'One page of a product listing.',
  fields: (t) => ({
    // The query returning the page multiplies by its pageSize; counting ten more here would not be true.
    content: t.field({
      description: 'The products of this page, in order.',
      type: [ProductRef],
      complexity: { field: 1, multiplier: 1 },
      resolve: (page) => page.content,
    }),
    totalPages: t.exposeInt('totalPages', { description: 'How many pages of this size there are.' }),
    totalElements: t.exposeInt('totalElements', { description: 'How many products match in all.' }),
    pageNumber: t.exposeInt('pageNumber', { description: '1-based.' }),
    pageSize: t.exposeInt('pageSize', { description: 'Products per page.' }),
  }),
});

export const ProductSortEnum = builder.enumType('ProductSort', {
  description: 'The order of a product listing; ties go by id, so paging is stable.',
  values: {
    NEWEST: { description: 'Newest first (the default).' },
    PRICE_LOW: { description: 'Lowest discounted price first.' },
    PRICE_HIGH: { description: 'Highest discounted price first.' },
    RATING: { description: 'Customer rating: best average first, then most rated; products without ratings last.' },
  } as const,
});

/** Complexity of a page of products: its fields count once per product asked for. */
export const pageComplexity = (args: { pageSize?: number | null }) =>
  listComplexity(args.pageSize, { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE });

builder.queryFields((t) => ({
  products: t.field({
    type: ProductPage,
    description: 'Products matching a filter, newest first unless sorted otherwise, one page at a time.',
    args: {
      filter: t.arg({ type: ProductFilterInput, description: 'Only products matching every given filter.' }),
      sort: t.arg({ type: ProductSortEnum, description: 'Default NEWEST.' }),
      pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
      pageSize: t.arg.int({ description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    },
    complexity: pageComplexity,
    // The rows come with their sizes and category chain; Product's relations answer from them.
    resolve: (_root, args, ctx) => ctx.services.catalog.listProducts(ctx, args),
  }),
}));

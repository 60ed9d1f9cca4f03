import { queryFromInfo } from '@pothos/plugin-prisma';
import { builder } from '../builder.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../gateway/src/services/index.js';
import { NewProductInput, ProductChangesInput } from './product-input.js';
import { pageComplexity, ProductPage } from './product-list.js';
import './product.js';
import './mutation.js';

// The back office's product operations: ADMIN only (UNAUTHENTICATED / FORBIDDEN otherwise).
builder.queryFields((t) => ({
  adminProducts: t.field({
    type: ProductPage,
    description: 'ADMIN only. Products on sale, newest first; search by title, brand or id.',
    authScopes: { admin: true },
    args: {
      search: t.arg.string({ description: 'Words of the title or brand, or a product id.' }),
      pageNumber: t.arg.int({ description: '1-based page number; default 1.' }),
      pageSize: t.arg.int({ description: `Default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    },
    complexity: pageComplexity,
    resolve: (_root, args, ctx, info) =>
      ctx.services.adminProducts.list(ctx, args, queryFromInfo({ context: ctx, info, path: ['content'] })),
  }),
  adminProductChoices: t.prismaField({
    type: ['Product'],
    description:
      'Products on sale matching words of the title or brand, or an id, newest first: what the coupon form and the home page editor offer to pick. Needs only the merchandising permission.',
    authScopes: { permission: 'merchandising' },
    args: {
      search: t.arg.string({ description: 'Words of the title or brand, or a product id.' }),
      take: t.arg.int({ description: 'How many: 1 to 50, default 20.' }),
    },
    resolve: (query, _root, args, ctx) => ctx.services.adminProducts.choices(ctx, args, query),
  }),
}));

builder.mutationFields((t) => ({
  adminCreateProduct: t.prismaField({
    type: 'Product',
    description:
      'ADMIN only. Adds a product from the add-product form (every wrong field is named); missing category levels are created.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: NewProductInput, required: true, description: 'The form fields.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.adminProducts.create(ctx, args.input, query),
  }),
  adminUpdateProduct: t.prismaField({
    type: 'Product',
    description: 'ADMIN only. Changes texts, images, prices or the stock of sizes of a product on sale.',
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'The product id.' }),
      input: t.arg({ type: ProductChangesInput, required: true, description: 'The fields to change.' }),
    },
    resolve: (query, _root, args, ctx) => ctx.services.adminProducts.update(ctx, String(args.id), args.input, query),
  }),
  adminDeleteProduct: t.id({
    description:
      'ADMIN only. Takes a product off sale: gone from listings, search and its page; orders keep it; carts drop it with a notice. Answers its id.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'The product id.' }) },
    resolve: async (_root, args, ctx) => (await ctx.services.adminProducts.remove(ctx, String(args.id))).id,
  }),
}));

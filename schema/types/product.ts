import { builder } from '../builder.js';
import { preloaded } from './preloaded.js';
import { CategoryRef } from './category.js';
import type { Category, ProductSize } from '../../gateway/src/db/generated/client/client.js';
import { listComplexity } from '../complexity.js';
import { DEFAULT_SIMILAR, MAX_SIMILAR } from '../../gateway/src/services/index.js';

const ProductSizeRef = builder.prismaObject('ProductSize', {
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'S, M, L, XL for clothing; 6 to 11 for shoes.' }),
    quantity: t.exposeInt('quantity', { description: 'Units in stock; 0 means sold out in this size.' }),
  }),
});

export const ProductRef = builder.prismaObject('Product', {
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    brand: t.exposeString('brand'),
    description: t.exposeString('description'),
    details: t.exposeString('details'),
    highlights: t.exposeStringList('highlights'),
    price: t.expose('price', { type: 'Money', description: 'List price in paise.' }),
    discountedPrice: t.expose('discountedPrice', { type: 'Money', description: 'Selling price in paise.' }),
    discountPercent: t.exposeInt('discountPercent'),
    colour: t.exposeString('colour'),
    imageUrls: t.exposeStringList('imageUrls'),
    tags: t.exposeStringList('tags'),
    quantity: t.exposeInt('quantity', { description: 'Units in stock over all sizes.' }),
    // No `select`: a field with one makes Pothos load rows it did not plan (catalog rows) again.
    inStock: t.boolean({ resolve: (p) => p.quantity > 0 }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    // Listing and detail rows come with their sizes and category (one SQL statement,
    // services/catalog-sql.ts) and answer from them; other rows (cart and order lines, similar,
    // search) load them here, batched per tick by Prisma's findUnique.
    category: t.field({
      type: CategoryRef,
      resolve: async (product, _args, ctx) =>
        preloaded<Category>(product, 'category') ??
        (await ctx.prisma.product.findUniqueOrThrow({ where: { id: product.id } }).category()),
    }),
    // A product has at most six sizes (XS to XXL, or shoe sizes 6 to 11), not the default ten.
    sizes: t.field({
      type: [ProductSizeRef],
      complexity: { field: 1, multiplier: 6 },
      resolve: async (product, _args, ctx) =>
        preloaded<ProductSize[]>(product, 'sizes') ??
        (await ctx.prisma.product
          .findUniqueOrThrow({ where: { id: product.id } })
          .sizes({ orderBy: { position: 'asc' } })),
    }),
    similar: t.prismaField({
      type: ['Product'],
      description: `Other products of the same third-level category, newest first; default ${DEFAULT_SIMILAR}, at most ${MAX_SIMILAR}.`,
      args: { limit: t.arg.int() },
      complexity: (args) => listComplexity(args.limit, { default: DEFAULT_SIMILAR, max: MAX_SIMILAR }, 5),
      resolve: (query, product, args, ctx) => ctx.services.catalog.similar(ctx, product, args.limit, query),
    }),
  }),
});

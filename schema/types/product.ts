import { builder } from '../builder.js';
import { preloaded } from './preloaded.js';
import { CategoryRef } from './category.js';
import type { Category, ProductSize } from '../../gateway/src/db/generated/client/client.js';
import { listComplexity } from '../complexity.js';
import { attributeEntries, attributesOf, DEFAULT_SIMILAR, MAX_SIMILAR } from '../../gateway/src/services/index.js';

const ProductSizeRef = builder.prismaObject('ProductSize', {
  description: 'One size of a product and its stock.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The size id.' }),
    name: t.exposeString('name', { description: 'S, M, L, XL for clothing; 6 to 11 for shoes.' }),
    quantity: t.exposeInt('quantity', { description: 'Units in stock; 0 means sold out in this size.' }),
  }),
});

const ProductAttributeRef = builder
  .objectRef<{ name: string; label: string; value: string }>('ProductAttribute')
  .implement({
    description: 'One attribute a product has (material, …), as the product page lists it.',
    fields: (t) => ({
      name: t.exposeString('name', { description: 'The attribute, as its Product field and filter are named.' }),
      label: t.exposeString('label', { description: 'Its name for people ("Material").' }),
      value: t.exposeString('value', { description: "The product's value." }),
    }),
  });

export const ProductRef = builder.prismaObject('Product', {
  description: 'A product of the catalog: texts, prices in paise, colour, images, sizes with stock.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The product id.' }),
    title: t.exposeString('title', { description: 'The name shown on cards and the product page.' }),
    brand: t.exposeString('brand', { description: 'The maker.' }),
    description: t.exposeString('description', { description: 'A paragraph about the product.' }),
    details: t.exposeString('details', { description: 'Fabric, care and fit notes; may be empty.' }),
    highlights: t.exposeStringList('highlights', { description: 'Short selling points, as a bullet list.' }),
    price: t.expose('price', { type: 'Money', description: 'List price in paise.' }),
    discountedPrice: t.expose('discountedPrice', { type: 'Money', description: 'Selling price in paise.' }),
    discountPercent: t.exposeInt('discountPercent', {
      description: 'How much below the list price, in whole percent.',
    }),
    colour: t.exposeString('colour', { description: 'One of the catalog colours (white, blue, maroon…), lower case.' }),
    imageUrls: t.exposeStringList('imageUrls', { description: 'Image addresses, the main image first.' }),
    imageAlts: t.stringList({
      description: 'The alt text of each image, in the order of imageUrls (the title where none was given).',
      resolve: (p) => p.imageUrls.map((_, i) => p.imageAlts?.[i] || p.title),
    }),
    tags: t.exposeStringList('tags', { description: 'Free-form labels (e.g. "festive").' }),
    quantity: t.exposeInt('quantity', { description: 'Units in stock over all sizes.' }),
    // Each attribute (services/catalog/product-attributes.ts) is a field of its own name…
    ...Object.fromEntries(
      attributeEntries().map(([name, a]) => [
        name,
        t.string({ nullable: true, description: a.description, resolve: (p) => p[name] ?? null }),
      ]),
    ),
    // …and, those set, one list a page can show without knowing them.
    attributes: t.field({
      type: [ProductAttributeRef],
      description: 'Its attributes that are set (material, …), in display order, each with its label.',
      resolve: (p) => attributesOf(p),
    }),
    // No `select`: a field with one makes Pothos load rows it did not plan (catalog rows) again.
    inStock: t.boolean({ description: 'True when any size has stock.', resolve: (p) => p.quantity > 0 }),
    createdAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When it was added to the catalog (the NEWEST order).',
    }),
    // Listing and detail rows come with their sizes and category (one SQL statement,
    // services/catalog/sql.ts) and answer from them; other rows (cart and order lines, similar,
    // search) load them here, batched per tick by Prisma's findUnique.
    category: t.field({
      type: CategoryRef,
      description: 'Its third-level category.',
      resolve: async (product, _args, ctx) =>
        preloaded<Category>(product, 'category') ??
        (await ctx.prisma.product.findUniqueOrThrow({ where: { id: product.id } }).category()),
    }),
    // A product has at most six sizes (XS to XXL, or shoe sizes 6 to 11), not the default ten.
    sizes: t.field({
      type: [ProductSizeRef],
      description: 'Its sizes in display order, each with its stock.',
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
      args: { limit: t.arg.int({ description: `How many; default ${DEFAULT_SIMILAR}, at most ${MAX_SIMILAR}.` }) },
      complexity: (args) => listComplexity(args.limit, { default: DEFAULT_SIMILAR, max: MAX_SIMILAR }, 5),
      resolve: (query, product, args, ctx) => ctx.services.catalog.similar(ctx, product, args.limit, query),
    }),
  }),
});

builder.objectField(ProductRef, 'colourSiblings', (t) =>
  t.field({
    type: [ProductRef],
    description: 'The same style in its other colours (on sale), by colour; the product page shows each as a swatch.',
    complexity: { field: 1, multiplier: 12 },
    resolve: (product, _args, ctx) => ctx.services.colourSiblings.of(product),
  }),
);

import { builder } from '../builder.js';

builder.prismaObject('ProductSize', {
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
    inStock: t.boolean({ select: { quantity: true }, resolve: (p) => p.quantity > 0 }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    category: t.relation('category'),
    sizes: t.relation('sizes', { query: { orderBy: { position: 'asc' } } }),
  }),
});

import { builder } from '../builder.js';

builder.prismaObject('OrderItem', {
  description: 'One line of an order: a snapshot of the product and its price when the order was placed.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The line of the order.' }),
    product: t.relation('product', {
      nullable: true,
      description: 'The product now; null when it has left the catalog (the snapshot below remains).',
    }),
    title: t.exposeString('title', { description: "The product's title at order time." }),
    brand: t.exposeString('brand', { description: "The product's brand at order time." }),
    colour: t.exposeString('colour', { description: "The product's colour at order time." }),
    imageUrl: t.exposeString('imageUrl', { description: "The product's first image at order time." }),
    size: t.exposeString('size', { description: 'The size ordered.' }),
    quantity: t.exposeInt('quantity', { description: 'Units ordered.' }),
    price: t.expose('price', { type: 'Money', description: 'Snapshot: list price x quantity at order time.' }),
    discountedPrice: t.expose('discountedPrice', {
      type: 'Money',
      description: 'Snapshot: discounted price x quantity at order time.',
    }),
    couponDiscount: t.expose('couponDiscount', {
      type: 'Money',
      description:
        "This line's share of the order's offer and code discount; the shares add up exactly to the order's couponDiscount. What was paid for the line: discountedPrice - couponDiscount.",
    }),
  }),
});

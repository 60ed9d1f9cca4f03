import { builder } from '../builder.js';

builder.queryFields((t) => ({
  product: t.prismaField({
    type: 'Product',
    nullable: true,
    description: 'One product by id; null when there is no such product.',
    args: { id: t.arg.id({ required: true, description: 'The product id.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.catalog.findProduct(ctx, String(args.id), query),
  }),
}));

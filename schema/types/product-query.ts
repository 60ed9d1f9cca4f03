import { builder } from '../builder.js';
import { ProductRef } from './product.js';

builder.queryFields((t) => ({
  product: t.field({
    type: ProductRef,
    nullable: true,
    description: 'One product by id; null when there is no such product.',
    args: { id: t.arg.id({ required: true, description: 'The product id.' }) },
    resolve: (_root, args, ctx) => ctx.services.catalog.findProduct(ctx, String(args.id)),
  }),
}));

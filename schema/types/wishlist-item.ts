import { builder } from '../builder.js';
import { MAX_WISHLIST_ITEMS, priceDropOf } from '../../gateway/src/services/index.js';
import './product.js';
import './mutation.js';

const priced = { product: { select: { discountedPrice: true } } } as const;

builder.prismaObject('WishlistItem', {
  description: 'A product the signed-in shopper saved to "My Wish List", with its selling price at that moment.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The entry id.' }),
    savedAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was saved.' }),
    savedPrice: t.expose('savedPrice', { type: 'Money', description: 'Its selling price when saved, in paise.' }),
    priceDrop: t.field({
      type: 'Money',
      description: 'How much its selling price fell since it was saved, in paise; 0 when it did not.',
      select: priced,
      resolve: (item) => priceDropOf(item.savedPrice, item.product.discountedPrice),
    }),
    product: t.relation('product', { description: 'The product now: current prices, sizes and stock.' }),
  }),
});

builder.queryFields((t) => ({
  wishlist: t.prismaField({
    type: ['WishlistItem'],
    description: `The signed-in shopper's wish list, newest first (at most ${MAX_WISHLIST_ITEMS}); products taken off sale are left out.`,
    authScopes: { signedIn: true },
    resolve: (query, _root, _args, ctx) => ctx.services.wishlist.list(ctx, query),
  }),
  wishlistProductIds: t.idList({
    description:
      "The ids of the products on the signed-in shopper's wish list: one read marks every card's heart, whatever the page shows.",
    authScopes: { signedIn: true },
    resolve: (_root, _args, ctx) => ctx.services.wishlist.productIds(ctx),
  }),
}));

builder.mutationFields((t) => ({
  addToWishlist: t.prismaField({
    type: 'WishlistItem',
    description:
      'Saves a product on sale to the wish list (NOT_FOUND for another); saving it again changes nothing, the first price stays.',
    authScopes: { signedIn: true },
    args: { productId: t.arg.id({ required: true, description: 'The product.' }) },
    resolve: (query, _root, args, ctx) => ctx.services.wishlist.add(ctx, String(args.productId), query),
  }),
  removeFromWishlist: t.id({
    description: 'Takes a product off the wish list and answers its id; one that is not there is not an error.',
    authScopes: { signedIn: true },
    args: { productId: t.arg.id({ required: true, description: 'The product.' }) },
    resolve: (_root, args, ctx) => ctx.services.wishlist.remove(ctx, String(args.productId)),
  }),
}));

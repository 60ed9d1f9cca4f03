import { builder } from '../builder.js';
import type { CartLine } from '../../gateway/src/services/index.js';
import { ProductRef } from './product.js';

export const CartItemRef = builder.objectRef<CartLine>('CartItem').implement({
  description: 'One product in one size in the cart, priced now.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The line: pass it to updateCartItem and removeCartItem.' }),
    product: t.field({
      type: ProductRef,
      description: 'The product as it is in the catalog now.',
      resolve: (l) => l.product,
    }),
    size: t.exposeString('size', { description: 'S, M, L, XL for clothing; 6 to 11 for shoes.' }),
    quantity: t.exposeInt('quantity', { description: 'Units wanted; at least 1.' }),
    price: t.expose('price', { type: 'Money', description: 'Current list price x quantity.' }),
    discountedPrice: t.expose('discountedPrice', {
      type: 'Money',
      description: 'Current discounted price x quantity.',
    }),
    couponDiscount: t.expose('couponDiscount', {
      type: 'Money',
      description: "This line's share of the automatic offer's and the code's discount (0 without one).",
    }),
    unitPrice: t.expose('unitPrice', {
      type: 'Money',
      description: 'The price of one unit now (the discounted price): what an order of it would charge.',
    }),
    previousUnitPrice: t.expose('previousUnitPrice', {
      type: 'Money',
      description:
        'The price of one unit the shopper last saw: recorded when the line was added, moved to unitPrice only by acknowledgePriceChanges. Differs from unitPrice when the price changed meanwhile.',
    }),
    available: t.exposeInt('available', {
      description: "Units in stock in this size now: the upper bound of the quantity's + button.",
    }),
  }),
});

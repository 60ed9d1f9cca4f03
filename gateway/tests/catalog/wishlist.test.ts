// "My Wish List" through GraphQL and the REST facade, over real HTTP: owner-only, one entry per
// product, the price drop since saving, and clear 4xx answers for bad input.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { newShopper, productWithStock } from '../support/buying.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.stop());

const ADD = `mutation ($p: ID!) { addToWishlist(productId: $p) { id savedPrice priceDrop product { id } } }`;
const LIST = `{ wishlist { id savedPrice priceDrop product { id discountedPrice inStock } } wishlistProductIds }`;
const REMOVE = `mutation ($p: ID!) { removeFromWishlist(productId: $p) }`;

describe('the wish list', () => {
  it('keeps one entry per product, even when saved twice at once, and lists it for its owner only', async () => {
    const product = await productWithStock(shop, { M: 3 }, 40);
    const asha = await newShopper(shop, 'wish-asha');
    const [a, b] = await Promise.all([asha.gql(ADD, { p: product.id }), asha.gql(ADD, { p: product.id })]);
    expect(a.body.data.addToWishlist.id).toBe(b.body.data.addToWishlist.id);
    const list = await asha.gql(LIST);
    expect(list.body.data.wishlist).toHaveLength(1);
    expect(list.body.data.wishlistProductIds).toEqual([product.id]);

    const other = await newShopper(shop, 'wish-other');
    expect((await other.gql(LIST)).body.data).toEqual({ wishlist: [], wishlistProductIds: [] });
    expect((await shop.graphql(LIST)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await shop.graphql(ADD, { p: product.id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    // Someone else removing "their" entry for the product leaves the owner's alone.
    await other.gql(REMOVE, { p: product.id });
    expect((await asha.gql(LIST)).body.data.wishlistProductIds).toEqual([product.id]);
  });

  it('says how much the price dropped since it was saved, and shows a sold-out product as such', async () => {
    const product = await productWithStock(shop, { M: 2 }, 41);
    const shopper = await newShopper(shop, 'wish-drop');
    const saved = await shopper.gql(ADD, { p: product.id });
    expect(saved.body.data.addToWishlist.priceDrop).toBe(0);
    const current = await shop.db.prisma.product.findUniqueOrThrow({ where: { id: product.id } });
    await shop.db.prisma.product.update({
      where: { id: product.id },
      data: { discountedPrice: current.discountedPrice - 15_000 },
    });
    await productWithStock(shop, { M: 0 }, 41);
    const [item] = (await shopper.gql(LIST)).body.data.wishlist;
    expect(item).toMatchObject({ savedPrice: current.discountedPrice, priceDrop: 15_000 });
    expect(item.product.inStock).toBe(false);

    const rest = await shopper.rest('GET', '/api/wishlist');
    expect(rest.status).toBe(200);
    expect(rest.body[0]).toMatchObject({ productId: product.id, priceDrop: 150, inStock: false });
  });

  it('works through REST: add, list, remove; a product taken off sale answers 404 and leaves the list', async () => {
    const product = await productWithStock(shop, { L: 1 }, 42);
    const shopper = await newShopper(shop, 'wish-rest');
    const added = await shopper.rest('POST', '/api/wishlist', { productId: product.id });
    expect(added.status).toBe(201);
    expect(added.body.product._id).toBe(product.id);
    expect((await shopper.rest('DELETE', `/api/wishlist/${product.id}`)).status).toBe(204);
    expect((await shopper.rest('DELETE', `/api/wishlist/${product.id}`)).status).toBe(204);
    expect((await shopper.rest('GET', '/api/wishlist')).body).toEqual([]);

    await shopper.rest('POST', '/api/wishlist', { productId: product.id });
    await shop.db.prisma.product.update({ where: { id: product.id }, data: { deletedAt: new Date() } });
    expect((await shopper.rest('GET', '/api/wishlist')).body).toEqual([]);
    const gone = await shopper.rest('POST', '/api/wishlist', { productId: product.id });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toMatch(/No product/);
    await shop.db.prisma.product.update({ where: { id: product.id }, data: { deletedAt: null } });
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const shopper = await newShopper(shop, 'wish-bad');
    for (const body of [{}, { productId: 42 }, { productId: '' }, { productId: 'x'.repeat(500) }, []]) {
      const reply = await shopper.rest('POST', '/api/wishlist', body);
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBeTruthy();
    }
    expect((await shopper.rest('POST', '/api/wishlist', { productId: 'no-such-product' })).status).toBe(404);
    const visitor = await fetch(`${shop.url}/api/wishlist`);
    expect(visitor.status).toBe(401);
  });
});

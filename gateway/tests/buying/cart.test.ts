import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { call } from '../support/accounts.js';
import { addToCart, CART_FIELDS, newShopper, productWithStock, type Shopper } from '../support/buying.js';

let shop: TestShop;
let alice: Shopper;
let bob: Shopper;

beforeAll(async () => {
  shop = await startTestShop();
  [alice, bob] = await Promise.all([newShopper(shop, 'alice'), newShopper(shop, 'bob')]);
});
afterAll(() => shop?.stop());

const update = (s: Shopper, id: string, quantity: number) =>
  s.gql(`mutation ($id: ID!, $q: Int!) { updateCartItem(id: $id, quantity: $q) { ${CART_FIELDS} } }`, {
    id,
    q: quantity,
  });
const remove = (s: Shopper, id: string) =>
  s.gql(`mutation ($id: ID!) { removeCartItem(id: $id) { ${CART_FIELDS} } }`, { id });

describe('cart (GraphQL)', () => {
  it('a visitor is asked to sign in', async () => {
    const { body } = await shop.graphql('{ cart { id } }');
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('a new shopper has an empty cart', async () => {
    const s = await newShopper(shop, 'empty');
    const { body } = await s.gql(`{ cart { ${CART_FIELDS} } }`);
    expect(body.data.cart).toMatchObject({
      items: [],
      totalPrice: 0,
      totalDiscountedPrice: 0,
      totalItem: 0,
      notices: [],
    });
  });

  it('adding the same product and size again raises the quantity; totals come from current prices', async () => {
    const product = await productWithStock(shop, { S: 5, M: 1 });
    await addToCart(alice, product.id, 'S');
    const cart = await addToCart(alice, product.id, 'S');
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ size: 'S', quantity: 2, available: 5 });
    expect(cart.items[0].price).toBe(product.price * 2);
    expect(cart.totalDiscountedPrice).toBe(product.discountedPrice * 2);
    expect(cart.discount).toBe(cart.totalPrice - cart.totalDiscountedPrice);
    expect(cart.totalItem).toBe(2);

    await shop.db.prisma.product.update({
      where: { id: product.id },
      data: { discountedPrice: product.discountedPrice - 100 },
    });
    const { body } = await alice.gql(`{ cart { ${CART_FIELDS} } }`);
    expect(body.data.cart.totalDiscountedPrice).toBe((product.discountedPrice - 100) * 2);
    await shop.db.prisma.product.update({
      where: { id: product.id },
      data: { discountedPrice: product.discountedPrice },
    });
  });

  it('quantity is a whole number from 1 to the stock of that size, else a clear error naming product and size', async () => {
    const product = await productWithStock(shop, { S: 3, M: 0 }, 1);
    const cart = await addToCart(alice, product.id, 'S');
    const line = cart.items.find((i: any) => i.product.id === product.id);
    expect((await update(alice, line.id, 0)).body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'quantity',
    });
    const tooMany = (await update(alice, line.id, 4)).body.errors[0];
    expect(tooMany.extensions.code).toBe('OUT_OF_STOCK');
    expect(tooMany.message).toContain(`${product.title} (S)`);
    expect(
      (await update(alice, line.id, 3)).body.data.updateCartItem.items.find((i: any) => i.id === line.id).quantity,
    ).toBe(3);
    const soldOut = await alice.gql('mutation ($p: ID!) { addToCart(productId: $p, size: "M") { id } }', {
      p: product.id,
    });
    expect(soldOut.body.errors[0].extensions.code).toBe('OUT_OF_STOCK');
    expect(soldOut.body.errors[0].message).toContain(`${product.title} (M)`);
    const noSize = await alice.gql('mutation ($p: ID!) { addToCart(productId: $p, size: "XXXL") { id } }', {
      p: product.id,
    });
    expect(noSize.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'size' });
  });

  it("another shopper's cart item answers NOT_FOUND exactly like an unknown id", async () => {
    const product = await productWithStock(shop, { S: 5 }, 2);
    const cart = await addToCart(alice, product.id, 'S');
    const line = cart.items.find((i: any) => i.product.id === product.id);
    const theirs = await update(bob, line.id, 2);
    const unknown = await update(bob, 'no-such-item', 2);
    expect(theirs.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect(theirs.body.errors[0].message.replace(line.id, 'X')).toBe(
      unknown.body.errors[0].message.replace('no-such-item', 'X'),
    );
    expect((await remove(bob, line.id)).body.errors[0].extensions.code).toBe('NOT_FOUND');
    const restTheirs = await bob.rest('PUT', `/api/cart_items/${line.id}`, { quantity: 2 });
    const restUnknown = await bob.rest('DELETE', '/api/cart_items/nope');
    expect([restTheirs.status, restUnknown.status]).toEqual([404, 404]);
    const still = await alice.gql(`{ cart { ${CART_FIELDS} } }`);
    expect(still.body.data.cart.items.find((i: any) => i.id === line.id).quantity).toBe(1);
  });

  it('a line whose size sold out meanwhile is removed with a notice', async () => {
    const s = await newShopper(shop, 'notice');
    const product = await productWithStock(shop, { S: 2 }, 3);
    await addToCart(s, product.id, 'S');
    await shop.db.prisma.productSize.updateMany({ where: { productId: product.id, name: 'S' }, data: { quantity: 0 } });
    const { body } = await s.gql(`{ cart { ${CART_FIELDS} } }`);
    expect(body.data.cart.items).toEqual([]);
    expect(body.data.cart.notices).toEqual([`${product.title} (S) is no longer available and was removed`]);
    expect((await s.gql(`{ cart { notices } }`)).body.data.cart.notices).toEqual([]);
  });

  it("a cart line's product answers its relations (sizes, category) like any product", async () => {
    const s = await newShopper(shop, 'nested');
    const product = await productWithStock(shop, { S: 2 }, 6);
    await addToCart(s, product.id, 'S');
    const { body } = await s.gql('{ cart { items { product { id sizes { name quantity } category { id } } } } }');
    expect(body.errors).toBeUndefined();
    const p = body.data.cart.items[0].product;
    expect(p.category.id).toBe(product.categoryId);
    expect(p.sizes.find((x: any) => x.name === 'S').quantity).toBe(2);
  });

  it('removing a line empties it from the cart', async () => {
    const s = await newShopper(shop, 'remover');
    const product = await productWithStock(shop, { S: 2 }, 4);
    const cart = await addToCart(s, product.id, 'S');
    const { body } = await remove(s, cart.items[0].id);
    expect(body.data.removeCartItem).toMatchObject({ items: [], totalItem: 0 });
  });
});

describe('cart (REST shapes, amounts in rupees)', () => {
  it('GET /api/cart/, PUT /api/cart/add, PUT and DELETE /api/cart_items/{id}', async () => {
    const s = await newShopper(shop, 'rest');
    const product = await productWithStock(shop, { S: 4 }, 5);
    expect((await call(shop, 'GET', '/api/cart/')).status).toBe(401);
    const added = await s.rest('PUT', '/api/cart/add', { productId: product.id, size: 'S' });
    expect(added.status).toBe(200);
    const { body: cart } = await s.rest('GET', '/api/cart/');
    expect(cart).toMatchObject({
      totalPrice: product.price / 100,
      totalDiscountedPrice: product.discountedPrice / 100,
      discount: (product.price - product.discountedPrice) / 100,
      totalItem: 1,
    });
    const item = cart.cartItems[0];
    expect(item).toMatchObject({
      size: 'S',
      quantity: 1,
      price: product.price / 100,
      discountedPrice: product.discountedPrice / 100,
    });
    expect(item.product).toMatchObject({
      _id: product.id,
      title: product.title,
      brand: product.brand,
      color: product.colour,
      discountPresent: product.discountPercent,
    });
    expect(item.product.imageUrl).toEqual(product.imageUrls);
    const updated = await s.rest('PUT', `/api/cart_items/${item._id}`, { quantity: 3 });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ _id: item._id, quantity: 3, price: (product.price * 3) / 100 });
    expect((await s.rest('PUT', `/api/cart_items/${item._id}`, { quantity: 'lots' })).status).toBe(400);
    expect((await s.rest('PUT', `/api/cart_items/${item._id}`, { quantity: 9 })).status).toBe(409);
    const removed = await s.rest('DELETE', `/api/cart_items/${item._id}`);
    expect(removed.status).toBe(200);
    expect((await s.rest('GET', '/api/cart/')).body.cartItems).toEqual([]);
  });
});

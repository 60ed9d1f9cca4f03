// A price that changes while an item sits in the cart never changes silently (issue 56, defect 1):
// the cart line keeps the price the shopper saw, the cart reports the change on GraphQL and REST,
// and an order is refused until the shopper acknowledges it; then it is placed at the new price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { addToCart, createOrder, newShopper, productWithStock } from '../support/buying.js';
import { seededAdmin, type Admin } from '../support/admin.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const CART = `{ cart { totalDiscountedPrice priceChanges { itemId from to message }
  items { id quantity discountedPrice unitPrice previousUnitPrice } } }`;
const ACKNOWLEDGE = `mutation { acknowledgePriceChanges { priceChanges { message } items { unitPrice previousUnitPrice } } }`;

async function setPrice(productId: string, price: number, discountedPrice: number) {
  const { body } = await admin.gql(
    `mutation ($id: ID!, $input: ProductChangesInput!) { adminUpdateProduct(id: $id, input: $input) { id } }`,
    { id: productId, input: { price, discountedPrice } },
  );
  expect(body.errors).toBeUndefined();
}

describe('a price changed while the item is in the cart', () => {
  it('is reported, blocks the order until acknowledged, and the order then charges the price shown', async () => {
    const product = await productWithStock(shop, { L: 5 });
    await setPrice(product.id, 39_900, 25_800);
    const s = await newShopper(shop, 'price-change');
    const added = await addToCart(s, product.id, 'L');
    const title = `${product.title} (L)`;

    // The owner raises the price: ₹258 → ₹349.
    await setPrice(product.id, 49_900, 34_900);
    const { body } = await s.gql(CART);
    const line = body.data.cart.items[0];
    expect(line).toMatchObject({ id: added.items[0].id, unitPrice: 34_900, previousUnitPrice: 25_800 });
    expect(body.data.cart.priceChanges).toEqual([
      { itemId: line.id, from: 25_800, to: 34_900, message: `The price of ${title} changed from ₹258 to ₹349` },
    ]);
    // REST reads the same, in rupees.
    const rest = await s.rest('GET', '/api/cart/');
    expect(rest.body.priceChanges).toEqual([
      { cartItemId: line.id, from: 258, to: 349, message: `The price of ${title} changed from ₹258 to ₹349` },
    ]);
    expect(rest.body.cartItems[0]).toMatchObject({ unitPrice: 349, previousUnitPrice: 258 });

    // Another unit, or a new quantity, does not quietly accept the new price.
    await addToCart(s, product.id, 'L');
    const again = await s.gql(CART);
    expect(again.body.data.cart.priceChanges).toHaveLength(1);

    // Checkout refuses until the shopper has seen it.
    const ordersOf = () => shop.db.prisma.order.count({ where: { items: { some: { productId: product.id } } } });
    const before = await ordersOf();
    const refused = await createOrder(s);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'priceChanges' });
    expect(refused.body.errors[0].message).toContain(`The price of ${title} changed from ₹258 to ₹349`);
    expect(await ordersOf()).toBe(before);

    const ack = await s.gql(ACKNOWLEDGE);
    expect(ack.body.data.acknowledgePriceChanges).toEqual({
      priceChanges: [],
      items: [{ unitPrice: 34_900, previousUnitPrice: 34_900 }],
    });
    const placed = await createOrder(s);
    expect(placed.body.errors).toBeUndefined();
    expect(placed.body.data.createOrder).toMatchObject({ totalDiscountedPrice: 69_800 });
  });

  it('a price lowered is reported too, and REST acknowledges it', async () => {
    const product = await productWithStock(shop, { L: 5 }, 1);
    await setPrice(product.id, 59_900, 34_900);
    const s = await newShopper(shop, 'price-drop');
    await addToCart(s, product.id, 'L');
    await setPrice(product.id, 59_900, 25_800);
    const title = `${product.title} (L)`;
    expect((await s.rest('GET', '/api/cart/')).body.priceChanges[0].message).toBe(
      `The price of ${title} changed from ₹349 to ₹258`,
    );
    const rest = await s.rest('POST', '/api/orders/', { address: undefined });
    expect(rest.status).toBeGreaterThanOrEqual(400);
    const ack = await s.rest('PUT', '/api/cart/acknowledge-prices');
    expect(ack.status).toBe(200);
    expect(ack.body.priceChanges).toEqual([]);
    const placed = await createOrder(s);
    expect(placed.body.data.createOrder).toMatchObject({ totalDiscountedPrice: 25_800 });
  });

  it('a cart whose prices did not move reports nothing and orders as before', async () => {
    const product = await productWithStock(shop, { L: 5 }, 2);
    const s = await newShopper(shop, 'price-same');
    await addToCart(s, product.id, 'L');
    const { body } = await s.gql(CART);
    expect(body.data.cart.priceChanges).toEqual([]);
    expect((await createOrder(s)).body.errors).toBeUndefined();
  });
});

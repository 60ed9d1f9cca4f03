import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { bearer, call, signin } from '../support/accounts.js';
import {
  ADDRESS,
  addToCart,
  createOrder,
  newShopper,
  ORDER_FIELDS,
  productWithStock,
  stockOf,
  type Shopper,
} from '../support/buying.js';

let shop: TestShop;
let adminToken: string;

beforeAll(async () => {
  shop = await startTestShop();
  adminToken = (await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password)).body.jwt;
});
afterAll(() => shop?.stop());

/** A shopper with one line in the cart (2 x size S of a product with 5 S and 3 M). */
async function shopperWithCart(skip: number) {
  const s = await newShopper(shop, `orders${skip}`);
  const product = await productWithStock(shop, { S: 5, M: 3 }, skip);
  await addToCart(s, product.id, 'S');
  await addToCart(s, product.id, 'S');
  return { s, product };
}

describe('placing an order', () => {
  it("refuses a bad address naming the field, with the shop's sentence for a wrong mobile, and writes nothing", async () => {
    // The sample shop's own delivered orders are older than this.
    const started = new Date();
    const { s, product } = await shopperWithCart(0);
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ mobile: '98765' }, 'mobile', 'Please enter a valid 10-digit mobile number'],
      [{ mobile: '98765432101' }, 'mobile', 'Please enter a valid 10-digit mobile number'],
      [{ mobile: '98765abcde' }, 'mobile', 'Please enter a valid 10-digit mobile number'],
      [{ zipCode: '56A001' }, 'zipCode'],
      [{ city: '  ' }, 'city'],
      [{ firstName: '' }, 'firstName'],
    ];
    for (const [change, field, message] of cases) {
      const { body } = await createOrder(s, { a: { ...ADDRESS, ...change } });
      expect(body.errors[0].extensions).toEqual({ code: 'BAD_USER_INPUT', field });
      if (message) expect(body.errors[0].message).toBe(message);
    }
    const rest = await s.rest('POST', '/api/orders/', { ...ADDRESS, streetAddress: undefined, save: false });
    expect(rest.status).toBe(400);
    expect(rest.body.field).toBe('streetAddress');
    expect(
      await shop.db.prisma.order.count({
        where: { createdAt: { gte: started }, items: { some: { productId: product.id } } },
      }),
    ).toBe(0);
    expect((await stockOf(shop, product.id)).S).toBe(5);
  });

  it('an empty cart cannot be ordered', async () => {
    const s = await newShopper(shop, 'empty-order');
    const { body } = await createOrder(s);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].message).toMatch(/cart is empty/);
  });

  it('creates a PENDING order with a price snapshot and reserves the stock of every line', async () => {
    const { s, product } = await shopperWithCart(1);
    await addToCart(s, product.id, 'M');
    const before = Date.now();
    const { body } = await createOrder(s);
    const order = body.data.createOrder;
    expect(order).toMatchObject({
      status: 'PENDING',
      totalItem: 3,
      totalPrice: product.price * 3,
      totalDiscountedPrice: product.discountedPrice * 3,
      discount: (product.price - product.discountedPrice) * 3,
      paidAt: null,
      shippingAddress: ADDRESS,
    });
    expect(order.items.map((i: any) => [i.size, i.quantity, i.price, i.title, i.product.id])).toEqual([
      ['S', 2, product.price * 2, product.title, product.id],
      ['M', 1, product.price, product.title, product.id],
    ]);
    expect(order.items[0].imageUrl).toBe(product.imageUrls[0]);
    // Pays within ORDER_PAYMENT_TIMEOUT_MINUTES (default 30) or is cancelled.
    const expires = new Date(order.expiresAt).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(expires - before).toBeLessThanOrEqual(30 * 60_000 + 60_000);
    expect(await stockOf(shop, product.id)).toMatchObject({ S: 3, M: 2, total: 5 });

    // Later price changes never touch the order.
    await shop.db.prisma.product.update({ where: { id: product.id }, data: { price: product.price + 5000 } });
    const again = await s.gql(`query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`, { id: order.id });
    expect(again.body.data.order.totalPrice).toBe(product.price * 3);
    const history = await shop.db.prisma.orderStatusChange.findMany({ where: { orderId: order.id } });
    expect(history).toMatchObject([{ fromStatus: null, toStatus: 'PENDING' }]);
  });

  it('not enough stock for one line: 409 naming product and size, and no line is reserved', async () => {
    // The sample shop's own delivered orders are older than this.
    const started = new Date();
    const s = await newShopper(shop, 'short');
    const plenty = await productWithStock(shop, { S: 5 }, 2);
    const scarce = await productWithStock(shop, { M: 2 }, 3);
    await addToCart(s, plenty.id, 'S');
    await addToCart(s, scarce.id, 'M');
    await addToCart(s, scarce.id, 'M');
    await shop.db.prisma.productSize.updateMany({ where: { productId: scarce.id, name: 'M' }, data: { quantity: 1 } });
    const rest = await s.rest('POST', '/api/orders/', { ...ADDRESS, save: false });
    expect(rest.status).toBe(409);
    expect(rest.body.code).toBe('OUT_OF_STOCK');
    expect(rest.body.message).toContain(`${scarce.title} (M)`);
    expect((await stockOf(shop, plenty.id)).S).toBe(5);
    expect((await stockOf(shop, scarce.id)).M).toBe(1);
    expect(
      await shop.db.prisma.order.count({
        where: { createdAt: { gte: started }, items: { some: { productId: plenty.id } } },
      }),
    ).toBe(0);
  });

  it("puts a product's stock sum right when its sizes were changed by hand, instead of failing the order", async () => {
    const s = await newShopper(shop, 'drifted');
    const product = await productWithStock(shop, { S: 3 }, 6);
    await addToCart(s, product.id, 'S');
    await addToCart(s, product.id, 'S');
    // Sizes edited straight in the database (an import, a hand fix): the product's sum is now 0 of 4.
    await shop.db.prisma.productSize.updateMany({ where: { productId: product.id, name: 'S' }, data: { quantity: 4 } });
    await shop.db.prisma.product.update({ where: { id: product.id }, data: { quantity: 0 } });
    const placed = await s.rest('POST', '/api/orders/', { ...ADDRESS, save: false });
    expect(placed.status).toBe(201);
    expect(await stockOf(shop, product.id)).toMatchObject({ S: 2, total: 2 });
  });

  it('saves the address to the address book when asked, once', async () => {
    const { s } = await shopperWithCart(4);
    const first = await s.rest('POST', '/api/orders/', { ...ADDRESS, save: true });
    expect(first.status).toBe(201);
    expect(first.body._id).toEqual(expect.any(String));
    await createOrder(s, { save: true });
    const profile = await s.rest('GET', '/api/user/profile');
    expect(profile.body.addresses).toHaveLength(1);
    expect(profile.body.addresses[0]).toMatchObject(ADDRESS);
  });

  it('a retry with the same Idempotency-Key returns the same order and reserves nothing more', async () => {
    const { s, product } = await shopperWithCart(5);
    const headers = { 'idempotency-key': `checkout-${Date.now()}` };
    const first = await s.rest('POST', '/api/orders/', { ...ADDRESS, save: false }, headers);
    const retry = await s.rest('POST', '/api/orders/', { ...ADDRESS, save: false }, headers);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body._id).toBe(first.body._id);
    const gql = await createOrder(s, { key: headers['idempotency-key'] });
    expect(gql.body.data.createOrder.id).toBe(first.body._id);
    // Concurrent retries too (the unique key makes the late ones wait, then return the first).
    const key = `burst-${Date.now()}`;
    const burst = await Promise.all([1, 2, 3, 4].map(() => createOrder(s, { key })));
    expect(new Set(burst.map((r) => r.body.data?.createOrder.id)).size).toBe(1);
    expect((await stockOf(shop, product.id)).S).toBe(5 - 2 * 2);
  });

  it("the same key from another shopper is that shopper's own checkout", async () => {
    const a = await shopperWithCart(6);
    const b = await shopperWithCart(7);
    const key = `shared-${Date.now()}`;
    const oa = await createOrder(a.s, { key });
    const ob = await createOrder(b.s, { key });
    expect(oa.body.data.createOrder.id).not.toBe(ob.body.data.createOrder.id);
  });
});

describe('reading orders', () => {
  let alice: Shopper;
  let orderId: string;
  beforeAll(async () => {
    const made = await shopperWithCart(8);
    alice = made.s;
    orderId = (await createOrder(alice)).body.data.createOrder.id;
  });

  it('only the buyer or an admin reads an order; anyone else gets NOT_FOUND, like an unknown id', async () => {
    const bob = await newShopper(shop, 'nosy');
    const q = `query ($id: ID!) { order(id: $id) { id status } }`;
    expect((await alice.gql(q, { id: orderId })).body.data.order.id).toBe(orderId);
    expect((await shop.graphql(q, { id: orderId }, bearer(adminToken))).body.data.order.id).toBe(orderId);
    const theirs = await bob.gql(q, { id: orderId });
    expect(theirs.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await bob.rest('GET', `/api/orders/${orderId}`)).status).toBe(404);
    expect((await bob.rest('GET', '/api/orders/nope')).status).toBe(404);
    expect((await call(shop, 'GET', `/api/orders/${orderId}`)).status).toBe(401);
  });

  it('GET /api/orders/{id} answers the REST order shape in rupees', async () => {
    const { status, body } = await alice.rest('GET', `/api/orders/${orderId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ _id: orderId, orderStatus: 'PENDING', shippingAddress: ADDRESS, totalItem: 2 });
    const item = body.orderItems[0];
    expect(item).toMatchObject({ size: 'S', quantity: 2 });
    expect(body.totalDiscountedPrice).toBe(item.discountedPrice);
    expect(Number.isInteger(body.totalPrice * 100)).toBe(true);
    expect(item.product).toMatchObject({ title: item.title, color: item.color, brand: item.brand });
    expect(item.product.imageUrl[0]).toBe(item.imageUrl);
  });

  it('the history leaves unpaid orders out, lists paid ones newest first, and the status filter filters', async () => {
    expect((await alice.gql('{ orders { id } }')).body.data.orders).toEqual([]);
    expect((await alice.gql('{ orders(status: [PENDING]) { id } }')).body.data.orders).toEqual([{ id: orderId }]);
    const now = Date.now();
    // Two orders of alice's marked paid, one SHIPPED and one DELIVERED.
    const user = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: { userId: true } });
    const base = {
      userId: user.userId,
      shipFirstName: 'A',
      shipLastName: 'B',
      shipStreetAddress: 'C',
      shipCity: 'D',
      shipState: 'E',
      shipZipCode: '1',
      shipMobile: '9876543210',
      totalPrice: 100,
      totalDiscountedPrice: 100,
      discount: 0,
      totalItem: 1,
    };
    const shipped = await shop.db.prisma.order.create({
      data: { ...base, status: 'SHIPPED', paidAt: new Date(now), createdAt: new Date(now - 2000) },
    });
    const delivered = await shop.db.prisma.order.create({
      data: { ...base, status: 'DELIVERED', paidAt: new Date(now), createdAt: new Date(now - 1000) },
    });
    await shop.db.prisma.order.create({ data: { ...base, status: 'CANCELLED', createdAt: new Date(now) } });
    expect((await alice.gql('{ orders { id } }')).body.data.orders).toEqual([{ id: delivered.id }, { id: shipped.id }]);
    expect((await alice.gql('{ orders(status: [SHIPPED]) { id } }')).body.data.orders).toEqual([{ id: shipped.id }]);
    expect((await alice.gql('{ orders(status: [CANCELLED]) { id } }')).body.data.orders).toEqual([]);
    const rest = await alice.rest('GET', '/api/orders/user?status=delivered');
    expect(rest.body.map((o: any) => o._id)).toEqual([delivered.id]);
    expect((await alice.rest('GET', '/api/orders/user')).body.map((o: any) => o._id)).toEqual([
      delivered.id,
      shipped.id,
    ]);
    expect((await alice.rest('GET', '/api/orders/user?status=lost')).status).toBe(400);
  });
});

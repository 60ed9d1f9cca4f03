// Deactivating accounts (no sign-in, tokens refused at once, data kept, reactivating) and the
// dashboard's figures (real aggregates that move with a fresh paid order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { bearer, call, signin, signupCustomer } from '../support/accounts.js';
import { newShopper, productWithStock } from '../support/buying.js';
import { payOrder, placeOrder, seededAdmin, type Admin } from '../support/admin.js';
import { monthStart, shopDay } from '../../src/services/shop-time.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const CUSTOMERS = `query ($search: String) { users(search: $search) { totalElements content { id email orderCount deactivatedAt } } }`;

describe('deactivating a customer', () => {
  it('ends their sessions at once, refuses sign-in only after the right password, keeps the data, and can be undone', async () => {
    const { email, password, token } = await signupCustomer(shop, 'deactivate');
    const user = await shop.db.prisma.user.findUniqueOrThrow({ where: { email } });
    expect((await call(shop, 'GET', '/api/user/profile', undefined, bearer(token))).status).toBe(200);

    const reply = await admin.rest('PUT', `/api/admin/customers/${user.id}/deactivate`);
    expect(reply.status).toBe(200);
    expect(reply.body.deactivatedAt).toEqual(expect.any(String));

    // The token in the shopper's browser stops working on the next request.
    expect((await call(shop, 'GET', '/api/user/profile', undefined, bearer(token))).status).toBe(401);
    // A wrong password gets the usual answer: nothing tells a stranger the account's state.
    const wrong = await signin(shop, email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const right = await signin(shop, email, password);
    expect(right.status).toBe(403);
    expect(right.body.message).toMatch(/deactivated/);
    expect(right.body.jwt).toBeUndefined();

    const listed = await admin.gql(CUSTOMERS, { search: email });
    expect(listed.body.data.users.content).toEqual([
      { id: user.id, email, orderCount: 0, deactivatedAt: expect.any(String) },
    ]);

    const back = await admin.gql('mutation ($id: ID!) { adminReactivateUser(id: $id) { deactivatedAt } }', {
      id: user.id,
    });
    expect(back.body.data.adminReactivateUser.deactivatedAt).toBeNull();
    expect((await signin(shop, email, password)).status).toBe(200);
  });

  it('an admin cannot deactivate their own account', async () => {
    const { body } = await admin.gql('mutation ($id: ID!) { adminDeactivateUser(id: $id) { id } }', { id: admin.id });
    expect(body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('GET /api/user/ searches, and the customer list counts orders', async () => {
    const s = await newShopper(shop, 'counted');
    const product = await productWithStock(shop, { M: 10 }, 50);
    await placeOrder(shop, s, product.id, 'M');
    const me = await s.rest('GET', '/api/user/profile');
    const rest = await admin.rest('GET', `/api/user/?search=${encodeURIComponent(me.body.email)}`);
    expect(rest.body.users).toEqual([
      {
        _id: me.body._id,
        email: me.body.email,
        firstName: 'Asha',
        lastName: 'Verma',
        reviewsCount: 0,
        ratingsCount: 0,
      },
    ]);
    const gql = await admin.gql(CUSTOMERS, { search: me.body.email });
    expect(gql.body.data.users.content[0].orderCount).toBe(1);
  });
});

describe('the dashboard', () => {
  const FIGURES = `{ adminDashboard { salesThisMonth ordersThisMonth customers products dailySales { day sales orders } } }`;

  it('a fresh paid order moves sales, orders and today; a cancelled one does not count; customers and products are counted', async () => {
    const before = (await admin.gql(FIGURES)).body.data.adminDashboard;
    expect(before.dailySales).toHaveLength(30);
    expect(before.dailySales.at(-1).day).toBe(shopDay(new Date()));
    expect(before.products).toBe(await shop.db.prisma.product.count({ where: { deletedAt: null } }));

    const s = await newShopper(shop, 'dashboard');
    const product = await productWithStock(shop, { S: 10 }, 51);
    const paid = await placeOrder(shop, s, product.id, 'S', 2);
    await payOrder(shop, s, paid);
    const unpaid = await placeOrder(shop, s, product.id, 'S');
    await admin.rest('PUT', `/api/admin/orders/${unpaid}/cancel`);

    const after = (await admin.gql(FIGURES)).body.data.adminDashboard;
    const amount = product.discountedPrice * 2;
    expect(after.salesThisMonth - before.salesThisMonth).toBe(amount);
    expect(after.ordersThisMonth - before.ordersThisMonth).toBe(1);
    expect(after.customers - before.customers).toBe(1);
    expect(after.dailySales.at(-1).sales - before.dailySales.at(-1).sales).toBe(amount);
    expect(after.dailySales.at(-1).orders - before.dailySales.at(-1).orders).toBe(1);

    const rest = await admin.rest('GET', '/api/admin/dashboard');
    expect(rest.body.salesThisMonth).toBe(after.salesThisMonth / 100);
  });

  it('a payment 30 seconds after midnight India time counts for that day, not the day before in UTC', async () => {
    const s = await newShopper(shop, 'midnight');
    const product = await productWithStock(shop, { S: 10 }, 52);
    const id = await placeOrder(shop, s, product.id, 'S');
    const before = (await admin.gql(FIGURES)).body.data.adminDashboard.dailySales;
    const paidAt = new Date(`${shopDay(new Date())}T00:00:30+05:30`);
    await shop.db.prisma.order.update({ where: { id }, data: { status: 'PLACED', paidAt } });
    const after = (await admin.gql(FIGURES)).body.data.adminDashboard.dailySales;
    expect(after.at(-1).sales - before.at(-1).sales).toBe(product.discountedPrice);
    expect(after.at(-2)).toEqual(before.at(-2));
  });

  it('counts days and months in India time', () => {
    // 20:00 UTC on 31 Jan is 01:30 on 1 Feb in India.
    const late = new Date('2026-01-31T20:00:00Z');
    expect(shopDay(late)).toBe('2026-02-01');
    expect(monthStart(late).toISOString()).toBe('2026-01-31T18:30:00.000Z');
  });
});

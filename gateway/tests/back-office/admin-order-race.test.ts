// Two admins pressing different buttons on the same order at the same moment: the status is a
// compare-and-set, so one wins, the other gets 409, and stock moves exactly once. And deleting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/db/generated/client/client.js';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { newShopper, productWithStock, stockOf, type Shopper } from '../support/buying.js';
import { anotherAdmin, forceStatus, placeOrder, seededAdmin, SET_STATUS, type Admin } from '../support/admin.js';
import { OrderSweep } from '../../src/services/buying/order-sweep.js';

let shop: TestShop;
let first: Admin;
let second: Admin;
let shopper: Shopper;
let productId: string;
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  [first, second, shopper] = await Promise.all([seededAdmin(shop), anotherAdmin(shop), newShopper(shop, 'race')]);
  productId = (await productWithStock(shop, { L: 500 }, 40)).id;
});
afterAll(() => shop?.stop());

async function orderIn(status: OrderStatus) {
  const id = await placeOrder(shop, shopper, productId, 'L', 3);
  if (status !== 'PENDING') await forceStatus(shop, id, status);
  return id;
}

describe('two admins at once', () => {
  const pairs: [OrderStatus, OrderStatus, OrderStatus][] = [
    ['PLACED', 'CONFIRMED', 'CANCELLED'],
    ['CONFIRMED', 'SHIPPED', 'CANCELLED'],
    ['PLACED', 'CANCELLED', 'CANCELLED'],
    ['PENDING', 'CANCELLED', 'CANCELLED'],
  ];
  for (const [from, a, b] of pairs) {
    it(`${from}: one presses ${a}, the other ${b} (both seeing ${from}), five times over: one winner each time, one 409, stock released at most once`, async () => {
      for (let round = 0; round < 5; round++) {
        const id = await orderIn(from);
        const before = (await stockOf(shop, productId)).L!;
        const replies = await Promise.all([
          first.gql(SET_STATUS, { id, status: a, expected: from }),
          second.gql(SET_STATUS, { id, status: b, expected: from }),
        ]);
        const won = replies.filter((r) => !r.body.errors);
        const lost = replies.filter((r) => r.body.errors);
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        expect(lost[0]!.body.errors[0].extensions.code).toBe('CONFLICT');
        const winner = won[0]!.body.data.adminUpdateOrderStatus.status as OrderStatus;
        const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id } });
        expect(order.status).toBe(winner);
        const changes = await shop.db.prisma.orderStatusChange.count({ where: { orderId: id, fromStatus: from } });
        expect(changes).toBe(1);
        expect((await stockOf(shop, productId)).L! - before).toBe(winner === 'CANCELLED' ? 3 : 0);
      }
    });
  }

  it('an admin cancelling an unpaid order while the sweep cancels it: stock comes back once', async () => {
    const id = await orderIn('PENDING');
    await shop.db.prisma.order.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = (await stockOf(shop, productId)).L!;
    const sweep = new OrderSweep(shop.db.prisma, { log: () => undefined });
    await Promise.all([first.gql(SET_STATUS, { id, status: 'CANCELLED' }), sweep.sweepOnce()]);
    expect((await stockOf(shop, productId)).L! - before).toBe(3);
    expect(await shop.db.prisma.orderStatusChange.count({ where: { orderId: id, toStatus: 'CANCELLED' } })).toBe(1);
  });
});

describe('deleting an order', () => {
  const ORDERS = `query ($search: String) { adminOrders(search: $search) { totalElements content { id } } }`;

  it('a paid order not yet shipped is cancelled (stock back), archived, gone from the list, kept with its history', async () => {
    const id = await orderIn('PLACED');
    const before = (await stockOf(shop, productId)).L!;
    const reply = await first.rest('DELETE', `/api/admin/orders/${id}/deleteOrder`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ _id: id, orderStatus: 'CANCELLED' });
    expect((await stockOf(shop, productId)).L! - before).toBe(3);
    expect((await first.gql(ORDERS, { search: id })).body.data.adminOrders.totalElements).toBe(0);
    const kept = await first.rest('GET', `/api/admin/orders/${id}`);
    expect(kept.body.archivedAt).not.toBeNull();
    expect(kept.body.statusChanges.map((c: { toStatus: string }) => c.toStatus)).toEqual(['PENDING', 'CANCELLED']);
    const { body } = await first.gql('query ($id: ID!) { adminOrder(id: $id) { archivedBy { email } } }', { id });
    expect(body.data.adminOrder.archivedBy.email).toBe(TEST_ADMIN.email);
    // Deleted twice: the second time there is nothing to delete.
    expect((await first.rest('DELETE', `/api/admin/orders/${id}/deleteOrder`)).status).toBe(404);
    expect((await first.gql(SET_STATUS, { id, status: 'CONFIRMED' })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('a cancelled order is archived as it is, stock untouched', async () => {
    const id = await orderIn('CANCELLED');
    const before = (await stockOf(shop, productId)).L!;
    const { body } = await first.gql('mutation ($id: ID!) { adminDeleteOrder(id: $id) { id status archivedAt } }', {
      id,
    });
    expect(body.data.adminDeleteOrder).toMatchObject({ id, status: 'CANCELLED', archivedAt: expect.any(String) });
    expect((await stockOf(shop, productId)).L!).toBe(before);
  });

  for (const status of ['SHIPPED', 'DELIVERED'] as const) {
    it(`a ${status} order cannot be deleted: 409, nothing changes`, async () => {
      const id = await orderIn(status);
      const reply = await first.rest('DELETE', `/api/admin/orders/${id}/deleteOrder`);
      expect(reply.status).toBe(409);
      expect(reply.body.message).toContain(status);
      const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id } });
      expect(order).toMatchObject({ status, archivedAt: null });
    });
  }
});

describe('the order list', () => {
  it('filters by status, searches by id or customer email, newest first', async () => {
    const a = await orderIn('SHIPPED');
    const b = await orderIn('SHIPPED');
    const { body } = await first.gql(
      `query { adminOrders(status: [SHIPPED], pageSize: 100) { content { id status createdAt customer { email } } } }`,
    );
    const rows = body.data.adminOrders.content;
    expect(rows.every((o: { status: string }) => o.status === 'SHIPPED')).toBe(true);
    expect(rows.map((o: { id: string }) => o.id).slice(0, 2)).toEqual([b, a]);
    const email = rows[0].customer.email as string;
    const byEmail = await first.rest(
      'GET',
      `/api/admin/orders/?search=${encodeURIComponent(email.slice(0, 12))}&status=shipped`,
    );
    expect(byEmail.body.map((o: { _id: string }) => o._id)).toEqual(expect.arrayContaining([a, b]));
    const byId = await first.rest('GET', `/api/admin/orders/?search=${a}`);
    expect(byId.body.map((o: { _id: string }) => o._id)).toEqual([a]);
    expect((await first.rest('GET', '/api/admin/orders/?status=LOST')).status).toBe(400);
  });
});

describe('the status the admin saw', () => {
  it('a move from a status the order has left is 409 naming both, even when it would be legal now', async () => {
    const id = await orderIn('PLACED');
    await first.rest('PUT', `/api/admin/orders/${id}/confirmed?from=PLACED`);
    const late = await second.rest('PUT', `/api/admin/orders/${id}/cancel?from=PLACED`);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/from PLACED to CANCELLED: the order is CONFIRMED now/);
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id } })).status).toBe('CONFIRMED');
  });
});

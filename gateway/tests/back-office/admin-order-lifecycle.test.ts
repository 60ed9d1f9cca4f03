// The order life cycle the back office may drive: every (from, to) pair, legal or not, through
// GraphQL, the spec's REST paths, stock effects, history rows, and the shopper's view following.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/db/generated/client/client.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { newShopper, productWithStock, stockOf, type Shopper } from '../support/buying.js';
import { forceStatus, placeOrder, seededAdmin, SET_STATUS, type Admin } from '../support/admin.js';

const STATUSES: OrderStatus[] = ['PENDING', 'PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'RETURNED'];
/** What an admin may do, and what it does to stock; every other pair must be a 409. */
const LEGAL: Record<string, 'release' | 'restock' | null> = {
  'PENDING>CANCELLED': 'release',
  'PLACED>CONFIRMED': null,
  'PLACED>CANCELLED': 'release',
  'CONFIRMED>SHIPPED': null,
  'CONFIRMED>CANCELLED': 'release',
  'SHIPPED>DELIVERED': null,
  'DELIVERED>RETURNED': 'restock',
};

let shop: TestShop;
let admin: Admin;
let shopper: Shopper;
let productId: string;
beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  [admin, shopper] = await Promise.all([seededAdmin(shop), newShopper(shop, 'lifecycle')]);
  productId = (await productWithStock(shop, { M: 1000 }, 30)).id;
});
afterAll(() => shop?.stop());

async function orderIn(status: OrderStatus) {
  const id = await placeOrder(shop, shopper, productId, 'M', 2);
  if (status !== 'PENDING') await forceStatus(shop, id, status);
  return id;
}
const history = (orderId: string) => shop.db.prisma.orderStatusChange.count({ where: { orderId } });

describe('every move an admin can ask for', () => {
  for (const from of STATUSES) {
    for (const to of STATUSES) {
      const key = `${from}>${to}`;
      const legal = key in LEGAL;
      it(`${from} → ${to}: ${legal ? `allowed${LEGAL[key] ? `, stock ${LEGAL[key]}d` : ''}` : '409 naming both, nothing changes'}`, async () => {
        const id = await orderIn(from);
        const [stockBefore, historyBefore] = [(await stockOf(shop, productId)).M!, await history(id)];
        const { body } = await admin.gql(SET_STATUS, { id, status: to });
        const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id } });
        const stockAfter = (await stockOf(shop, productId)).M!;
        if (legal) {
          expect(body.errors).toBeUndefined();
          expect(body.data.adminUpdateOrderStatus.status).toBe(to);
          expect(order.status).toBe(to);
          expect(stockAfter - stockBefore).toBe(LEGAL[key] ? 2 : 0);
          const last = await shop.db.prisma.orderStatusChange.findFirstOrThrow({
            where: { orderId: id },
            orderBy: { createdAt: 'desc' },
          });
          expect(last).toMatchObject({ fromStatus: from, toStatus: to, changedById: admin.id });
        } else {
          expect(body.errors[0].extensions.code).toBe('CONFLICT');
          expect(body.errors[0].message).toContain(`from ${from} to ${to}`);
          expect(order.status).toBe(from);
          expect(stockAfter).toBe(stockBefore);
          expect(await history(id)).toBe(historyBefore);
        }
      });
    }
  }
});

describe("the spec's REST paths", () => {
  const paths: [string, OrderStatus, OrderStatus][] = [
    ['confirmed', 'PLACED', 'CONFIRMED'],
    ['ship', 'CONFIRMED', 'SHIPPED'],
    ['deliver', 'SHIPPED', 'DELIVERED'],
    ['cancel', 'PLACED', 'CANCELLED'],
    ['return', 'DELIVERED', 'RETURNED'],
  ];
  for (const [segment, from, to] of paths) {
    it(`PUT /api/admin/orders/{id}/${segment} moves ${from} to ${to} and answers the order with its history`, async () => {
      const id = await orderIn(from);
      const reply = await admin.rest('PUT', `/api/admin/orders/${id}/${segment}`);
      expect(reply.status).toBe(200);
      expect(reply.body.orderStatus).toBe(to);
      expect(reply.body.statusChanges.at(-1)).toMatchObject({ fromStatus: from, toStatus: to });
      expect(reply.body.statusChanges.at(-1).changedBy._id).toBe(admin.id);
    });
  }

  it('an illegal REST move is 409 with a JSON error naming both statuses', async () => {
    const id = await orderIn('SHIPPED');
    const reply = await admin.rest('PUT', `/api/admin/orders/${id}/cancel`);
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'CONFLICT', error: expect.stringContaining('from SHIPPED to CANCELLED') });
  });

  it('an unknown order is 404', async () => {
    expect((await admin.rest('PUT', '/api/admin/orders/no-such-order/ship')).status).toBe(404);
  });
});

describe('returns', () => {
  it('a delivered order can be returned within the window; after it, 409 names the window', async () => {
    const fresh = await orderIn('DELIVERED');
    const late = await orderIn('DELIVERED');
    await forceStatus(shop, late, 'DELIVERED', 8);
    const lateView = await admin.gql('query ($id: ID!) { adminOrder(id: $id) { nextStatuses } }', { id: late });
    expect(lateView.body.data.adminOrder.nextStatuses).toEqual([]);
    const refused = await admin.gql(SET_STATUS, { id: late, status: 'RETURNED' });
    expect(refused.body.errors[0].message).toMatch(/from DELIVERED to RETURNED: the 7-day return window closed/);
    const done = await admin.gql(SET_STATUS, { id: fresh, status: 'RETURNED' });
    expect(done.body.data.adminUpdateOrderStatus.status).toBe('RETURNED');
  });
});

describe('what the admin and the shopper see', () => {
  it('nextStatuses lists exactly the legal moves, and the shopper sees each status the admin sets', async () => {
    const id = await orderIn('PLACED');
    const shopperStatus = async () =>
      (await shopper.gql('query ($id: ID!) { order(id: $id) { status } }', { id })).body.data.order.status;
    const steps: [OrderStatus, OrderStatus[]][] = [
      ['CONFIRMED', ['SHIPPED', 'CANCELLED']],
      ['SHIPPED', ['DELIVERED']],
      ['DELIVERED', ['RETURNED']],
    ];
    for (const [status, next] of steps) {
      const { body } = await admin.gql(SET_STATUS, { id, status });
      expect(body.data.adminUpdateOrderStatus.nextStatuses).toEqual(next);
      expect(await shopperStatus()).toBe(status);
    }
    const timeline = await admin.gql(
      `query ($id: ID!) { adminOrder(id: $id) { customer { email } statusChanges { fromStatus toStatus at changedBy { email } } } }`,
      { id },
    );
    const changes = timeline.body.data.adminOrder.statusChanges;
    expect(changes.map((c: { toStatus: string }) => c.toStatus)).toEqual([
      'PENDING',
      'CONFIRMED',
      'SHIPPED',
      'DELIVERED',
    ]);
    expect(changes.at(-1).changedBy.email).toBe('admin@test.local');
  });

  it("a customer asking for an order's history or next moves is refused", async () => {
    const id = await orderIn('PLACED');
    const { body } = await shopper.gql('query ($id: ID!) { order(id: $id) { statusChanges { toStatus } } }', { id });
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

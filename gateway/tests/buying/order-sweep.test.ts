// The unpaid-order sweep: PENDING orders past their payment time are cancelled and their stock
// released exactly once, by the gateway on its own, after restarts too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { startGateway } from '../../src/http/server.js';
import { OrderSweep } from '../../src/services/buying/order-sweep.js';
import { addToCart, createOrder, newShopper, productWithStock, stockOf } from '../support/buying.js';

let shop: TestShop;
let skip = 40;
const quiet = { log: () => undefined };

beforeAll(async () => {
  // The gateway's own sweep is off here; the tests drive rounds themselves, except the one
  // that starts a gateway with a short timeout.
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
});
afterAll(() => shop?.stop());

async function pending(label: string, stock = 4) {
  const s = await newShopper(shop, label);
  const product = await productWithStock(shop, { M: stock }, skip++);
  await addToCart(s, product.id, 'M');
  await addToCart(s, product.id, 'M');
  const order = (await createOrder(s)).body.data.createOrder;
  return { s, product, order };
}

const expire = (orderId: string) =>
  shop.db.prisma.order.update({ where: { id: orderId }, data: { expiresAt: new Date(Date.now() - 1000) } });

/** Polls the database until the order has the status (a state, never a fixed wait). */
async function untilStatus(orderId: string, status: string) {
  for (;;) {
    const o = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    if (o.status === status) return o;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the unpaid-order sweep', () => {
  it('leaves orders within their payment time alone', async () => {
    const { product, order } = await pending('patient');
    await new OrderSweep(shop.db.prisma, quiet).sweepOnce();
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe('PENDING');
    expect((await stockOf(shop, product.id)).M).toBe(2);
  });

  it('cancels an expired PENDING order, releases its stock once, and records who/when/from/to', async () => {
    const { s, product, order } = await pending('late');
    expect(await stockOf(shop, product.id)).toMatchObject({ M: 2, total: 2 });
    await expire(order.id);
    const sweep = new OrderSweep(shop.db.prisma, quiet);
    expect(await sweep.sweepOnce()).toBe(1);
    expect(await stockOf(shop, product.id)).toMatchObject({ M: 4, total: 4 });
    expect(await sweep.sweepOnce()).toBe(0);
    expect(await stockOf(shop, product.id)).toMatchObject({ M: 4, total: 4 });
    const after = await shop.db.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { statusChanges: true },
    });
    expect(after.status).toBe('CANCELLED');
    expect(after.cancelledAt).not.toBeNull();
    const change = after.statusChanges.find((c) => c.toStatus === 'CANCELLED')!;
    expect(change).toMatchObject({
      fromStatus: 'PENDING',
      changedById: null,
      reason: expect.stringMatching(/Not paid within 30 minutes/),
    });
    // The shopper sees the PENDING order no more, and GraphQL says when it was cancelled.
    const { body } = await s.gql('query ($id: ID!) { order(id: $id) { status expiresAt cancelledAt } }', {
      id: order.id,
    });
    expect(body.data.order).toMatchObject({ status: 'CANCELLED', expiresAt: null, cancelledAt: expect.any(String) });
  });

  it('two sweeps at once (two gateways on one database) still release the stock exactly once', async () => {
    const orders = await Promise.all([pending('twin1'), pending('twin2'), pending('twin3')]);
    for (const o of orders) await expire(o.order.id);
    const [a, b] = await Promise.all([
      new OrderSweep(shop.db.prisma, quiet).sweepOnce(),
      new OrderSweep(shop.db.prisma, quiet).sweepOnce(),
    ]);
    expect(a + b).toBe(3);
    for (const o of orders) expect((await stockOf(shop, o.product.id)).M).toBe(4);
  });

  it('runs in the gateway on its own, and after a restart cancels what expired while it was down', async () => {
    const { product, order } = await pending('restart');
    // "Down": the test shop's gateway runs no sweep. The order expires meanwhile.
    await expire(order.id);
    const restarted = await startGateway(shop.db, {
      port: 0,
      host: '127.0.0.1',
      buying: { paymentTimeoutMinutes: 30, sweepIntervalMs: 200 },
    });
    try {
      await untilStatus(order.id, 'CANCELLED');
      expect((await stockOf(shop, product.id)).M).toBe(4);
    } finally {
      await restarted.stop();
    }
  });

  it('ORDER_PAYMENT_TIMEOUT_MINUTES sets the payment time of new orders', async () => {
    const short = await startTestShop({ buying: { paymentTimeoutMinutes: 0.05, sweepIntervalMs: 200 } });
    try {
      const s = await newShopper(short, 'hurry');
      const product = await productWithStock(short, { S: 1 }, 0);
      await addToCart(s, product.id, 'S');
      const order = (await createOrder(s)).body.data.createOrder;
      expect(new Date(order.expiresAt).getTime() - new Date(order.createdAt).getTime()).toBe(3000);
      for (;;) {
        const o = await short.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
        if (o.status === 'CANCELLED') break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await stockOf(short, product.id)).S).toBe(1);
    } finally {
      await short.stop();
    }
  });

  it('a confirmation racing the sweep: exactly one of them wins, and stock matches the winner', async () => {
    const { s, product, order } = await pending('photo-finish');
    const link = await s.rest('POST', `/api/payments/${order.id}`);
    const res = await fetch(`${link.body.payment_Link_Url}/pay`, { method: 'POST', redirect: 'manual' });
    const params = new URL(res.headers.get('location')!, shop.url).searchParams;
    await expire(order.id);
    const [confirmed] = await Promise.all([
      s.rest('GET', `/api/payments?payment_id=${params.get('razorpay_payment_id')}&order_id=${order.id}`),
      new OrderSweep(shop.db.prisma, quiet).sweepOnce(),
    ]);
    const final = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    if (confirmed.status === 200) {
      expect(final.status).toBe('PLACED');
      expect((await stockOf(shop, product.id)).M).toBe(2);
    } else {
      expect(confirmed.status).toBe(402);
      expect(final.status).toBe('CANCELLED');
      expect((await stockOf(shop, product.id)).M).toBe(4);
    }
  });
});

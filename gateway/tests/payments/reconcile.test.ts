// Payments nobody reported: the sweep asks the provider before it cancels, and a payment that
// arrives for an order already cancelled is placed again when its stock is still there, else
// refunded in full automatically; either way recorded and shown to the shopper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, stockOf, type Shopper } from '../support/buying.js';
import { orderRow, pendingOrder, startMoneyShop, untilSettled, type MoneyShop } from '../support/money.js';
import { OrderSweep } from '../../src/services/buying/order-sweep.js';
import { OrderStateMachine } from '../../src/services/buying/order-transitions.js';
import { createMoney } from '../../src/services/money/index.js';

let m: MoneyShop;
let s: Shopper;
let skip = 0;
let sweep: OrderSweep;
let plainSweep: OrderSweep;
const quiet = { log: () => undefined };

beforeAll(async () => {
  m = await startMoneyShop();
  s = await newShopper(m.shop, 'reconcile');
  // What the gateway runs: a sweep that reconciles through the shop's own money services.
  const money = createMoney(m.shop.db.prisma, m.provider, new OrderStateMachine());
  sweep = new OrderSweep(m.shop.db.prisma, { ...quiet, reconcile: money.reconcile, reconcileGraceMs: 60_000 });
  // A sweep that cancels without asking, as if the payment came a moment after it looked.
  plainSweep = new OrderSweep(m.shop.db.prisma, quiet);
});
afterAll(() => m?.stop());

const expire = (id: string, msAgo = 1000) =>
  m.shop.db.prisma.order.update({ where: { id }, data: { expiresAt: new Date(Date.now() - msAgo) } });

describe('before the sweep cancels an unpaid order', () => {
  it('asks the provider: a link that was paid places the order instead', async () => {
    const { order, linkId, product } = await pendingOrder(m, s, skip++);
    m.razorpay.pay(linkId); // no browser, no webhook
    await expire(order.id);
    await sweep.sweepOnce();
    const row = await orderRow(m, order.id);
    expect(row.status).toBe('PLACED');
    expect(row.statusChanges.at(-1)!.reason).toMatch(/asking the provider/);
    expect((await stockOf(m.shop, product.id)).S).toBe(2);
  });

  it('waits while the provider cannot be reached, and cancels once the grace period is over', async () => {
    const { order, product } = await pendingOrder(m, s, skip++);
    await expire(order.id);
    m.razorpay.down = true;
    try {
      await sweep.sweepOnce();
      expect((await orderRow(m, order.id)).status).toBe('PENDING');
      await expire(order.id, 61_000);
      await sweep.sweepOnce();
    } finally {
      m.razorpay.down = false;
    }
    expect((await orderRow(m, order.id)).status).toBe('CANCELLED');
    expect((await stockOf(m.shop, product.id)).S).toBe(3);
  });
});

describe('a payment that arrives after the order was cancelled', () => {
  it('places the order again when every line can still be had; the shopper sees it placed', async () => {
    const { order, linkId, product } = await pendingOrder(m, s, skip++);
    await expire(order.id);
    await plainSweep.sweepOnce();
    expect((await stockOf(m.shop, product.id)).S).toBe(3);
    m.razorpay.pay(linkId);
    expect((await m.razorpay.sendPaid(linkId)).body.outcome).toBe('handled');
    const row = await orderRow(m, order.id);
    expect(row.statusChanges.map((c) => c.toStatus)).toEqual(['PENDING', 'CANCELLED', 'PLACED']);
    expect(row.refunds).toEqual([]);
    expect((await stockOf(m.shop, product.id)).S).toBe(2);
    const mine = await s.rest('GET', '/api/orders/user');
    expect(mine.body.find((o: { _id: string }) => o._id === order.id)).toMatchObject({ orderStatus: 'PLACED' });
  });

  it('refunds it in full, automatically, when the stock is gone; the shopper sees the payment and the refund', async () => {
    const { order, linkId, product } = await pendingOrder(m, s, skip++, 1);
    await expire(order.id);
    await plainSweep.sweepOnce();
    // Someone else bought the last unit meanwhile.
    await m.shop.db.prisma.productSize.updateMany({ where: { productId: product.id }, data: { quantity: 0 } });
    const params = m.razorpay.pay(linkId);
    expect((await m.razorpay.sendPaid(linkId)).body.outcome).toBe('handled');
    const [refund] = await untilSettled(m, order.id);
    expect(refund).toMatchObject({ status: 'PROCESSED', amount: order.totalDiscountedPrice, requestedById: null });
    expect(refund!.reason).toMatch(/after the order was cancelled.*no longer in stock: refunded in full/);

    const row = await orderRow(m, order.id);
    expect(row.status).toBe('CANCELLED');
    expect(row.paidAt).not.toBeNull();
    expect(row.payments).toMatchObject([{ status: 'REFUNDED', providerPaymentId: params.razorpay_payment_id }]);
    expect(m.razorpay.payments.get(params.razorpay_payment_id!)!.amount_refunded).toBe(order.totalDiscountedPrice);
    expect((await stockOf(m.shop, product.id)).S).toBe(0);

    // Listed among the shopper's orders, with the money both ways.
    const mine = await s.rest('GET', '/api/orders/user');
    expect(mine.body.find((o: { _id: string }) => o._id === order.id)).toMatchObject({
      orderStatus: 'CANCELLED',
      amountPaid: order.totalDiscountedPrice / 100,
      amountRefunded: order.totalDiscountedPrice / 100,
      refunds: [{ status: 'PROCESSED', reason: expect.stringMatching(/refunded in full/) }],
    });
    // The browser coming back afterwards is told, not shown a placed order.
    const late = await s.rest('GET', `/api/payments?payment_id=${params.razorpay_payment_id}&order_id=${order.id}`);
    expect(late.status).toBe(402);
    expect(late.body.message).toMatch(/was refunded/);
  });
});

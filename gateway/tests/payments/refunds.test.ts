// Refunds through a Razorpay-compatible server: cancelling a paid order (the shopper or an admin)
// and a return refund exactly once; a provider outage answers the committed change with the refund PENDING, and a retry later;
// a lost answer or two workers never refund twice; bad refund requests are 409s naming why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper, stockOf, type Shopper } from '../support/buying.js';
import { forceStatus, seededAdmin, SET_STATUS, type Admin } from '../support/admin.js';
import { orderRow, pendingOrder, placedOrder, startMoneyShop, untilSettled, type MoneyShop } from '../support/money.js';
import { createServices } from '../../src/services/index.js';

let m: MoneyShop;
let s: Shopper;
let admin: Admin;
let skip = 10;
const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  m = await startMoneyShop();
  s = await newShopper(m.shop, 'refunds');
  admin = await seededAdmin(m.shop);
});
afterAll(() => m?.stop());

const LEDGER = `query ($id: ID!) { order(id: $id) { id status cancellable amountPaid amountRefunded
  payments { status amount providerPaymentId paidAt } refunds { status amount reason providerRefundId providerPaymentId settledAt } } }`;

describe('the shopper cancels a paid order', () => {
  it('cancels, puts the stock back and refunds exactly what was paid, once; asking again changes nothing', async () => {
    const { order, paymentId, product } = await placedOrder(m, s, skip++);
    expect((await s.gql(LEDGER, { id: order.id })).body.data.order.cancellable).toBe(true);
    const reply = await s.rest('PUT', `/api/orders/${order.id}/cancel`, { reason: 'Ordered the wrong size' });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      orderStatus: 'CANCELLED',
      amountPaid: order.totalDiscountedPrice / 100,
      amountRefunded: order.totalDiscountedPrice / 100,
      refunds: [{ status: 'PROCESSED', paymentId, reason: 'Cancelled by the customer: Ordered the wrong size' }],
    });
    expect((await stockOf(m.shop, product.id)).S).toBe(3);
    expect(m.razorpay.refundRequests.filter((r) => r.paymentId === paymentId)).toEqual([
      { paymentId, key: expect.stringMatching(/^kapda-refund-/), amount: order.totalDiscountedPrice },
    ]);

    const again = await s.rest('PUT', `/api/orders/${order.id}/cancel`);
    expect(again.status).toBe(200);
    const gql = await s.gql(LEDGER, { id: order.id });
    expect(gql.body.data.order).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
      amountRefunded: order.totalDiscountedPrice,
      payments: [{ status: 'REFUNDED', providerPaymentId: paymentId }],
      refunds: [
        { status: 'PROCESSED', providerPaymentId: paymentId, providerRefundId: expect.stringMatching(/^rfnd_/) },
      ],
    });
    // Razorpay's own refund.processed event arrives afterwards: already settled, nothing changes.
    const refundId = gql.body.data.order.refunds[0].providerRefundId;
    expect((await m.razorpay.sendRefund(refundId, 'refund.processed')).body.outcome).toBe('ignored');
    expect(m.razorpay.refundRequests.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
    expect((await orderRow(m, order.id)).refunds).toHaveLength(1);

    // The refund's paperwork, each once: a credit note for the whole amount, the "refund processed" mail.
    const prisma = m.shop.db.prisma;
    const notes = await prisma.creditNote.findMany({ where: { orderId: order.id } });
    expect(notes.map((n) => n.total)).toEqual([order.totalDiscountedPrice]);
    const mails = await prisma.mail.findMany({ where: { orderId: order.id, kind: 'refund-processed' } });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Refund of ₹[\d,]+\.\d\d for your Kapda order/);
  });

  it('is refused for an order that shipped or is not paid, and someone else cannot cancel yours', async () => {
    const shipped = await placedOrder(m, s, skip++);
    await forceStatus(m.shop, shipped.order.id, 'SHIPPED');
    const late = await s.rest('PUT', `/api/orders/${shipped.order.id}/cancel`);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/left the warehouse/);
    const unpaid = await pendingOrder(m, s, skip++);
    const gql = await s.gql('mutation ($id: ID!) { cancelOrder(id: $id) { id } }', { id: unpaid.order.id });
    expect(gql.body.errors[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringMatching(/not paid/),
    });
    const other = await newShopper(m.shop, 'refunds-other');
    expect((await other.rest('PUT', `/api/orders/${shipped.order.id}/cancel`)).status).toBe(404);
    expect(m.razorpay.refundRequests.filter((r) => r.paymentId === shipped.paymentId)).toEqual([]);
  });
});

describe('the back office', () => {
  it('cancelling a CONFIRMED order and marking a delivered one RETURNED each refund the payment once', async () => {
    const confirmed = await placedOrder(m, s, skip++);
    await admin.gql(SET_STATUS, { id: confirmed.order.id, status: 'CONFIRMED' });
    const cancelled = await admin.gql(SET_STATUS, { id: confirmed.order.id, status: 'CANCELLED' });
    expect(cancelled.body.data.adminUpdateOrderStatus.status).toBe('CANCELLED');
    const returned = await placedOrder(m, s, skip++);
    await forceStatus(m.shop, returned.order.id, 'DELIVERED');
    const reply = await admin.rest('PUT', `/api/admin/orders/${returned.order.id}/return`);
    expect(reply.status).toBe(200);
    expect(reply.body.refunds).toMatchObject([
      { status: 'PROCESSED', reason: 'Order returned', requestedBy: { _id: admin.id }, attempts: 1, lastError: null },
    ]);
    for (const { order, paymentId } of [confirmed, returned]) {
      expect(m.razorpay.refundRequests.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
      expect((await orderRow(m, order.id)).refunds).toMatchObject([
        { status: 'PROCESSED', amount: order.totalDiscountedPrice, requestedById: admin.id },
      ]);
    }
  });

  it('refuses a refund of an unpaid order, more than was paid, or a second one, naming why (409), and bad amounts (400)', async () => {
    const REFUND = `mutation ($id: ID!, $amount: Money, $reason: String) {
      adminRefundOrder(id: $id, amount: $amount, reason: $reason) { id amountRefunded refunds { amount status reason } } }`;
    const unpaid = await pendingOrder(m, s, skip++);
    const r1 = await admin.rest('POST', `/api/admin/orders/${unpaid.order.id}/refund`, {});
    expect(r1.status).toBe(409);
    expect(r1.body.message).toMatch(/never paid/);

    const { order } = await placedOrder(m, s, skip++);
    const r2 = await admin.gql(REFUND, { id: order.id, amount: order.totalDiscountedPrice + 1 });
    expect(r2.body.errors[0]).toMatchObject({
      extensions: { code: 'CONFLICT' },
      message: expect.stringMatching(/larger than what was paid/),
    });
    const r3 = await admin.rest('POST', `/api/admin/orders/${order.id}/refund`, { amount: 0.005 });
    expect(r3.status).toBe(400);
    expect(r3.body.field).toBe('amount');
    expect((await s.rest('POST', `/api/admin/orders/${order.id}/refund`, {})).status).toBe(403);

    const goodwill = await admin.gql(REFUND, { id: order.id, amount: 100, reason: 'Late delivery' });
    expect(goodwill.body.data.adminRefundOrder).toMatchObject({
      amountRefunded: 100,
      refunds: [{ amount: 100, status: 'PROCESSED', reason: 'Late delivery' }],
    });
    const second = await admin.rest('POST', `/api/admin/orders/${order.id}/refund`, { amount: 1 });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already has a refund of ₹1\.00 .*second refund is not allowed/);

    // Cancelling afterwards refunds what is left, not the whole amount again.
    await admin.rest('PUT', `/api/admin/orders/${order.id}/cancel`);
    const row = await orderRow(m, order.id);
    expect(row.refunds.map((r) => r.amount)).toEqual([100, order.totalDiscountedPrice - 100]);
    expect(row.refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(order.totalDiscountedPrice);
    // A credit note for each refund: the goodwill one, then what the cancellation gave back.
    const notes = await m.shop.db.prisma.creditNote.findMany({
      where: { orderId: order.id },
      orderBy: { number: 'asc' },
    });
    expect(notes.map((n) => [n.total, n.reason])).toEqual([
      [100, 'Refund: Late delivery'],
      [order.totalDiscountedPrice - 100, expect.stringMatching(/^Order cancelled/)],
    ]);
  });
});

describe('when the provider is down or answers go missing', () => {
  it('answers the cancellation that committed (200, the refund PENDING and "retries"), and the worker sends it later, once', async () => {
    const { order, paymentId } = await placedOrder(m, s, skip++);
    m.razorpay.down = true;
    const reply = await s.rest('PUT', `/api/orders/${order.id}/cancel`);
    expect(reply.status).toBe(200);
    expect(reply.body.orderStatus).toBe('CANCELLED');
    expect(reply.body.refunds).toMatchObject([
      { status: 'PENDING', note: expect.stringMatching(/retries this refund by itself.*Nothing is refunded twice/) },
    ]);
    const queued = await orderRow(m, order.id);
    expect(queued.status).toBe('CANCELLED');
    expect(queued.refunds).toMatchObject([
      { status: 'PENDING', attempts: 1, lastError: expect.stringMatching(/503|unavailable/i) },
    ]);
    expect(queued.refunds[0]!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());

    const worker = m.worker();
    // Still down at the next attempt: retried again later, with a longer wait.
    await worker.runOnce(later(6_000));
    const twice = (await orderRow(m, order.id)).refunds[0]!;
    expect(twice).toMatchObject({ status: 'PENDING', attempts: 2 });

    m.razorpay.down = false;
    expect(await worker.runOnce(later(60_000))).toBeGreaterThanOrEqual(1);
    expect((await orderRow(m, order.id)).refunds).toMatchObject([{ status: 'PROCESSED', attempts: 3 }]);
    expect(m.razorpay.refunds.size).toBeGreaterThan(0);
    expect([...m.razorpay.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    // A retried request answers the cancelled order, its refund done and without a note.
    const again = await s.rest('PUT', `/api/orders/${order.id}/cancel`);
    expect(again.status).toBe(200);
    expect(again.body.refunds).toMatchObject([{ status: 'PROCESSED', note: null }]);
  });

  it('a refund the provider made but whose answer was lost is not made again: the same idempotency key gets the same refund', async () => {
    const { order, paymentId } = await placedOrder(m, s, skip++);
    m.razorpay.loseRefundAnswers = 1;
    const reply = await admin.rest('PUT', `/api/admin/orders/${order.id}/cancel`);
    // The cancellation committed: the admin is told so, with the refund waiting.
    expect(reply.status).toBe(200);
    expect(reply.body.orderStatus).toBe('CANCELLED');
    expect(reply.body.refunds).toMatchObject([{ status: 'PENDING', note: expect.any(String) }]);
    await m.worker().runOnce(later(60_000));
    const requests = m.razorpay.refundRequests.filter((r) => r.paymentId === paymentId);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.key).toBe(requests[1]!.key);
    expect([...m.razorpay.refunds.values()].filter((r) => r.payment_id === paymentId)).toHaveLength(1);
    expect(m.razorpay.payments.get(paymentId)!.amount_refunded).toBe(order.totalDiscountedPrice);
    expect((await orderRow(m, order.id)).refunds).toMatchObject([{ status: 'PROCESSED' }]);
  });

  it('two workers (two processes) on the same due refund send it once; a crashed worker’s claim runs out', async () => {
    const { order, paymentId } = await placedOrder(m, s, skip++);
    m.razorpay.down = true;
    await s.rest('PUT', `/api/orders/${order.id}/cancel`);
    m.razorpay.down = false;
    const at = later(60_000);
    await Promise.all([m.worker().runOnce(at), m.worker().runOnce(at), m.worker().runOnce(at)]);
    expect(m.razorpay.refundRequests.filter((r) => r.paymentId === paymentId)).toHaveLength(1);
    expect((await orderRow(m, order.id)).refunds).toMatchObject([{ status: 'PROCESSED' }]);

    // A refund claimed by a process that died: nobody touches it until its claim runs out.
    const next = await placedOrder(m, s, skip++);
    m.razorpay.down = true;
    await s.rest('PUT', `/api/orders/${next.order.id}/cancel`);
    m.razorpay.down = false;
    const refund = (await orderRow(m, next.order.id)).refunds[0]!;
    await m.shop.db.prisma.refund.update({
      where: { id: refund.id },
      data: { leaseUntil: later(30_000), nextAttemptAt: new Date() },
    });
    expect(await m.worker().runOnce(new Date())).toBe(0);
    expect(await m.worker().runOnce(later(31_000))).toBe(1);
    expect((await orderRow(m, next.order.id)).refunds).toMatchObject([{ status: 'PROCESSED' }]);
  });

  it('a refund the provider reports failed is FAILED, listed by the back office filter, and can be refunded again', async () => {
    const { order } = await placedOrder(m, s, skip++);
    m.razorpay.refundStatus = 'pending';
    await admin.rest('PUT', `/api/admin/orders/${order.id}/cancel`);
    m.razorpay.refundStatus = 'processed';
    const pending = (await orderRow(m, order.id)).refunds[0]!;
    expect(pending).toMatchObject({ status: 'PENDING', providerRefundId: expect.stringMatching(/^rfnd_/) });
    const listed = await admin.rest('GET', '/api/admin/orders/?refund=pending');
    expect(listed.body.map((o: { _id: string }) => o._id)).toContain(order.id);

    expect((await m.razorpay.sendRefund(pending.providerRefundId!, 'refund.failed')).body.outcome).toBe('handled');
    const failed = await admin.gql(`{ adminOrders(refund: FAILED) { content { id refunds { status lastError } } } }`);
    expect(failed.body.data.adminOrders.content).toContainEqual({
      id: order.id,
      refunds: [{ status: 'FAILED', lastError: expect.stringMatching(/failed/) }],
    });
    expect((await admin.rest('GET', '/api/admin/orders/?refund=lost')).status).toBe(400);

    const again = await admin.rest('POST', `/api/admin/orders/${order.id}/refund`, { reason: 'Second try' });
    expect(again.status).toBe(200);
    expect(again.body.refunds.map((r: { status: string }) => r.status)).toEqual(['FAILED', 'PROCESSED']);
    expect(again.body.amountRefunded).toBe(order.totalDiscountedPrice / 100);
  });
});

describe('hooks for other features', () => {
  it('onRefundCreated and onRefundSettled run inside the transactions that create and settle a refund', async () => {
    const services = createServices(m.shop.db.prisma, { payments: m.provider });
    const seen: string[] = [];
    services.money.ledger.onRefundCreated(async (tx, refund) => {
      const order = await tx.order.findUniqueOrThrow({ where: { id: refund.orderId } });
      seen.push(`created ${refund.status} while the order is ${order.status}`);
    });
    services.money.ledger.onRefundSettled(async (_tx, refund) => {
      seen.push(`settled ${refund.status}`);
    });
    const me = (await s.gql('{ me { id } }')).body.data.me.id as string;
    const { order } = await placedOrder(m, s, skip++);
    await services.cancelOrder.cancel({ viewer: { id: me, role: 'CUSTOMER' } }, order.id, {});
    expect(seen).toEqual(['created PENDING while the order is CANCELLED', 'settled PROCESSED']);

    // A hook that fails fails the move with it: nothing half-written.
    services.money.ledger.onRefundCreated(async () => {
      throw new Error('the credit note could not be written');
    });
    const next = await placedOrder(m, s, skip++);
    await expect(
      services.cancelOrder.cancel({ viewer: { id: me, role: 'CUSTOMER' } }, next.order.id, {}),
    ).rejects.toThrow(/credit note/);
    expect(await orderRow(m, next.order.id)).toMatchObject({ status: 'PLACED', refunds: [] });
  });
});

describe('the dashboard', () => {
  it('counts sales net of refunds and shows the refunds of the month', async () => {
    const FIGURES = `{ adminDashboard { salesThisMonth refundsThisMonth ordersThisMonth } }`;
    const before = (await admin.gql(FIGURES)).body.data.adminDashboard;
    const { order } = await placedOrder(m, s, skip++);
    await admin.gql(`mutation ($id: ID!) { adminRefundOrder(id: $id, amount: 500) { id } }`, { id: order.id });
    await untilSettled(m, order.id);
    const after = (await admin.gql(FIGURES)).body.data.adminDashboard;
    expect(after.salesThisMonth - before.salesThisMonth).toBe(order.totalDiscountedPrice - 500);
    expect(after.refundsThisMonth - before.refundsThisMonth).toBe(500);
    expect(after.ordersThisMonth - before.ordersThisMonth).toBe(1);
    const rest = await admin.rest('GET', '/api/admin/dashboard');
    expect(rest.body.refundsThisMonth).toBe(after.refundsThisMonth / 100);
  });
});

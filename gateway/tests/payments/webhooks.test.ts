// Razorpay's webhooks against a local Razorpay-compatible server: a payment the shopper's browser
// never reports still places the order, exactly once, whoever hears of it first; forged, replayed
// and duplicated events change nothing; and the sandbox sends the same signed events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../../src/http/server.js';
import { startTestShop } from '../support/harness.js';
import { newShopper, stockOf, type Shopper } from '../support/buying.js';
import { orderRow, pendingOrder, startMoneyShop, WEBHOOK_SECRET, type MoneyShop } from '../support/money.js';
import { deliver, paymentLinkPaid, sign } from '../support/fake-razorpay-events.js';
import { webhookSignature } from '../../src/payments/signature.js';

let m: MoneyShop;
let s: Shopper;
let skip = 40;
beforeAll(async () => {
  m = await startMoneyShop();
  s = await newShopper(m.shop, 'webhooks');
});
afterAll(() => m?.stop());

describe('payment_link.paid', () => {
  it('places the order of a shopper who paid and closed the tab, once; the browser coming back later changes nothing', async () => {
    const { order, linkId, product } = await pendingOrder(m, s, skip++);
    const params = m.razorpay.pay(linkId);
    const reply = await m.razorpay.sendPaid(linkId);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ status: 'ok', outcome: 'handled', event: 'payment_link.paid' });

    const placed = await orderRow(m, order.id);
    expect(placed.status).toBe('PLACED');
    expect(placed.paidAt).not.toBeNull();
    expect(placed.payments).toMatchObject([
      { providerLinkId: linkId, providerPaymentId: params.razorpay_payment_id, status: 'PAID' },
    ]);
    expect(placed.statusChanges.at(-1)).toMatchObject({
      fromStatus: 'PENDING',
      toStatus: 'PLACED',
      changedById: null,
      reason: expect.stringMatching(/payment_link\.paid/),
    });
    expect((await s.gql('{ cart { items { id } } }')).body.data.cart.items).toEqual([]);
    expect((await stockOf(m.shop, product.id)).S).toBe(2);

    const late = await s.rest('GET', `/api/payments?payment_id=${params.razorpay_payment_id}&order_id=${order.id}`);
    expect(late.status).toBe(200);
    expect(late.body.order.orderStatus).toBe('PLACED');
    const after = await orderRow(m, order.id);
    expect(after.statusChanges.filter((c) => c.toStatus === 'PLACED')).toHaveLength(1);
    expect((await stockOf(m.shop, product.id)).S).toBe(2);
  });

  it('a replayed event and the same payment under another event id change nothing', async () => {
    const { order, linkId } = await pendingOrder(m, s, skip++);
    m.razorpay.pay(linkId);
    const first = await m.razorpay.sendPaid(linkId);
    const replay = await m.razorpay.sendPaid(linkId, { eventId: first.eventId });
    expect(replay).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    const again = await m.razorpay.sendPaid(linkId);
    expect(again).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    const row = await orderRow(m, order.id);
    expect(row.statusChanges.map((c) => c.toStatus)).toEqual(['PENDING', 'PLACED']);
    expect(row.payments.filter((p) => p.status === 'PAID')).toHaveLength(1);
  });

  it('a forged, missing or stale signature is 401 and changes nothing', async () => {
    const { order, linkId } = await pendingOrder(m, s, skip++);
    m.razorpay.pay(linkId);
    const link = m.razorpay.links.get(linkId)!;
    const payment = m.razorpay.payments.get(link.payments[0]!.payment_id)!;
    const body = JSON.stringify(paymentLinkPaid(link, payment));
    const url = m.razorpay.webhook.url;
    const tries = [
      await deliver(url, WEBHOOK_SECRET, body, { signature: sign('not-the-secret', body) }),
      await deliver(url, WEBHOOK_SECRET, body, { signature: null }),
      // Signed, then the body changed on the way (spacing alone breaks it: the signature is over the bytes).
      await deliver(url, WEBHOOK_SECRET, JSON.stringify(JSON.parse(body), null, 1), {
        signature: sign(WEBHOOK_SECRET, body),
      }),
    ];
    for (const t of tries) {
      expect(t.status).toBe(401);
      expect(t.body.message).toMatch(/signature/i);
    }
    expect((await orderRow(m, order.id)).status).toBe('PENDING');
    expect(
      await m.shop.db.prisma.providerEvent.count({ where: { id: { in: tries.map((t) => `razorpay:${t.eventId}`) } } }),
    ).toBe(0);
    // The right signature over the very same bytes goes through.
    expect((await deliver(url, WEBHOOK_SECRET, body)).status).toBe(200);
    expect((await orderRow(m, order.id)).status).toBe('PLACED');
  });

  it('a body that is not an event or has no event id is a 400, never a 500', async () => {
    const url = m.razorpay.webhook.url;
    expect((await deliver(url, WEBHOOK_SECRET, '{"hello":')).status).toBe(400);
    const noId = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': sign(WEBHOOK_SECRET, '{"event":"x"}') },
      body: '{"event":"x"}',
    });
    expect(noId.status).toBe(400);
    expect((await deliver(url, WEBHOOK_SECRET, { event: 'payment.dispute.created', payload: {} })).body.outcome).toBe(
      'ignored',
    );
  });

  it('two gateway processes receiving the same event at the same moment place the order once', async () => {
    const second = await startGateway(m.shop.db, {
      port: 0,
      host: '127.0.0.1',
      buying: { payments: m.provider, sweepIntervalMs: 0, refundIntervalMs: 0 },
    });
    try {
      const { order, linkId, product } = await pendingOrder(m, s, skip++);
      m.razorpay.pay(linkId);
      const link = m.razorpay.links.get(linkId)!;
      const event = paymentLinkPaid(link, m.razorpay.payments.get(link.payments[0]!.payment_id)!);
      const eventId = 'evt_same_event_0001';
      const urls = [m.razorpay.webhook.url, `${second.url}/api/webhooks/razorpay`];
      // The same event to both processes, and a redelivery of the same payment under a new id.
      const replies = await Promise.all([
        ...urls.map((url) => deliver(url, WEBHOOK_SECRET, event, { eventId })),
        deliver(urls[1]!, WEBHOOK_SECRET, event),
      ]);
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(replies.filter((r) => r.body.outcome === 'handled')).toHaveLength(1);
      const row = await orderRow(m, order.id);
      expect(row.statusChanges.filter((c) => c.toStatus === 'PLACED')).toHaveLength(1);
      expect(row.payments.filter((p) => p.status === 'PAID')).toHaveLength(1);
      expect((await stockOf(m.shop, product.id)).S).toBe(2);
    } finally {
      await second.stop();
    }
  });
});

describe('payment_link.expired and cancelled', () => {
  it('closes the link; an unpaid order whose time is up is cancelled at once and its stock released', async () => {
    const waiting = await pendingOrder(m, s, skip++);
    expect((await m.razorpay.sendLinkClosed(waiting.linkId, 'payment_link.cancelled')).body.outcome).toBe('handled');
    // Still within its payment time: the order waits (the sweep decides later).
    const still = await orderRow(m, waiting.order.id);
    expect(still.status).toBe('PENDING');
    expect(still.payments.map((p) => p.status)).toEqual(['EXPIRED']);

    const { order, linkId, product } = await pendingOrder(m, s, skip++);
    await m.shop.db.prisma.order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await m.razorpay.sendLinkClosed(linkId, 'payment_link.expired')).body.outcome).toBe('handled');
    const row = await orderRow(m, order.id);
    expect(row.status).toBe('CANCELLED');
    expect(row.payments.map((p) => p.status)).toEqual(['EXPIRED']);
    expect(row.statusChanges.at(-1)).toMatchObject({
      changedById: null,
      reason: expect.stringMatching(/link expired/),
    });
    expect((await stockOf(m.shop, product.id)).S).toBe(3);
  });
});

describe('the sandbox', () => {
  it('sends the same signed payment_link.paid on Pay, so the order is placed before the browser is back; refunds it records and reports; its secret is shared through the database', async () => {
    const sandbox = await startTestShop({ buying: { sweepIntervalMs: 0, refundIntervalMs: 0 } });
    try {
      const buyer = await newShopper(sandbox, 'sandbox-events');
      const order = await (async () => {
        const { productWithStock, addToCart, createOrder } = await import('../support/buying.js');
        const product = await productWithStock(sandbox, { S: 2 }, 3);
        await addToCart(buyer, product.id, 'S');
        return (await createOrder(buyer)).body.data.createOrder;
      })();
      const link = await buyer.rest('POST', `/api/payments/${order.id}`);
      const pressed = await fetch(`${link.body.payment_Link_Url}/pay`, { method: 'POST', redirect: 'manual' });
      expect(pressed.status).toBe(303);
      const row = await sandbox.db.prisma.order.findUniqueOrThrow({
        where: { id: order.id },
        include: { statusChanges: true },
      });
      expect(row.status).toBe('PLACED');
      expect(row.statusChanges.find((c) => c.toStatus === 'PLACED')!.reason).toMatch(/payment_link\.paid/);
      const back = new URL(pressed.headers.get('location')!, sandbox.url);
      const confirmed = await buyer.rest('GET', `/api/payments?${back.searchParams}&order_id=${order.id}`);
      expect(confirmed.status).toBe(200);

      // Cancelling refunds through the sandbox, which records it and reports it with refund.processed.
      const cancelled = await buyer.rest('PUT', `/api/orders/${order.id}/cancel`);
      expect(cancelled.body.refunds).toMatchObject([
        { status: 'PROCESSED', refundId: expect.stringMatching(/^rfnd_sbx_/) },
      ]);
      expect(await sandbox.db.prisma.sandboxRefund.count()).toBe(1);
      expect(await sandbox.db.prisma.providerEvent.count({ where: { type: 'refund.processed' } })).toBe(1);

      // Any process of the shop checks events with the key in the database.
      const { value } = await sandbox.db.prisma.shopSecret.findUniqueOrThrow({
        where: { name: 'sandbox-webhook-secret' },
      });
      const body = JSON.stringify({ event: 'payment.captured', payload: {} });
      const url = `${sandbox.url}/api/webhooks/razorpay`;
      expect((await deliver(url, value, body)).status).toBe(200);
      expect((await deliver(url, value, body, { signature: webhookSignature('guess', body) })).status).toBe(401);
    } finally {
      await sandbox.stop();
    }
  });
});

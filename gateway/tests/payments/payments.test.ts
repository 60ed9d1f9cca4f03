// The sandbox provider end to end over HTTP: link, hosted page, Pay/Fail, signed callback,
// confirmation; and every way a confirmation must be refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { OrderSweep } from '../../src/services/buying/order-sweep.js';
import {
  addToCart,
  CART_FIELDS,
  createOrder,
  newShopper,
  productWithStock,
  stockOf,
  type Shopper,
} from '../support/buying.js';

let shop: TestShop;
let skip = 20;
beforeAll(async () => {
  // The browser's confirmation alone: the sandbox's webhook events (which would place the order
  // first) are tested in webhooks.test.ts.
  shop = await startTestShop({ services: { sandboxEvents: false } });
});
afterAll(() => shop?.stop());

/** A shopper with a PENDING order of one unit, and its payment link. */
async function pendingOrder(label: string) {
  const s = await newShopper(shop, label);
  const product = await productWithStock(shop, { S: 3 }, skip++);
  await addToCart(s, product.id, 'S');
  const order = (await createOrder(s)).body.data.createOrder;
  const link = await s.rest('POST', `/api/payments/${order.id}`);
  expect(link.status).toBe(200);
  return { s, product, order, link: link.body as { payment_link_id: string; payment_Link_Url: string } };
}

/** Presses a button on the sandbox page; returns the callback's query parameters. */
async function press(url: string, button: 'pay' | 'fail') {
  const res = await fetch(`${url}/${button}`, { method: 'POST', redirect: 'manual' });
  expect(res.status).toBe(303);
  const target = new URL(res.headers.get('location')!, shop.url);
  return { path: target.pathname, params: Object.fromEntries(target.searchParams) as Record<string, string> };
}

const CONFIRM = `mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { id status paidAt } }`;
const confirm = (s: Shopper, orderId: string, p: Record<string, string>) =>
  s.gql(CONFIRM, {
    input: {
      orderId,
      paymentId: p.razorpay_payment_id,
      paymentLinkId: p.razorpay_payment_link_id,
      paymentLinkReferenceId: p.razorpay_payment_link_reference_id,
      paymentLinkStatus: p.razorpay_payment_link_status,
      signature: p.razorpay_signature,
    },
  });

async function unchanged(orderId: string) {
  const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { payments: true } });
  expect(order.status).toBe('PENDING');
  expect(order.paidAt).toBeNull();
  expect(order.payments.every((p) => p.status === 'CREATED' && p.providerPaymentId === null)).toBe(true);
}

describe('sandbox payment, the happy path', () => {
  it('link → page with order and amount → Pay → signed callback → confirmed, recorded once, cart emptied', async () => {
    const { s, product, order, link } = await pendingOrder('happy');
    expect(link.payment_link_id).toMatch(/^plink_sbx_/);
    expect(link.payment_Link_Url).toBe(`${shop.url}/sandbox-pay/${link.payment_link_id}`);
    // Asking again gives the same link.
    expect((await s.rest('POST', `/api/payments/${order.id}`)).body).toEqual(link);

    const page = await fetch(link.payment_Link_Url);
    const html = await page.text();
    expect(html).toContain(order.id);
    expect(html).toContain(`₹${(product.discountedPrice / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(html).not.toMatch(/<script|\son\w+=|style=/i);
    expect(html).toContain(`action="/sandbox-pay/${link.payment_link_id}/pay"`);

    const { path: back, params } = await press(link.payment_Link_Url, 'pay');
    expect(back).toBe(`/payment/${order.id}`);
    expect(params).toMatchObject({
      razorpay_payment_link_id: link.payment_link_id,
      razorpay_payment_link_reference_id: order.id,
      razorpay_payment_link_status: 'paid',
    });
    expect(params.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);

    const { body } = await confirm(s, order.id, params);
    expect(body.data.confirmPayment).toMatchObject({ id: order.id, status: 'PLACED', paidAt: expect.any(String) });
    const payments = await shop.db.prisma.payment.findMany({ where: { orderId: order.id } });
    expect(payments).toMatchObject([
      { status: 'PAID', providerPaymentId: params.razorpay_payment_id, amount: order.totalDiscountedPrice },
    ]);
    expect((await s.gql(`{ cart { ${CART_FIELDS} } }`)).body.data.cart.items).toEqual([]);
    expect((await stockOf(shop, product.id)).S).toBe(2);
    const history = await shop.db.prisma.orderStatusChange.findMany({
      where: { orderId: order.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(history.map((h) => h.toStatus)).toEqual(['PENDING', 'PLACED']);

    // Repeating (GraphQL, REST, a second press of Pay) is harmless: same order, one payment.
    expect((await confirm(s, order.id, params)).body.data.confirmPayment.status).toBe('PLACED');
    const rest = await s.rest('GET', `/api/payments?payment_id=${params.razorpay_payment_id}&order_id=${order.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.order).toMatchObject({ _id: order.id, orderStatus: 'PLACED' });
    expect((await press(link.payment_Link_Url, 'pay')).params.razorpay_payment_id).toBe(params.razorpay_payment_id);
    expect(await shop.db.prisma.payment.count({ where: { orderId: order.id, status: 'PAID' } })).toBe(1);
    expect((await s.gql('{ orders { id status } }')).body.data.orders).toEqual([{ id: order.id, status: 'PLACED' }]);
    // A paid order gets no new link.
    expect((await s.rest('POST', `/api/payments/${order.id}`)).status).toBe(409);
  });

  it('REST confirmation with only payment_id and order_id checks with the provider server to server', async () => {
    const { s, order, link } = await pendingOrder('rest-only');
    const { params } = await press(link.payment_Link_Url, 'pay');
    const reply = await s.rest('GET', `/api/payments?payment_id=${params.razorpay_payment_id}&order_id=${order.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.order.orderStatus).toBe('PLACED');
  });
});

describe('refused confirmations change nothing', () => {
  it('a forged signature is refused', async () => {
    const { s, order, link } = await pendingOrder('forger');
    const { params } = await press(link.payment_Link_Url, 'pay');
    const forged = {
      ...params,
      razorpay_signature: params.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const { body } = await confirm(s, order.id, forged);
    expect(body.errors[0].extensions.code).toBe('PAYMENT_REFUSED');
    expect(body.errors[0].message).toMatch(/signature/);
    const rest = await s.rest(
      'GET',
      `/api/payments?${new URLSearchParams({ ...forged, payment_id: params.razorpay_payment_id, order_id: order.id })}`,
    );
    expect(rest.status).toBe(402);
    await unchanged(order.id);
  });

  it('a made-up payment id is refused, even without a signature to check', async () => {
    const { s, order } = await pendingOrder('inventor');
    const rest = await s.rest('GET', `/api/payments?payment_id=pay_sbx_madeup&order_id=${order.id}`);
    expect(rest.status).toBe(402);
    await unchanged(order.id);
  });

  it('a failed payment is refused; the order stays payable and a later Pay goes through', async () => {
    const { s, order, link } = await pendingOrder('decline');
    const failed = await press(link.payment_Link_Url, 'fail');
    expect(failed.params.razorpay_payment_link_status).toBe('failed');
    const { body } = await confirm(s, order.id, failed.params);
    expect(body.errors[0].extensions.code).toBe('PAYMENT_REFUSED');
    expect(body.errors[0].message).toMatch(/did not go through/);
    expect(
      (await s.rest('GET', `/api/payments?payment_id=${failed.params.razorpay_payment_id}&order_id=${order.id}`))
        .status,
    ).toBe(402);
    await unchanged(order.id);
    const again = await s.rest('POST', `/api/payments/${order.id}`);
    const paid = await press(again.body.payment_Link_Url, 'pay');
    expect((await confirm(s, order.id, paid.params)).body.data.confirmPayment.status).toBe('PLACED');
  });

  it("someone else's order is NOT_FOUND; someone else's payment does not pay your order (replay)", async () => {
    const alice = await pendingOrder('alice-pay');
    const bob = await pendingOrder('bob-pay');
    const { params } = await press(alice.link.payment_Link_Url, 'pay');
    // Bob presents Alice's callback for Alice's order.
    const stolen = await confirm(bob.s, alice.order.id, params);
    expect(stolen.body.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await bob.s.rest('POST', `/api/payments/${alice.order.id}`)).status).toBe(404);
    // Bob replays Alice's payment against his own order: the reference is Alice's order.
    const replay = await confirm(bob.s, bob.order.id, params);
    expect(replay.body.errors[0].extensions.code).toBe('PAYMENT_REFUSED');
    const replayRest = await bob.s.rest(
      'GET',
      `/api/payments?payment_id=${params.razorpay_payment_id}&order_id=${bob.order.id}`,
    );
    expect(replayRest.status).toBe(402);
    expect(replayRest.body.message).toMatch(/does not belong/);
    await unchanged(bob.order.id);
    await unchanged(alice.order.id);
  });

  it('an amount that is not the order total is refused', async () => {
    const { s, order, link } = await pendingOrder('short-pay');
    const { params } = await press(link.payment_Link_Url, 'pay');
    // The provider reports a smaller captured amount than the order's total.
    await shop.db.prisma.sandboxPaymentLink.update({
      where: { id: link.payment_link_id },
      data: { amount: order.totalDiscountedPrice - 100 },
    });
    const { body } = await confirm(s, order.id, params);
    expect(body.errors[0].extensions.code).toBe('PAYMENT_REFUSED');
    expect(body.errors[0].message).toMatch(/is not the order total/);
    await unchanged(order.id);
  });

  it('a payment confirmed after the sweep cancelled the order places it again when its stock is still there', async () => {
    const { s, product, order, link } = await pendingOrder('too-late');
    const { params } = await press(link.payment_Link_Url, 'pay');
    await shop.db.prisma.order.update({ where: { id: order.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const quiet = { log: () => undefined };
    expect(await new OrderSweep(shop.db.prisma, quiet).sweepOnce()).toBeGreaterThanOrEqual(1);
    expect((await stockOf(shop, product.id)).S).toBe(3);
    const { body } = await confirm(s, order.id, params);
    expect(body.data.confirmPayment.status).toBe('PLACED');
    const after = await shop.db.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { payments: true, statusChanges: { orderBy: { createdAt: 'asc' } } },
    });
    expect(after.statusChanges.map((c) => c.toStatus)).toEqual(['PENDING', 'CANCELLED', 'PLACED']);
    expect(after.payments.filter((p) => p.status === 'PAID')).toHaveLength(1);
    expect((await stockOf(shop, product.id)).S).toBe(2);
    expect((await confirm(s, order.id, params)).body.data.confirmPayment.status).toBe('PLACED');
    expect((await stockOf(shop, product.id)).S).toBe(2);
  });
});

// The razorpay provider against a local fake of Razorpay's HTTP API started by the test:
// link creation as Razorpay expects it, and confirmation believed only from Razorpay itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { RazorpayProvider } from '../../src/payments/razorpay.js';
import { createPaymentProvider } from '../../src/payments/index.js';
import { readPaymentSettings } from '../../src/boot/config.js';
import { addToCart, CART_FIELDS, createOrder, newShopper, productWithStock, type Shopper } from '../support/buying.js';
import { startFakeRazorpay, type FakeRazorpay } from '../support/fake-razorpay.js';

const KEY_ID = 'rzp_test_fakekey123';
const KEY_SECRET = 'fake-razorpay-secret-for-tests';
let shop: TestShop;
let razorpay: FakeRazorpay;
let skip = 60;

beforeAll(async () => {
  razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  shop = await startTestShop({
    buying: { payments: new RazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: razorpay.url }) },
  });
});
afterAll(async () => {
  await shop?.stop();
  await razorpay?.close();
});

async function pendingOrder(label: string) {
  const s = await newShopper(shop, label);
  const product = await productWithStock(shop, { S: 3 }, skip++);
  await addToCart(s, product.id, 'S');
  const order = (await createOrder(s)).body.data.createOrder;
  const link = await s.rest('POST', `/api/payments/${order.id}`);
  expect(link.status).toBe(200);
  return { s, order, linkId: link.body.payment_link_id as string, url: link.body.payment_Link_Url as string };
}

const confirm = (s: Shopper, orderId: string, p: Record<string, string>) =>
  s.gql(`mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { id status } }`, {
    input: {
      orderId,
      paymentId: p.razorpay_payment_id,
      paymentLinkId: p.razorpay_payment_link_id,
      paymentLinkReferenceId: p.razorpay_payment_link_reference_id,
      paymentLinkStatus: p.razorpay_payment_link_status,
      signature: p.razorpay_signature,
    },
  });

describe('razorpay provider', () => {
  it('is chosen by PAYMENT_PROVIDER=razorpay with keys, and refuses to start without them', () => {
    const env = { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET };
    const provider = createPaymentProvider(shop.db.prisma, readPaymentSettings(env));
    expect(provider.name).toBe('razorpay');
    expect(provider.description).not.toContain(KEY_SECRET);
    expect(() => readPaymentSettings({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(createPaymentProvider(shop.db.prisma, readPaymentSettings({})).name).toBe('sandbox');
    expect(() => readPaymentSettings({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/sandbox or razorpay/);
  });

  it('creates a Payment Link in paise and INR, reference id = order id, callback to /payment/{orderId}', async () => {
    const { order, linkId, url } = await pendingOrder('rzp-link');
    const sent = razorpay.links.get(linkId)!;
    expect(url).toBe(sent.short_url);
    expect(sent.body).toMatchObject({
      amount: order.totalDiscountedPrice,
      currency: 'INR',
      accept_partial: false,
      reference_id: order.id,
      callback_url: `${shop.url}/payment/${order.id}`,
      callback_method: 'get',
    });
    expect(Number.isInteger(sent.body.amount)).toBe(true);
  });

  it('confirms a captured payment with a valid signature: PLACED, recorded once, cart emptied; again is harmless', async () => {
    const { s, order, linkId } = await pendingOrder('rzp-happy');
    const params = razorpay.pay(linkId);
    expect((await confirm(s, order.id, params)).body.data.confirmPayment.status).toBe('PLACED');
    expect((await confirm(s, order.id, params)).body.data.confirmPayment.status).toBe('PLACED');
    const rest = await s.rest('GET', `/api/payments?payment_id=${params.razorpay_payment_id}&order_id=${order.id}`);
    expect(rest.status).toBe(200);
    expect(await shop.db.prisma.payment.findMany({ where: { orderId: order.id } })).toMatchObject([
      { provider: 'razorpay', providerLinkId: linkId, providerPaymentId: params.razorpay_payment_id, status: 'PAID' },
    ]);
    expect((await s.gql(`{ cart { ${CART_FIELDS} } }`)).body.data.cart.items).toEqual([]);
  });

  it('REST confirmation without the signature asks Razorpay server to server', async () => {
    const { s, order, linkId } = await pendingOrder('rzp-rest');
    const params = razorpay.pay(linkId);
    const rest = await s.rest('GET', `/api/payments?payment_id=${params.razorpay_payment_id}&order_id=${order.id}`);
    expect(rest.status).toBe(200);
    expect(rest.body.order.orderStatus).toBe('PLACED');
  });

  it('refuses a forged signature, an uncaptured payment, a short amount and a payment of another link', async () => {
    const forged = await pendingOrder('rzp-forged');
    const p1 = razorpay.pay(forged.linkId);
    const r1 = await confirm(forged.s, forged.order.id, { ...p1, razorpay_signature: '0'.repeat(64) });
    expect(r1.body.errors[0].extensions.code).toBe('PAYMENT_REFUSED');

    const authorized = await pendingOrder('rzp-authorized');
    const p2 = razorpay.pay(authorized.linkId, { status: 'authorized' });
    const r2 = await authorized.s.rest(
      'GET',
      `/api/payments?payment_id=${p2.razorpay_payment_id}&order_id=${authorized.order.id}`,
    );
    expect(r2.status).toBe(402);
    expect(r2.body.message).toMatch(/not completed/);

    const short = await pendingOrder('rzp-short');
    const p3 = razorpay.pay(short.linkId, { amount: short.order.totalDiscountedPrice - 1 });
    const r3 = await confirm(short.s, short.order.id, p3);
    expect(r3.body.errors[0].message).toMatch(/is not the order total/);

    // A real, captured payment, signed by Razorpay, but for someone else's link.
    const other = await pendingOrder('rzp-other');
    const p4 = razorpay.pay(other.linkId);
    const mine = await pendingOrder('rzp-mine');
    const r4 = await mine.s.rest('GET', `/api/payments?payment_id=${p4.razorpay_payment_id}&order_id=${mine.order.id}`);
    expect(r4.status).toBe(402);
    for (const o of [forged, authorized, short, mine]) {
      const row = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: o.order.id } });
      expect(row.status).toBe('PENDING');
    }
  });
});

describe('razorpay unreachable', () => {
  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE (never a 500) and changes nothing', async () => {
    const down = await startTestShop({
      buying: {
        payments: new RazorpayProvider({ keyId: KEY_ID, keySecret: KEY_SECRET, apiUrl: 'http://127.0.0.1:9' }),
        sweepIntervalMs: 0,
      },
    });
    try {
      const s = await newShopper(down, 'rzp-down');
      const product = await productWithStock(down, { S: 2 }, 0);
      await addToCart(s, product.id, 'S');
      const order = (await createOrder(s)).body.data.createOrder;
      const link = await s.rest('POST', `/api/payments/${order.id}`);
      expect(link.status).toBe(503);
      expect(link.body.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(await down.db.prisma.payment.count({ where: { orderId: order.id } })).toBe(0);
    } finally {
      await down.stop();
    }
  });
});

// Helpers for the money tests: a shop on a local fake of Razorpay with webhooks pointed at it,
// orders in the states the tests start from, and a refund worker the test drives itself.
import { startTestShop, type TestShop } from './harness.js';
import { RazorpayProvider } from '../../src/payments/razorpay.js';
import { RefundLedger } from '../../src/services/money/refunds.js';
import { RefundSender } from '../../src/services/money/refund-sender.js';
import { RefundWorker } from '../../src/services/money/refund-worker.js';
import { addToCart, createOrder, productWithStock, type Shopper } from './buying.js';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay.js';

const KEY_ID = 'rzp_test_moneykey0001';
const KEY_SECRET = 'fake-razorpay-key-secret-money';
export const WEBHOOK_SECRET = 'whsec-money-tests-0001';

export interface MoneyShop {
  shop: TestShop;
  razorpay: FakeRazorpay;
  provider: RazorpayProvider;
  /** A refund worker of its own on the shop's database, as another process would run. */
  worker(): RefundWorker;
  stop(): Promise<void>;
}

/** A shop whose provider is the fake Razorpay; its own sweep and refund worker are off (tests drive them). */
export async function startMoneyShop(): Promise<MoneyShop> {
  const razorpay = await startFakeRazorpay(KEY_ID, KEY_SECRET);
  const provider = new RazorpayProvider({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    apiUrl: razorpay.url,
    webhookSecret: WEBHOOK_SECRET,
  });
  const shop = await startTestShop({ buying: { payments: provider, sweepIntervalMs: 0, refundIntervalMs: 0 } });
  razorpay.webhook = { url: `${shop.url}/api/webhooks/razorpay`, secret: WEBHOOK_SECRET };
  return {
    shop,
    razorpay,
    provider,
    worker: () =>
      new RefundWorker(shop.db.prisma, new RefundSender(shop.db.prisma, provider, new RefundLedger()), {
        log: () => undefined,
      }),
    async stop() {
      await shop.stop();
      await razorpay.close();
    },
  };
}

/** A PENDING order of one unit with its Razorpay link. */
export async function pendingOrder(m: MoneyShop, s: Shopper, skip: number, stock = 3) {
  const product = await productWithStock(m.shop, { S: stock }, skip);
  await addToCart(s, product.id, 'S');
  const { body } = await createOrder(s);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const order = body.data.createOrder as { id: string; totalDiscountedPrice: number };
  const link = await s.rest('POST', `/api/payments/${order.id}`);
  if (link.status !== 200) throw new Error(JSON.stringify(link.body));
  return { product, order, linkId: link.body.payment_link_id as string };
}

/** A PLACED order: paid at the fake and confirmed by the shopper's browser. */
export async function placedOrder(m: MoneyShop, s: Shopper, skip: number) {
  const pending = await pendingOrder(m, s, skip);
  const params = m.razorpay.pay(pending.linkId);
  const paymentId = params.razorpay_payment_id!;
  const confirmed = await s.rest('GET', `/api/payments?payment_id=${paymentId}&order_id=${pending.order.id}`);
  if (confirmed.status !== 200) throw new Error(JSON.stringify(confirmed.body));
  return { ...pending, paymentId };
}

/** The order as the database has it, with its money and history. */
export function orderRow(m: MoneyShop, id: string) {
  return m.shop.db.prisma.order.findUniqueOrThrow({
    where: { id },
    include: {
      payments: { orderBy: { createdAt: 'asc' } },
      refunds: { orderBy: { createdAt: 'asc' } },
      statusChanges: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    },
  });
}

/** Polls until the refund is settled (a state, never a fixed wait). */
export async function untilSettled(m: MoneyShop, orderId: string) {
  for (;;) {
    const refunds = await m.shop.db.prisma.refund.findMany({ where: { orderId } });
    if (refunds.length && refunds.every((r) => r.status !== 'PENDING')) return refunds;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// A local fake of Razorpay for the provider's tests: Payment Links, Payments and Refunds on the
// real HTTP paths, with Basic auth and Razorpay's JSON shapes; refunds idempotent on the
// X-Refund-Idempotency header as Razorpay documents it; and webhooks signed as Razorpay signs them
// (fake-razorpay-events.ts). The test controls its state, can take it down, and can lose answers.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { callbackSignature } from '../../src/payments/signature.js';
import { deliver, paymentLinkClosed, paymentLinkPaid, refundEvent } from './fake-razorpay-events.js';

export interface FakeLink {
  id: string;
  amount: number;
  currency: string;
  reference_id: string;
  callback_url: string;
  status: string;
  short_url: string;
  payments: { payment_id: string; amount: number; status: string }[];
  body: any;
}
export interface FakePayment {
  id: string;
  amount: number;
  currency: string;
  status: string;
  amount_refunded: number;
}
export interface FakeRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: string;
  receipt: string | null;
  notes: Record<string, string>;
}

export interface FakeRazorpay {
  url: string;
  links: Map<string, FakeLink>;
  payments: Map<string, FakePayment>;
  refunds: Map<string, FakeRefund>;
  /** Every refund request received (retries included), with its idempotency key. */
  refundRequests: { paymentId: string; key: string | undefined; amount: number }[];
  /** While true every API call answers 503, as Razorpay does when it is down. */
  down: boolean;
  /** The next N refund requests are processed, but their answer is lost (the connection drops). */
  loseRefundAnswers: number;
  /** The status new refunds get: processed (default) or pending. */
  refundStatus: 'processed' | 'pending';
  /** Where webhooks go and the secret that signs them (set by the test). */
  webhook: { url: string; secret: string };
  /** Holds the next request until released: `arrived` resolves once it is being held. */
  holdNext(): { arrived: Promise<void>; release(): void };
  /** Pays a link as a shopper would; returns the callback query Razorpay would append. */
  pay(linkId: string, options?: { amount?: number; status?: string }): Record<string, string>;
  /** Sends payment_link.paid for the link's last payment; returns the shop's answer. */
  sendPaid(linkId: string, options?: { eventId?: string; signature?: string | null }): ReturnType<typeof deliver>;
  sendLinkClosed(linkId: string, name: 'payment_link.expired' | 'payment_link.cancelled'): ReturnType<typeof deliver>;
  sendRefund(refundId: string, name: 'refund.processed' | 'refund.failed'): ReturnType<typeof deliver>;
  close(): Promise<void>;
}

const error = (description: string, code = 'BAD_REQUEST_ERROR') => ({
  error: { code, description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
});

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const links = new Map<string, FakeLink>();
  const payments = new Map<string, FakePayment>();
  const refunds = new Map<string, FakeRefund>();
  const byKey = new Map<string, { refundId: string; body: string }>();
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  let hold: { arrived(): void; released: Promise<void> } | null = null;
  const server = http.createServer(async (req, res) => {
    if (hold) {
      const held = hold;
      hold = null;
      held.arrived();
      await held.released;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (fake.down) return send(503, error('Service unavailable', 'SERVER_ERROR'));
    if (req.headers.authorization !== expectedAuth) return send(401, error('The api key provided is invalid'));
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      if (req.method === 'POST' && url === '/v1/payment_links') {
        const body = JSON.parse(raw);
        if ([...links.values()].some((l) => l.reference_id === body.reference_id)) {
          return send(400, error('reference_id already exists'));
        }
        const id = `plink_${randomBytes(7).toString('hex')}`;
        const link: FakeLink = {
          id,
          amount: body.amount,
          currency: body.currency,
          reference_id: body.reference_id,
          callback_url: body.callback_url,
          status: 'created',
          short_url: `https://rzp.io/i/${id.slice(6)}`,
          payments: [],
          body,
        };
        links.set(id, link);
        return send(200, { ...link, body: undefined });
      }
      const linkMatch = /^\/v1\/payment_links\/([^/?]+)$/.exec(url);
      if (req.method === 'GET' && linkMatch) {
        const link = links.get(decodeURIComponent(linkMatch[1]!));
        return link ? send(200, { ...link, body: undefined }) : send(400, error('The id provided does not exist'));
      }
      const paymentMatch = /^\/v1\/payments\/([^/?]+)$/.exec(url);
      if (req.method === 'GET' && paymentMatch) {
        const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
        return payment
          ? send(200, { entity: 'payment', ...payment })
          : send(400, error('The id provided does not exist'));
      }
      const refundMatch = /^\/v1\/payments\/([^/?]+)\/refund$/.exec(url);
      if (req.method === 'POST' && refundMatch) {
        const paymentId = decodeURIComponent(refundMatch[1]!);
        const key = req.headers['x-refund-idempotency'] as string | undefined;
        const body = JSON.parse(raw || '{}');
        fake.refundRequests.push({ paymentId, key, amount: body.amount });
        if (key !== undefined && !/^[\w-]{10,}$/.test(key)) return send(400, error('Invalid idempotency key'));
        const sameKey = key ? byKey.get(key) : undefined;
        if (sameKey) {
          if (sameKey.body !== `${paymentId}|${body.amount}`) {
            return send(400, error('Different request with the same idempotency key has already been processed.'));
          }
          return answerRefund(refunds.get(sameKey.refundId)!);
        }
        const payment = payments.get(paymentId);
        if (!payment) return send(400, error('The id provided does not exist'));
        if (payment.status !== 'captured') return send(400, error('The payment has not been captured'));
        const amount = body.amount ?? payment.amount - payment.amount_refunded;
        if (!Number.isInteger(amount) || amount <= 0 || amount > payment.amount - payment.amount_refunded) {
          return send(400, error('The refund amount provided is greater than amount captured'));
        }
        const refund: FakeRefund = {
          id: `rfnd_${randomBytes(7).toString('hex')}`,
          payment_id: paymentId,
          amount,
          status: fake.refundStatus,
          receipt: body.receipt ?? null,
          notes: body.notes ?? {},
        };
        refunds.set(refund.id, refund);
        if (key) byKey.set(key, { refundId: refund.id, body: `${paymentId}|${body.amount}` });
        payment.amount_refunded += amount;
        if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
        return answerRefund(refund);
      }
      const getRefund = /^\/v1\/refunds\/([^/?]+)$/.exec(url);
      if (req.method === 'GET' && getRefund) {
        const refund = refunds.get(decodeURIComponent(getRefund[1]!));
        return refund ? send(200, { entity: 'refund', ...refund }) : send(400, error('The id provided does not exist'));
      }
      send(404, error('no such route', 'NOT_FOUND'));
    });

    function answerRefund(refund: FakeRefund) {
      if (fake.loseRefundAnswers > 0) {
        fake.loseRefundAnswers--;
        res.destroy();
        return;
      }
      send(200, { entity: 'refund', currency: 'INR', ...refund });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const lastPayment = (link: FakeLink) => payments.get(link.payments.at(-1)!.payment_id)!;
  const fake: FakeRazorpay = {
    url: `http://127.0.0.1:${port}`,
    links,
    payments,
    refunds,
    refundRequests: [],
    down: false,
    loseRefundAnswers: 0,
    refundStatus: 'processed',
    webhook: { url: '', secret: '' },
    holdNext() {
      let arrived!: () => void;
      let release!: () => void;
      const arrival = new Promise<void>((resolve) => (arrived = resolve));
      hold = { arrived, released: new Promise<void>((resolve) => (release = resolve)) };
      return { arrived: arrival, release };
    },
    pay(linkId, options = {}) {
      const link = links.get(linkId)!;
      const paymentId = `pay_${randomBytes(7).toString('hex')}`;
      const status = options.status ?? 'captured';
      const amount = options.amount ?? link.amount;
      payments.set(paymentId, { id: paymentId, amount, currency: 'INR', status, amount_refunded: 0 });
      link.payments.push({ payment_id: paymentId, amount, status });
      if (status === 'captured') link.status = 'paid';
      const linkStatus = link.status;
      return {
        razorpay_payment_id: paymentId,
        razorpay_payment_link_id: link.id,
        razorpay_payment_link_reference_id: link.reference_id,
        razorpay_payment_link_status: linkStatus,
        razorpay_signature: callbackSignature(keySecret, {
          linkId: link.id,
          referenceId: link.reference_id,
          status: linkStatus,
          paymentId,
        }),
      };
    },
    sendPaid(linkId, options) {
      const link = links.get(linkId)!;
      return deliver(fake.webhook.url, fake.webhook.secret, paymentLinkPaid(link, lastPayment(link)), options);
    },
    sendLinkClosed(linkId, name) {
      const link = links.get(linkId)!;
      link.status = name === 'payment_link.expired' ? 'expired' : 'cancelled';
      return deliver(fake.webhook.url, fake.webhook.secret, paymentLinkClosed(link, name));
    },
    sendRefund(refundId, name) {
      const refund = refunds.get(refundId)!;
      if (name === 'refund.failed' && refund.status !== 'failed') {
        // A failed refund gives the amount back to the payment: it can be refunded again.
        refund.status = 'failed';
        const payment = payments.get(refund.payment_id)!;
        payment.amount_refunded -= refund.amount;
        payment.status = 'captured';
      }
      return deliver(
        fake.webhook.url,
        fake.webhook.secret,
        refundEvent(refund, payments.get(refund.payment_id)!, name),
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

// A local fake of Razorpay's Payment Links and Payments API for the razorpay provider's tests:
// the real HTTP paths, Basic auth and JSON shapes, with state the test controls.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { callbackSignature } from '../src/payments/signature.js';

interface FakeLink {
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

export interface FakeRazorpay {
  url: string;
  links: Map<string, FakeLink>;
  payments: Map<string, { id: string; amount: number; currency: string; status: string }>;
  /** Holds the next request until released: `arrived` resolves once it is being held. */
  holdNext(): { arrived: Promise<void>; release(): void };
  /** Pays a link as a shopper would; returns the callback query Razorpay would append. */
  pay(linkId: string, options?: { amount?: number; status?: string }): Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeRazorpay(keyId: string, keySecret: string): Promise<FakeRazorpay> {
  const links = new Map<string, FakeLink>();
  const payments = new Map<string, { id: string; amount: number; currency: string; status: string }>();
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
    if (req.headers.authorization !== expectedAuth) {
      send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });
      return;
    }
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      if (req.method === 'POST' && url === '/v1/payment_links') {
        const body = JSON.parse(raw);
        if ([...links.values()].some((l) => l.reference_id === body.reference_id)) {
          send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'reference_id already exists' } });
          return;
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
        send(200, { ...link, body: undefined });
        return;
      }
      const linkMatch = /^\/v1\/payment_links\/([^/?]+)$/.exec(url);
      if (req.method === 'GET' && linkMatch) {
        const link = links.get(decodeURIComponent(linkMatch[1]!));
        if (link) send(200, { ...link, body: undefined });
        else send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        return;
      }
      const paymentMatch = /^\/v1\/payments\/([^/?]+)$/.exec(url);
      if (req.method === 'GET' && paymentMatch) {
        const payment = payments.get(decodeURIComponent(paymentMatch[1]!));
        if (payment) send(200, { entity: 'payment', ...payment });
        else send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } });
        return;
      }
      send(404, { error: { code: 'NOT_FOUND', description: 'no such route' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    links,
    payments,
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
      payments.set(paymentId, { id: paymentId, amount, currency: 'INR', status });
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

import { randomBytes } from 'node:crypto';
import { webhookSignature } from './signature.js';

/** Where the sandbox delivers its signed events: the shop's webhook handler, as Razorpay would POST them. */
export type EventSink = (delivery: { rawBody: Buffer; signature: string; eventId: string }) => Promise<unknown>;

/** An id in the sandbox's own style: `plink_sbx_…`, `pay_sbx_…`, `rfnd_sbx_…`. */
export const sandboxId = (prefix: string) => `${prefix}${randomBytes(10).toString('base64url').replace(/[-_]/g, 'x')}`;

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/** Razorpay's `payment_link.paid` event (payload.payment_link.entity and payload.payment.entity). */
export function paymentLinkPaidEvent(
  link: { id: string; referenceId: string; amount: number; url: string },
  paymentId: string,
  at = new Date(),
) {
  return {
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'payment_link.paid',
    contains: ['payment_link', 'payment'],
    created_at: unix(at),
    payload: {
      payment_link: {
        entity: {
          id: link.id,
          entity: 'payment_link',
          amount: link.amount,
          amount_paid: link.amount,
          currency: 'INR',
          reference_id: link.referenceId,
          short_url: link.url,
          status: 'paid',
        },
      },
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: link.amount,
          currency: 'INR',
          status: 'captured',
          captured: true,
          method: 'sandbox',
          created_at: unix(at),
        },
      },
    },
  };
}

/** Razorpay's `refund.processed` event (payload.refund.entity). */
export function refundProcessedEvent(
  refund: { id: string; paymentId: string; amount: number; receipt: string | null },
  at = new Date(),
) {
  return {
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'refund.processed',
    contains: ['refund', 'payment'],
    created_at: unix(at),
    payload: {
      refund: {
        entity: {
          id: refund.id,
          entity: 'refund',
          amount: refund.amount,
          currency: 'INR',
          payment_id: refund.paymentId,
          receipt: refund.receipt,
          status: 'processed',
          created_at: unix(at),
        },
      },
    },
  };
}

/** Signs an event as Razorpay does (HMAC-SHA256 of the exact body) and hands it to the sink. */
export async function deliverSigned(sink: EventSink, secret: string, event: object): Promise<void> {
  const rawBody = Buffer.from(JSON.stringify(event), 'utf8');
  const eventId = `evt_sbx_${randomBytes(10).toString('hex')}`;
  await sink({ rawBody, signature: webhookSignature(secret, rawBody), eventId });
}

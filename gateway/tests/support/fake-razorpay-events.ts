// Razorpay's webhook events as its documentation shows them (payment_link.paid carries
// payload.payment_link.entity and payload.payment.entity; refund.* carries payload.refund.entity),
// signed as Razorpay signs them: hex HMAC-SHA256 of the exact body with the webhook secret, in
// X-Razorpay-Signature, and the event's id in X-Razorpay-Event-Id.
import { createHmac, randomBytes } from 'node:crypto';
import type { FakeLink, FakePayment, FakeRefund } from './fake-razorpay.js';

const now = () => Math.floor(Date.now() / 1000);
const event = (name: string, contains: string[], payload: Record<string, unknown>) => ({
  entity: 'event',
  account_id: 'acc_FakeShop0001',
  event: name,
  contains,
  payload,
  created_at: now(),
});

const linkEntity = (link: FakeLink) => ({
  accept_partial: false,
  amount: link.amount,
  amount_paid: link.status === 'paid' ? link.amount : 0,
  cancelled_at: 0,
  created_at: now(),
  currency: link.currency,
  customer: link.body?.customer ?? {},
  description: link.body?.description ?? '',
  expire_by: link.body?.expire_by ?? 0,
  id: link.id,
  notes: null,
  order_id: `order_${link.id.slice(6)}`,
  reference_id: link.reference_id,
  short_url: link.short_url,
  status: link.status,
  updated_at: now(),
  user_id: '',
});

const paymentEntity = (payment: FakePayment) => ({
  id: payment.id,
  entity: 'payment',
  amount: payment.amount,
  currency: payment.currency,
  status: payment.status,
  order_id: null,
  method: 'upi',
  amount_refunded: payment.amount_refunded,
  refund_status: payment.amount_refunded ? (payment.amount_refunded === payment.amount ? 'full' : 'partial') : null,
  captured: payment.status === 'captured' || payment.status === 'refunded',
  email: 'buyer@example.com',
  contact: '+919876543210',
  created_at: now(),
});

const refundEntity = (refund: FakeRefund) => ({
  id: refund.id,
  entity: 'refund',
  amount: refund.amount,
  currency: 'INR',
  payment_id: refund.payment_id,
  notes: refund.notes,
  receipt: refund.receipt,
  acquirer_data: { arn: null },
  created_at: now(),
  batch_id: null,
  status: refund.status,
  speed_processed: 'normal',
  speed_requested: 'normal',
});

export const paymentLinkPaid = (link: FakeLink, payment: FakePayment) =>
  event('payment_link.paid', ['payment_link', 'order', 'payment'], {
    payment_link: { entity: linkEntity(link) },
    order: { entity: { id: `order_${link.id.slice(6)}`, entity: 'order', amount: link.amount, status: 'paid' } },
    payment: { entity: paymentEntity(payment) },
  });

export const paymentLinkClosed = (link: FakeLink, name: 'payment_link.expired' | 'payment_link.cancelled') =>
  event(name, ['payment_link'], { payment_link: { entity: linkEntity(link) } });

export const refundEvent = (
  refund: FakeRefund,
  payment: FakePayment,
  name: 'refund.processed' | 'refund.failed' | 'refund.created',
) =>
  event(name, ['refund', 'payment'], {
    refund: { entity: refundEntity(refund) },
    payment: { entity: paymentEntity(payment) },
  });

export const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');
const newEventId = () => `evt_${randomBytes(7).toString('hex')}`;

/** POSTs an event as Razorpay does; returns the shop's answer. */
export async function deliver(
  url: string,
  secret: string,
  body: object | string,
  options: { eventId?: string; signature?: string | null } = {},
): Promise<{ status: number; body: any; eventId: string }> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const eventId = options.eventId ?? newEventId();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-event-id': eventId,
    'user-agent': 'Razorpay-Webhook/v1',
  };
  const signature = options.signature === undefined ? sign(secret, raw) : options.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  const res = await fetch(url, { method: 'POST', headers, body: raw });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, eventId };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallbackParams } from './provider.js';

/** Razorpay Payment Links' callback signature: hex HMAC-SHA256 of `link_id|reference_id|status|payment_id`. */
export function callbackSignature(secret: string, p: Omit<CallbackParams, 'signature'>): string {
  return createHmac('sha256', secret).update(`${p.linkId}|${p.referenceId}|${p.status}|${p.paymentId}`).digest('hex');
}

/** Compares in constant time, so the signature cannot be guessed byte by byte from timings. */
export function signatureMatches(secret: string, p: CallbackParams): boolean {
  const expected = Buffer.from(callbackSignature(secret, p), 'utf8');
  const given = Buffer.from(String(p.signature), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** A webhook's X-Razorpay-Signature: hex HMAC-SHA256 of the raw request body with the webhook secret. */
export function webhookSignature(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Checks a webhook's signature over the exact bytes received, in constant time. */
export function webhookSignatureMatches(secret: string, rawBody: Buffer | string, given: string): boolean {
  const expected = Buffer.from(webhookSignature(secret, rawBody), 'utf8');
  const received = Buffer.from(String(given), 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

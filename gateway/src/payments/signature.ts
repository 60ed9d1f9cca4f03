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

import type { RefundStatus } from '../../db/generated/client/client.js';
import { invalidInput } from '../errors.js';

/** How long a worker holds a refund while it talks to the provider; a crashed worker's hold runs out. */
export const REFUND_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/**
 * When to try a refund again after `attempts` tries: 5 s, 10 s, 20 s … doubling up to 30 minutes,
 * and never giving up (the money must go back; the back office shows what keeps failing).
 */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** What the shopper and the admin read beside a refund still waiting for the provider, after a failed attempt. */
const REFUND_RETRY_NOTE =
  'The payment provider could not be reached yet; the shop retries this refund by itself until it goes through. Nothing is refunded twice.';

/** The note beside a refund: only a PENDING one whose last attempt failed has one. */
export function refundNote(refund: { status: RefundStatus; lastError: string | null }): string | null {
  return refund.status === 'PENDING' && refund.lastError ? REFUND_RETRY_NOTE : null;
}

const REFUND_STATUSES: readonly RefundStatus[] = ['PENDING', 'PROCESSED', 'FAILED'];

/** A refund status from a client (any case); anything else is a 400 naming the valid ones. */
export function checkRefundStatus(value: unknown): RefundStatus {
  const name = String(value).trim().toUpperCase();
  if (!(REFUND_STATUSES as readonly string[]).includes(name)) {
    throw invalidInput(`Unknown refund status "${String(value)}"; use ${REFUND_STATUSES.join(', ')}`, 'refund');
  }
  return name as RefundStatus;
}

/** A reason a person typed (optional): trimmed, at most 300 characters. */
export function checkReason(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value !== 'string') throw invalidInput('The reason must be text', 'reason');
  const text = value.trim().replace(/\s+/g, ' ');
  if (text.length > 300) throw invalidInput('The reason is too long (at most 300 characters)', 'reason');
  return text || null;
}

/** An amount of paise to refund: a whole number above 0 (the upper bound is what was paid, checked apart). */
export function checkRefundAmount(value: unknown): number | null {
  if (value == null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw invalidInput('The refund amount must be a whole number of paise above 0', 'amount');
  }
  return value;
}

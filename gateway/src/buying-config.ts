import type { PaymentProvider } from './payments/provider.js';
import { DEFAULT_PAYMENT_TIMEOUT_MINUTES } from './services/orders.js';
import { DEFAULT_RETURN_WINDOW_DAYS } from './services/order-lifecycle.js';

/** What the gateway needs for selling: see the README's Configuration table. */
export interface BuyingOptions {
  /** ORDER_PAYMENT_TIMEOUT_MINUTES: an unpaid order is cancelled after this long. */
  paymentTimeoutMinutes?: number;
  /** The payment provider (createPaymentProvider); default the sandbox. */
  payments?: PaymentProvider;
  /** PUBLIC_URL: the shop's address as shoppers reach it, for payment callbacks. */
  publicUrl?: string;
  /** How often the unpaid-order sweep runs; 0 turns it off (tests that drive it themselves). */
  sweepIntervalMs?: number;
  /** RETURN_WINDOW_DAYS: a delivered order may be marked returned for this many days. */
  returnWindowDays?: number;
}

/** Reads ORDER_PAYMENT_TIMEOUT_MINUTES and PUBLIC_URL; a wrong value stops the start with a message. */
export function readBuyingConfig(env: NodeJS.ProcessEnv = process.env): BuyingOptions {
  const raw = env.ORDER_PAYMENT_TIMEOUT_MINUTES;
  const paymentTimeoutMinutes = raw ? Number(raw) : DEFAULT_PAYMENT_TIMEOUT_MINUTES;
  if (!Number.isFinite(paymentTimeoutMinutes) || paymentTimeoutMinutes <= 0 || paymentTimeoutMinutes > 7 * 24 * 60) {
    throw new Error(`ORDER_PAYMENT_TIMEOUT_MINUTES must be a number of minutes above 0 (at most a week), got "${raw}"`);
  }
  const publicUrl = env.PUBLIC_URL?.replace(/\/$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/]+/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an http(s) address like https://shop.example.com, got "${env.PUBLIC_URL}"`);
  }
  const rawWindow = env.RETURN_WINDOW_DAYS;
  const returnWindowDays = rawWindow ? Number(rawWindow) : DEFAULT_RETURN_WINDOW_DAYS;
  if (!Number.isInteger(returnWindowDays) || returnWindowDays < 0 || returnWindowDays > 365) {
    throw new Error(`RETURN_WINDOW_DAYS must be a whole number of days from 0 to 365, got "${rawWindow}"`);
  }
  return { paymentTimeoutMinutes, publicUrl, sweepIntervalMs: sweepInterval(paymentTimeoutMinutes), returnWindowDays };
}

/** Often enough that an order is cancelled soon after it expires, never more than every second. */
export function sweepInterval(timeoutMinutes: number): number {
  return Math.max(1000, Math.min(30_000, (timeoutMinutes * 60_000) / 4));
}

import { addDays, shopDay, wallClock } from '../shop-time.js';

/**
 * The shop's dispatch time: an order placed before 14:00 shop time is packed and handed to the
 * courier that day; one placed at or after it leaves the next day.
 */
const DISPATCH_CUTOFF_HOUR = 14;

/**
 * The one delivery estimate (issue 56, defect 5): the shop day the parcel arrives, "YYYY-MM-DD"
 * in the shop's time zone, for an order placed at `placedAt` to a PIN code the courier reaches in
 * `days` days. The product page (an order placed now), the cart, checkout, the confirmation, the
 * order page and the orders list (the order's own placing time) all read it from here.
 */
export function estimateDelivery(placedAt: Date, days: number): string {
  const dispatchedOn = addDays(shopDay(placedAt), wallClock(placedAt).hour >= DISPATCH_CUTOFF_HOUR ? 1 : 0);
  return addDays(dispatchedOn, days);
}

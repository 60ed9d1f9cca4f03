import { allocate } from '../tax/tax-lines.js';
import { shopFormat } from '../shop-time.js';

/**
 * The rules of coupons and automatic offers, without the database: whether one applies to a cart,
 * the reason in words when it does not, and the discount shared among the lines in whole paise
 * (docs/decisions/036-coupons-and-offers.md). Amounts are paise.
 */

/** A coupon's rules, as the Coupon row holds them. */
export interface CouponRule {
  code: string;
  title: string;
  automatic: boolean;
  kind: 'PERCENT' | 'FIXED' | 'FREE_DELIVERY';
  percent: number | null;
  amountOff: number | null;
  minGoods: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  categoryIds: readonly string[];
  productIds: readonly string[];
  onSaleItems: boolean;
  paused: boolean;
  usesHeld: number;
}

/** A cart or order line as the rules see it: list and sale-price totals of all its units. */
export interface RuleLine {
  productId: string | null;
  categoryId: string | null;
  price: number;
  discountedPrice: number;
}

/** Who is buying: their earlier orders (placed, not cancelled unpaid) and their uses of this code. */
export interface Shopper {
  earlierOrders: number;
  usesOfThis: number;
}

export interface Basket {
  lines: readonly RuleLine[];
  /** The delivery charge the goods would be placed with (before any free-delivery code). */
  deliveryCharge: number;
  now: Date;
}

/** What one coupon gives: each line's share (adding up to `goods`) and the delivery it waives. */
interface Grant {
  code: string;
  title: string;
  automatic: boolean;
  shares: number[];
  goods: number;
  delivery: number;
}

export type Verdict = { ok: true; grant: Grant } | { ok: false; reason: string };

/** The rule for combining, as the cart and the summary state it. */
export const COMBINING_RULE =
  'One automatic offer and one code per order: the offer is taken off first, the code applies to what is left.';

export const MAX_CODE_LENGTH = 40;

/**
 * A code as typed, made comparable: spaces around and inside dropped, upper case. Anything else
 * (quotes, angle brackets, a 200-character paste) is only text: it simply matches no coupon.
 */
export function normaliseCode(typed: unknown): string {
  return typeof typed === 'string' ? typed.replace(/\s+/g, '').toUpperCase() : '';
}

/** Rupees as a shopper reads them in a sentence: "₹420", "₹420.50". */
function rupeesText(paise: number): string {
  const whole = Math.floor(paise / 100).toLocaleString('en-IN');
  return paise % 100 ? `₹${whole}.${String(paise % 100).padStart(2, '0')}` : `₹${whole}`;
}

/** A day in the shop's time zone as the reasons write it: "2 Nov". */
const dayText = (at: Date): string => shopFormat({ day: 'numeric', month: 'short' }).format(at);

/** Whether the coupon covers this line: its products or categories (or everything), sale lines if allowed. */
function covers(rule: CouponRule, line: RuleLine): boolean {
  if (!rule.onSaleItems && line.discountedPrice < line.price) return false;
  if (!rule.categoryIds.length && !rule.productIds.length) return true;
  if (line.productId && rule.productIds.includes(line.productId)) return true;
  const category = line.categoryId ?? '';
  return rule.categoryIds.some((c) => category === c || category.startsWith(`${c}/`));
}

/**
 * Judges one coupon against a basket. `taken` is what an earlier grant (the automatic offer)
 * already took off each line: the coupon applies to what is left. The reasons are the words
 * the shopper reads, in this order: paused, not started, ended, used up, per-customer cap, first
 * order, nothing it covers, the minimum.
 */
export function judge(rule: CouponRule, basket: Basket, shopper: Shopper, taken: readonly number[] = []): Verdict {
  const { code } = rule;
  const no = (reason: string): Verdict => ({ ok: false, reason });
  if (rule.paused) return no(`${code} is not active right now`);
  if (rule.startsAt && basket.now < rule.startsAt) return no(`${code} starts on ${dayText(rule.startsAt)}`);
  // endsAt is exclusive (the start of the day after the last): the last day is the moment before.
  if (rule.endsAt && basket.now >= rule.endsAt) {
    return no(`${code} ended on ${dayText(new Date(rule.endsAt.getTime() - 1))}`);
  }
  if (rule.usageLimit !== null && rule.usesHeld >= rule.usageLimit) return no('This code has been used up');
  if (rule.perCustomerLimit !== null && shopper.usesOfThis >= rule.perCustomerLimit) {
    return no(
      rule.perCustomerLimit === 1
        ? `You have already used ${code}`
        : `You have used ${code} ${rule.perCustomerLimit} times, as many as it allows`,
    );
  }
  if (rule.firstOrderOnly && shopper.earlierOrders > 0) return no('This code is for your first order');
  const covered = basket.lines.map((line) => covers(rule, line));
  if (!covered.some(Boolean)) {
    return no(
      rule.onSaleItems ? `${code} does not apply to anything in your cart` : `${code} applies only to full-price items`,
    );
  }
  const value = basket.lines.reduce((sum, line, i) => sum + (covered[i] ? line.discountedPrice : 0), 0);
  if (value < rule.minGoods) return no(`Add ${rupeesText(rule.minGoods - value)} more to use ${code}`);
  const left = basket.lines.map((line, i) => (covered[i] ? line.discountedPrice - (taken[i] ?? 0) : 0));
  const base = left.reduce((s, x) => s + x, 0);
  let goods = 0;
  let delivery = 0;
  if (rule.kind === 'PERCENT') goods = Math.floor((base * (rule.percent ?? 0) + 50) / 100);
  else if (rule.kind === 'FIXED') goods = Math.min(rule.amountOff ?? 0, base);
  else delivery = basket.deliveryCharge;
  goods = Math.min(goods, base);
  const shares = goods > 0 ? allocate(goods, left) : left.map(() => 0);
  return { ok: true, grant: { code, title: rule.title, automatic: rule.automatic, shares, goods, delivery } };
}

/** The grant of the automatic offer that gives most (the first on a tie); null when none applies. */
function bestOffer(
  offers: readonly CouponRule[],
  basket: Basket,
  shopperOf: (rule: CouponRule) => Shopper,
): Grant | null {
  let best: Grant | null = null;
  for (const offer of offers) {
    const verdict = judge(offer, basket, shopperOf(offer));
    if (!verdict.ok) continue;
    const worth = verdict.grant.goods + verdict.grant.delivery;
    if (!best || worth > best.goods + best.delivery) best = verdict.grant;
  }
  return best;
}

/** The discounts of a basket: the offer, the code (after the offer) and each line's total share. */
export interface Discounts {
  offer: Grant | null;
  coupon: Grant | null;
  /** Why the code does not apply (it is then dropped); null when it does or there is none. */
  couponRefusal: string | null;
  /** Each line's share of both: what OrderItem.couponDiscount keeps. */
  lineShares: number[];
  goods: number;
  delivery: number;
}

/**
 * Combines the best automatic offer and the shopper's code by COMBINING_RULE: the offer first,
 * the code judged on the same basket and applied to what the offer left of each line.
 */
export function discountsOf(
  basket: Basket,
  offers: readonly CouponRule[],
  code: { rule: CouponRule; shopper: Shopper } | null,
  offerShopper: (rule: CouponRule) => Shopper,
): Discounts {
  const offer = bestOffer(offers, basket, offerShopper);
  const taken = offer?.shares ?? basket.lines.map(() => 0);
  let coupon: Grant | null = null;
  let couponRefusal: string | null = null;
  if (code) {
    const verdict = judge(
      code.rule,
      { ...basket, deliveryCharge: basket.deliveryCharge - (offer?.delivery ?? 0) },
      code.shopper,
      taken,
    );
    if (verdict.ok) coupon = verdict.grant;
    else couponRefusal = verdict.reason;
  }
  const lineShares = basket.lines.map((_, i) => (taken[i] ?? 0) + (coupon?.shares[i] ?? 0));
  return {
    offer,
    coupon,
    couponRefusal,
    lineShares,
    goods: lineShares.reduce((s, x) => s + x, 0),
    delivery: (offer?.delivery ?? 0) + (coupon?.delivery ?? 0),
  };
}

import { describe, expect, it } from 'vitest';
import { discountsOf, judge, normaliseCode, type Basket, type CouponRule, type RuleLine } from './coupon-rules.js';

const rule = (over: Partial<CouponRule> = {}): CouponRule => ({
  code: 'SAVE200',
  title: '₹200 off above ₹1,999',
  automatic: false,
  kind: 'FIXED',
  percent: null,
  amountOff: 20_000,
  minGoods: 199_900,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  categoryIds: [],
  productIds: [],
  onSaleItems: true,
  paused: false,
  usesHeld: 0,
  ...over,
});
const line = (discountedPrice: number, over: Partial<RuleLine> = {}): RuleLine => ({
  productId: 'p',
  categoryId: 'men/clothing/shirts',
  price: discountedPrice,
  discountedPrice,
  ...over,
});
const now = new Date('2026-11-10T06:00:00Z');
const basket = (...lines: RuleLine[]): Basket => ({ lines, deliveryCharge: 4_900, now });
const firstTimer = { earlierOrders: 0, usesOfThis: 0 };
const reason = (r: CouponRule, b: Basket, shopper = firstTimer) => {
  const v = judge(r, b, shopper);
  return v.ok ? null : v.reason;
};

describe('coupon rules', () => {
  it('names the shortfall in rupees below the minimum', () => {
    expect(reason(rule(), basket(line(157_900)))).toBe('Add ₹420 more to use SAVE200');
  });

  it('says a code whose cap is reached has been used up', () => {
    expect(reason(rule({ usageLimit: 5, usesHeld: 5 }), basket(line(300_000)))).toBe('This code has been used up');
  });

  it('keeps a first-order code for a first order', () => {
    const r = rule({ firstOrderOnly: true });
    expect(reason(r, basket(line(300_000)), { earlierOrders: 1, usesOfThis: 0 })).toBe(
      'This code is for your first order',
    );
    expect(reason(r, basket(line(300_000)))).toBeNull();
  });

  it('names the India day a code ended on', () => {
    // 23:59 on 2 Nov in India is 18:29 UTC the same day.
    const endsAt = new Date('2026-11-02T18:29:00Z');
    expect(reason(rule({ endsAt }), basket(line(300_000)))).toBe('SAVE200 ended on 2 Nov');
  });

  it('refuses a paused code, one not yet started, and a second use beyond the per-customer cap', () => {
    const b = basket(line(300_000));
    expect(reason(rule({ paused: true }), b)).toBe('SAVE200 is not active right now');
    expect(reason(rule({ startsAt: new Date('2026-11-12T00:00:00Z') }), b)).toBe('SAVE200 starts on 12 Nov');
    expect(reason(rule({ perCustomerLimit: 1 }), b, { earlierOrders: 3, usesOfThis: 1 })).toBe(
      'You have already used SAVE200',
    );
  });

  it('covers only full-price lines when told so, and only the chosen categories', () => {
    const onSale = line(150_000, { price: 200_000 });
    expect(reason(rule({ onSaleItems: false, minGoods: 0 }), basket(onSale))).toBe(
      'SAVE200 applies only to full-price items',
    );
    const v = judge(
      rule({ categoryIds: ['women'], minGoods: 0 }),
      basket(line(100_000, { categoryId: 'women/clothing/kurtas' }), line(100_000)),
      firstTimer,
    );
    expect(v.ok && v.grant.shares).toEqual([20_000, 0]);
  });

  it('shares a discount among lines in whole paise that add up exactly', () => {
    const v = judge(
      rule({ kind: 'PERCENT', percent: 10, amountOff: null, minGoods: 0 }),
      basket(line(33_333), line(33_333), line(33_334)),
      firstTimer,
    );
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(v.grant.goods).toBe(10_000);
    expect(v.grant.shares.reduce((s, x) => s + x, 0)).toBe(10_000);
    expect(v.grant.shares).toEqual([3_333, 3_333, 3_334]);
  });

  it('never takes more than the goods it covers, and a free-delivery code waives the charge', () => {
    const big = judge(rule({ amountOff: 500_000, minGoods: 0 }), basket(line(100_000)), firstTimer);
    expect(big.ok && big.grant.goods).toBe(100_000);
    const free = judge(
      rule({ kind: 'FREE_DELIVERY', amountOff: null, minGoods: 0 }),
      basket(line(100_000)),
      firstTimer,
    );
    expect(free.ok && [free.grant.goods, free.grant.delivery]).toEqual([0, 4_900]);
  });

  it('takes the best automatic offer first and applies the code to what it left', () => {
    const offers = [
      rule({ code: 'AUTO5', automatic: true, kind: 'PERCENT', percent: 5, minGoods: 0 }),
      rule({ code: 'AUTO10', automatic: true, kind: 'PERCENT', percent: 10, minGoods: 299_900 }),
    ];
    const code = { rule: rule({ kind: 'PERCENT', percent: 10, amountOff: null, minGoods: 0 }), shopper: firstTimer };
    const d = discountsOf(basket(line(200_000), line(100_000)), offers, code, () => firstTimer);
    expect(d.offer?.code).toBe('AUTO10');
    expect(d.coupon?.goods).toBe(27_000);
    expect(d.goods).toBe(57_000);
    expect(d.lineShares).toEqual([38_000, 19_000]);
  });

  it('gives the reason and no discount when the code does not apply beside an offer', () => {
    const d = discountsOf(basket(line(100_000)), [], { rule: rule(), shopper: firstTimer }, () => firstTimer);
    expect(d.coupon).toBeNull();
    expect(d.couponRefusal).toBe('Add ₹999 more to use SAVE200');
    expect(d.goods).toBe(0);
  });

  it('reads a typed code as text: spaces dropped, upper case, anything else left as it is', () => {
    expect(normaliseCode(' save 200 ')).toBe('SAVE200');
    expect(normaliseCode("x' OR 1=1 --")).toBe("X'OR1=1--");
    expect(normaliseCode('<b>hi</b>')).toBe('<B>HI</B>');
    expect(normaliseCode(42)).toBe('');
  });
});

import { invalidFields } from '../errors.js';
import { MAX_CODE_LENGTH, normaliseCode } from '../buying/coupon-rules.js';
import type { CouponKind } from '../../db/generated/client/client.js';
import { addDays, shopDayStart } from '../shop-time.js';

/** The back office's coupon form as it arrives: every field unchecked. Money in paise. */
export interface CouponInput {
  code?: unknown;
  title?: unknown;
  automatic?: unknown;
  kind?: unknown;
  percent?: unknown;
  amountOff?: unknown;
  minGoods?: unknown;
  /** Days in the shop's time zone, "2026-11-02": from the start of startsOn to the end of endsOn. */
  startsOn?: unknown;
  endsOn?: unknown;
  usageLimit?: unknown;
  perCustomerLimit?: unknown;
  firstOrderOnly?: unknown;
  categoryIds?: unknown;
  productIds?: unknown;
  onSaleItems?: unknown;
  paused?: unknown;
}

/** The checked form: the Coupon row's columns. */
export interface CouponFields {
  code: string;
  title: string;
  automatic: boolean;
  kind: CouponKind;
  percent: number | null;
  amountOff: number | null;
  minGoods: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  categoryIds: string[];
  productIds: string[];
  onSaleItems: boolean;
  paused: boolean;
}

const KINDS: readonly CouponKind[] = ['PERCENT', 'FIXED', 'FREE_DELIVERY'];
const MAX_PAISE = 100_000_000;

/**
 * Checks the whole form and names every wrong field beside itself: a percent over 100, a
 * negative amount, an end before the start. Codes are kept upper case without spaces.
 */
export function checkCouponForm(input: CouponInput): CouponFields {
  const fields: Record<string, string> = {};
  const wrong = (field: string, message: string) => (fields[field] ??= message);
  const code = normaliseCode(input.code);
  if (!code) wrong('code', 'Enter a code');
  else if (code.length > MAX_CODE_LENGTH) wrong('code', `At most ${MAX_CODE_LENGTH} characters`);
  else if (!/^[A-Z0-9_-]+$/.test(code)) wrong('code', 'Letters, digits, - and _ only');
  const title = typeof input.title === 'string' ? input.title.trim() : '';
  if (!title) wrong('title', 'Say what it gives, e.g. "₹200 off above ₹1,999"');
  else if (title.length > 120) wrong('title', 'At most 120 characters');
  const kind = KINDS.find((k) => k === input.kind);
  if (!kind) wrong('kind', 'Choose percent, fixed amount or free delivery');
  const whole = (field: keyof CouponInput, label: string, max = MAX_PAISE): number | null => {
    const value = input[field];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value !== 'number' || !Number.isSafeInteger(value))
      return (wrong(field, `${label} must be a whole number`), null);
    if (value < 0) return (wrong(field, `${label} cannot be negative`), null);
    if (value > max) return (wrong(field, `${label} can be at most ${max}`), null);
    return value;
  };
  let percent = whole('percent', 'Percent', Number.MAX_SAFE_INTEGER);
  if (percent !== null && percent > 100) wrong('percent', 'A percent cannot be over 100');
  let amountOff = whole('amountOff', 'Amount');
  if (kind === 'PERCENT' && !fields.percent && !percent) wrong('percent', 'Enter a percent from 1 to 100');
  if (kind === 'FIXED' && !fields.amountOff && !amountOff) wrong('amountOff', 'Enter an amount above 0');
  if (kind !== 'PERCENT') percent = null;
  if (kind !== 'FIXED') amountOff = null;
  const minGoods = whole('minGoods', 'Minimum') ?? 0;
  const usageLimit = whole('usageLimit', 'Total uses');
  const perCustomerLimit = whole('perCustomerLimit', 'Uses per customer');
  if (usageLimit === 0) wrong('usageLimit', 'Leave empty for no cap, or allow at least 1');
  if (perCustomerLimit === 0) wrong('perCustomerLimit', 'Leave empty for no cap, or allow at least 1');
  const day = (field: 'startsOn' | 'endsOn'): Date | null => {
    const value = input[field];
    if (value === undefined || value === null || value === '') return null;
    const at = typeof value === 'string' ? shopDayStart(value) : null;
    if (!at) wrong(field, 'A date like 2026-11-02');
    return at;
  };
  const startsAt = day('startsOn');
  const endDay = day('endsOn');
  // The end is exclusive: the start of the day after the last shop day (not 24 hours on: a day
  // with a change of clock is 23 or 25 hours long).
  const endsAt = endDay && typeof input.endsOn === 'string' ? shopDayStart(addDays(input.endsOn, 1)) : null;
  if (startsAt && endsAt && endsAt <= startsAt) wrong('endsOn', 'The end cannot be before the start');
  const list = (field: 'categoryIds' | 'productIds'): string[] => {
    const value = input[field] ?? [];
    if (!Array.isArray(value) || value.some((v) => typeof v !== 'string') || value.length > 200) {
      wrong(field, 'A list of ids');
      return [];
    }
    return [...new Set((value as string[]).map((v) => v.trim()).filter(Boolean))];
  };
  const checked: CouponFields = {
    code,
    title,
    automatic: input.automatic === true,
    kind: kind ?? 'PERCENT',
    percent,
    amountOff,
    minGoods,
    startsAt,
    endsAt,
    usageLimit,
    perCustomerLimit,
    firstOrderOnly: input.firstOrderOnly === true,
    categoryIds: list('categoryIds'),
    productIds: list('productIds'),
    onSaleItems: input.onSaleItems !== false,
    paused: input.paused === true,
  };
  if (Object.keys(fields).length) throw invalidFields(fields);
  return checked;
}

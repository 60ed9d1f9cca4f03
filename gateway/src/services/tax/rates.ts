import { shopDay } from '../shop-time.js';

/**
 * The shop's GST rules, in one place: an HSN code and a rate for each category, and the slabs by
 * value that apparel and footwear have. Rates are in basis points (1800 = 18 %) so that the
 * arithmetic stays in whole numbers. The rates and their sources are in
 * docs/decisions/030-gst.md; when the GST Council changes a rate, add a period below
 * (documents keep the rate they were issued with).
 */

/** How a category is taxed: one rate, or by the value of each piece (pair) sold. */
export type TaxRule = { kind: 'flat'; rate: number } | { kind: 'slab'; goods: 'apparel' | 'footwear' };

export interface Classification {
  /** The heading of the tariff (4 digits, what an invoice of a shop this size shows); '' when unknown. */
  hsn: string;
  rule: TaxRule;
}

const apparel = (hsn: string): Classification => ({ hsn, rule: { kind: 'slab', goods: 'apparel' } });
const flat = (hsn: string, rate: number): Classification => ({ hsn, rule: { kind: 'flat', rate } });

/**
 * By a category's own name (the last part of its path: "men/clothing/shirts" → "shirts"), with
 * the spellings both the seed and the product form use. Women's and men's garments share a
 * heading here where the tariff splits them (6203/6204): the rate is the same either way.
 */
const BY_CATEGORY: Readonly<Record<string, Classification>> = {
  tops: apparel('6206'),
  shirts: apparel('6205'),
  t_shirt: apparel('6109'),
  't-shirts': apparel('6109'),
  sweater: apparel('6110'),
  sweaters: apparel('6110'),
  jacket: apparel('6201'),
  jackets: apparel('6201'),
  mens_pans: apparel('6203'),
  pants: apparel('6203'),
  jeans: apparel('6203'),
  denim: apparel('6203'),
  mens_kurta: apparel('6205'),
  womens_kurtas: apparel('6211'),
  womens_kurta: apparel('6211'),
  lehenga: apparel('6204'),
  gowns: apparel('6204'),
  dresses: apparel('6204'),
  // A saree is woven fabric in the tariff (chapters 50-55), 5 % whatever its value.
  saree: flat('5407', 500),
  shoes: { hsn: '6403', rule: { kind: 'slab', goods: 'footwear' } },
  watch: flat('9102', 1800),
  watches: flat('9102', 1800),
  women_sunglass: flat('9004', 1800),
  mens_sunglass: flat('9004', 1800),
  men_sunglass: flat('9004', 1800),
  bags: flat('4202', 1800),
  hand_bag: flat('4202', 1800),
  wallets: flat('4202', 1800),
  belts: flat('4203', 1800),
  perfume: flat('3303', 1800),
  // Bangles sold here are imitation jewellery.
  bangle: flat('7117', 300),
  bangles: flat('7117', 300),
};

/** Unlisted clothing is taxed as apparel; anything else unlisted at the standard 18 %, heading unknown. */
const OTHER_CLOTHING = apparel('6211');
const OTHER_GOODS = flat('', 1800);

/** The classification of a product by its category path ("women/clothing/lehenga"). */
export function classify(categoryPath: string): Classification {
  const parts = categoryPath.split('/');
  const own = parts[parts.length - 1]!.toLowerCase();
  return BY_CATEGORY[own] ?? (parts.includes('clothing') ? OTHER_CLOTHING : OTHER_GOODS);
}

/** A period of the value slabs: from `from` (India date, inclusive) until the next period. */
interface SlabPeriod {
  from: string;
  /** The value per piece or pair, in paise, up to which the lower rate applies. */
  threshold: number;
  apparel: { low: number; high: number };
  footwear: { low: number; high: number };
}

/** Newest first. */
const SLAB_PERIODS: readonly SlabPeriod[] = [
  // Notification 9/2025-Central Tax (Rate), from 22 September 2025.
  { from: '2025-09-22', threshold: 2500_00, apparel: { low: 500, high: 1800 }, footwear: { low: 500, high: 1800 } },
  // Before: apparel 5 % / 12 % and footwear 12 % / 18 % at ₹1,000 (footwear from 1 January 2022).
  { from: '2022-01-01', threshold: 1000_00, apparel: { low: 500, high: 1200 }, footwear: { low: 1200, high: 1800 } },
];

/**
 * The rate of one unit sold at `unitPrice` paise, tax included, on `at`. The slab is decided on
 * the value without tax at the lower rate: a unit is in the lower slab when its price less that
 * rate's tax is within the threshold (₹2,625.00 with tax at 5 % is ₹2,500.00: 5 %; a paisa more: 18 %).
 */
export function rateOf(rule: TaxRule, unitPrice: number, at: Date): number {
  if (rule.kind === 'flat') return rule.rate;
  const day = shopDay(at);
  const period = SLAB_PERIODS.find((p) => p.from <= day) ?? SLAB_PERIODS[SLAB_PERIODS.length - 1]!;
  const { low, high } = period[rule.goods];
  return unitPrice * 10_000 <= period.threshold * (10_000 + low) ? low : high;
}

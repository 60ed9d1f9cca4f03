import type { SeedProduct } from './types.js';
import { PRICE_BUCKETS as LISTING_PRICE_BUCKETS } from '../../services/catalog/filter.js';

/**
 * Turns compact product lines into full seed products. Everything is derived from the row's
 * position and a seeded PRNG, so every run of the seed writes the same catalog (tests and
 * screenshots can rely on it) while prices, stock and ages still look varied.
 */

/** mulberry32: tiny, fast and good enough to spread prices; deterministic for a given seed. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The listing's price filter buckets (the catalog's, services/catalog/filter.ts) in rupees. */
export const PRICE_BUCKETS = LISTING_PRICE_BUCKETS.map((b) => [b.minPrice / 100, b.maxPrice / 100] as const);

type SizeScheme = 'clothing' | 'shoes' | 'free';

/** [title, brand, colour] */
type Row = readonly [string, string, string];

export interface ProductLine {
  categoryId: string;
  /** Image silhouette: /images/products/{kind}-{colour}-{view}.svg */
  kind: string;
  sizes: SizeScheme;
  /** Indexes into PRICE_BUCKETS the line's selling prices cycle through. */
  buckets: readonly number[];
  tags: readonly string[];
  blurbs: readonly string[];
  details: readonly string[];
  highlights: readonly string[];
  rows: readonly Row[];
}

const SIZE_NAMES: Record<SizeScheme, readonly string[]> = {
  clothing: ['S', 'M', 'L', 'XL'],
  shoes: ['6', '7', '8', '9', '10', '11'],
  free: ['Free Size'],
};

export interface Pricing {
  price: number;
  discountedPrice: number;
  discountPercent: number;
}

/**
 * A list price ending in 99 rupees and a discount of 44-80% whose selling price lands inside
 * the bucket. The selling price is the list price less the discount, rounded to whole rupees,
 * exactly as the shop computes it.
 */
export function pricing(bucket: number, rand: () => number): Pricing {
  const [lo, hi] = PRICE_BUCKETS[bucket]!;
  const discountPercent = 44 + Math.floor(rand() * 37);
  // Leave headroom below the bucket's top: rounding the list price up can add up to ~55 rupees.
  const target = lo + 10 + rand() * (hi - lo - 70);
  const listRupees = Math.ceil((target * 100) / (100 - discountPercent) / 100) * 100 - 1;
  const sellRupees = Math.round((listRupees * (100 - discountPercent)) / 100);
  return { price: listRupees * 100, discountedPrice: sellRupees * 100, discountPercent };
}

function sizes(scheme: SizeScheme, soldOut: boolean, rand: () => number): SeedProduct['sizes'] {
  // About one size in five is sold out, so the size picker has disabled options to show; a
  // one-size item rarely is, or too much of the catalog would be unavailable.
  const gap = scheme === 'free' ? 0.05 : 0.2;
  return SIZE_NAMES[scheme].map((name) => {
    const quantity = soldOut || rand() < gap ? 0 : 1 + Math.floor(rand() * 14);
    return { name, quantity };
  });
}

// Names that stay capitalised when a title is folded into a sentence.
const PROPER = new Set([
  'Banarasi',
  'Kanjeevaram',
  'Chanderi',
  'Pathani',
  'Anarkali',
  'Raga',
  'Neo',
  'Jacqueline',
  'Enticer',
  'Expedition',
  'Smash',
  'Impact',
  'Code',
  'Raw',
  'UV',
  'RFID',
]);

const sentenceCase = (s: string): string =>
  s
    .split(' ')
    .map((w) => (PROPER.has(w) || /^[A-Z0-9]+$/.test(w) ? w : w.toLowerCase()))
    .join(' ');

function describe(line: ProductLine, row: Row, i: number): string {
  const [title, brand, colour] = row;
  const noun = sentenceCase(title.replace(/^(Men|Women|Unisex)\s+/, ''));
  const article = /^[aeiou]/i.test(colour) ? 'An' : 'A';
  return `${article} ${colour} ${noun} from ${brand}. ${line.blurbs[i % line.blurbs.length]}`;
}

function pickHighlights(line: ProductLine, i: number): string[] {
  const count = 3 + (i % 3);
  const pool = line.highlights;
  return Array.from({ length: Math.min(count, pool.length) }, (_, k) => pool[(i + k) % pool.length]!);
}

/**
 * Expands the lines into products. `offset` keeps the global index running across calls so
 * the women's and men's catalogs do not repeat each other's ages, stock and prices.
 */
export function expand(lines: readonly ProductLine[], seed: number, offset = 0): SeedProduct[] {
  const rand = prng(seed);
  const out: SeedProduct[] = [];
  let n = offset;
  for (const line of lines) {
    line.rows.forEach((row, i) => {
      const [title, brand, colour] = row;
      const bucket = line.buckets[(i + n) % line.buckets.length]!;
      // A steady trickle of products is sold out in every size, for the stock filter.
      const soldOut = n % 22 === 5;
      const views = n % 3 === 0 ? 4 : 3;
      out.push({
        title,
        brand,
        description: describe(line, row, i),
        details: line.details[i % line.details.length]!,
        highlights: pickHighlights(line, i),
        ...pricing(bucket, rand),
        colour,
        imageUrls: Array.from({ length: views }, (_, v) => `/images/products/${line.kind}-${colour}-${v + 1}.svg`),
        tags: [...line.tags, colour],
        categoryId: line.categoryId,
        sizes: sizes(line.sizes, soldOut, rand),
        ageDays: (n * 47) % 121,
      });
      n++;
    });
  }
  return out;
}

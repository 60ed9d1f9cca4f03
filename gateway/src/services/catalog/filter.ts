import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { invalidInput } from '../errors.js';
import { filterAttributes, type AttributeColumn } from './product-attributes.js';

/** The colour names a product may have and a listing may filter on. */
export const COLOURS = [
  'white',
  'beige',
  'blue',
  'brown',
  'green',
  'purple',
  'yellow',
  'black',
  'red',
  'maroon',
  'pink',
  'orange',
  'gray',
] as const;

/** The sizes a listing offers to filter on (a product's sizes are free text; these are the common ones). */
export const LISTING_SIZES = ['S', 'M', 'L'] as const;

/** The price ranges a listing offers, in paise: whole-rupee bounds as minPrice and maxPrice. */
export const PRICE_BUCKETS = [
  [159, 399],
  [399, 999],
  [999, 1999],
  [1999, 2999],
  [2999, 3999],
  [3999, 4999],
].map(([min, max]) => ({ minPrice: min! * 100, maxPrice: max! * 100 }));

export type StockFilter = 'IN_STOCK' | 'OUT_OF_STOCK';
export type ProductSort = 'NEWEST' | 'PRICE_LOW' | 'PRICE_HIGH' | 'RATING';

/** Listing filters; every one optional, all of them must hold. Prices in paise. */
export type ProductFilter = BaseFilter & AttributeFilter;

/** Any of these values, for each attribute with `filter` (product-attributes.ts). */
type AttributeFilter = { [K in AttributeColumn]?: readonly string[] | null };

interface BaseFilter {
  /** A path id ("women", "men/clothing", "women/clothing/lehenga") or a bare name ("mens_kurta"). */
  category?: string | null;
  /** Any of these colours. */
  colours?: readonly string[] | null;
  /** The deprecated spelling of `colours`, used when `colours` is absent. */
  colors?: readonly string[] | null;
  /** Any of these sizes, with stock in that size. */
  sizes?: readonly string[] | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  minDiscount?: number | null;
  stock?: StockFilter | null;
}

const MAX_LIST = 20;

function checkMoney(value: number | null | undefined, field: string): number | undefined {
  if (value == null) return undefined;
  if (!Number.isSafeInteger(value) || value < 0)
    throw invalidInput(`${field} must be a whole, non-negative amount`, field);
  return value;
}

function checkColours(colours: readonly string[] | null | undefined): string[] | undefined {
  if (!colours?.length) return undefined;
  if (colours.length > MAX_LIST) throw invalidInput(`colours takes at most ${MAX_LIST} values`, 'colours');
  return colours.map((c) => {
    const colour = c.trim().toLowerCase();
    if (!(COLOURS as readonly string[]).includes(colour)) {
      throw invalidInput(`Unknown colour "${c}"; use one of ${COLOURS.join(', ')}`, 'colours');
    }
    return colour;
  });
}

function checkSizes(sizes: readonly string[] | null | undefined): string[] | undefined {
  if (!sizes?.length) return undefined;
  if (sizes.length > MAX_LIST) throw invalidInput(`sizes takes at most ${MAX_LIST} values`, 'sizes');
  return sizes.map((s) => {
    const size = s.trim();
    if (!size || size.length > 20)
      throw invalidInput('Each size must be a short, non-empty name such as M or 8', 'sizes');
    return size;
  });
}

/** Each filterable attribute given, with its values trimmed and lower case. */
function checkAttributes(given: AttributeFilter): [AttributeColumn, string[]][] | undefined {
  const out = filterAttributes().flatMap(([column, a]): [AttributeColumn, string[]][] => {
    // Widened: with no filterable attribute declared, the column type is `never`.
    const values = (given as Record<string, readonly string[] | null | undefined>)[column];
    if (!values?.length) return [];
    if (values.length > MAX_LIST) throw invalidInput(`${column} takes at most ${MAX_LIST} values`, column);
    if (values.some((v) => !v.trim() || v.length > a.max)) {
      throw invalidInput(`Each ${column} must be a non-empty ${a.label.toLowerCase()} name`, column);
    }
    return [[column, values.map((v) => v.trim().toLowerCase())]];
  });
  return out.length ? out : undefined;
}

/** Checks a filter; throws BAD_USER_INPUT naming the first wrong field. */
function checkFilter(filter: ProductFilter) {
  const minPrice = checkMoney(filter.minPrice, 'minPrice');
  const maxPrice = checkMoney(filter.maxPrice, 'maxPrice');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw invalidInput('minPrice must not be more than maxPrice', 'minPrice');
  }
  const minDiscount = filter.minDiscount ?? undefined;
  if (minDiscount !== undefined && (!Number.isInteger(minDiscount) || minDiscount < 0 || minDiscount > 100)) {
    throw invalidInput('minDiscount must be a whole percent from 0 to 100', 'minDiscount');
  }
  const category = filter.category?.trim() || undefined;
  if (category && category.length > 200) throw invalidInput('category is too long', 'category');
  return {
    category,
    colours: checkColours(filter.colours ?? filter.colors),
    sizes: checkSizes(filter.sizes),
    minPrice,
    maxPrice,
    minDiscount,
    stock: filter.stock ?? undefined,
    attributes: checkAttributes(filter),
  };
}

/** A filter as checkFilter answers it: every value normalised, absent ones undefined. */
type CheckedFilter = ReturnType<typeof checkFilter>;

/**
 * One filter, compiled two ways: to SQL over the listing's product row `p` (values go in as
 * parameters through `param`), and to a Prisma where (productsConnection). Both sit side by side
 * so a filter cannot exist for one list and be silently ignored by the other.
 */
interface FilterRule<V> {
  sql: (value: V, param: (value: unknown) => string) => string;
  prisma: (value: V, db: PrismaClient) => Prisma.ProductWhereInput | Promise<Prisma.ProductWhereInput>;
}

/** Every key of a checked filter has one rule: a new filter key fails typecheck until it has both. */
const RULES: { [K in keyof CheckedFilter]-?: FilterRule<NonNullable<CheckedFilter[K]>> } = {
  // A path id selects that node and its descendants; a bare name every node so named.
  category: {
    sql: (category, param) => {
      const id = param(category);
      const name = param(category.toLowerCase());
      return `p."categoryId" IN (SELECT c3.id FROM "Category" c3
      LEFT JOIN "Category" c2 ON c2.id = c3."parentId" LEFT JOIN "Category" c1 ON c1.id = c2."parentId"
      WHERE c3.level = 3 AND (${id} IN (c3.id, c2.id, c1.id) OR ${name} IN (lower(c3.name), lower(c2.name), lower(c1.name))))`;
    },
    prisma: async (category, db) => ({ categoryId: { in: await categoryIds(db, category) } }),
  },
  colours: {
    sql: (colours, param) => `p.colour = ANY(${param(colours)}::text[])`,
    prisma: (colours) => ({ colour: { in: colours } }),
  },
  sizes: {
    sql: (sizes, param) => `EXISTS (SELECT 1 FROM "ProductSize" s WHERE s."productId" = p.id AND s.quantity > 0
      AND lower(s.name) = ANY(${param(sizes.map((s) => s.toLowerCase()))}::text[]))`,
    prisma: (sizes) => ({ sizes: { some: { name: { in: sizes, mode: 'insensitive' }, quantity: { gt: 0 } } } }),
  },
  minPrice: {
    sql: (min, param) => `p."discountedPrice" >= ${param(min)}`,
    prisma: (min) => ({ discountedPrice: { gte: min } }),
  },
  maxPrice: {
    sql: (max, param) => `p."discountedPrice" <= ${param(max)}`,
    prisma: (max) => ({ discountedPrice: { lte: max } }),
  },
  minDiscount: {
    sql: (min, param) => `p."discountPercent" >= ${param(min)}`,
    prisma: (min) => ({ discountPercent: { gte: min } }),
  },
  stock: {
    sql: (stock) => (stock === 'IN_STOCK' ? `p.quantity > 0` : `p.quantity <= 0`),
    prisma: (stock) => ({ quantity: stock === 'IN_STOCK' ? { gt: 0 } : { lte: 0 } }),
  },
  // Column names come from product-attributes.ts (code), never from a request.
  attributes: {
    sql: (given, param) =>
      given.map(([column, values]) => `lower(p."${column}") = ANY(${param(values)}::text[])`).join(' AND '),
    prisma: (given) => ({ AND: given.map(([column, values]) => ({ [column]: { in: values, mode: 'insensitive' } })) }),
  },
};

/** The rules a checked filter uses, each with its value, in the order of RULES. */
function givenRules(f: CheckedFilter): [FilterRule<unknown>, unknown][] {
  return (Object.keys(RULES) as (keyof CheckedFilter)[])
    .filter((key) => f[key] !== undefined)
    .map((key) => [RULES[key] as FilterRule<unknown>, f[key]]);
}

/** The WHERE clause of a listing over `"Product" p`, with its parameters ($1…); the filter is checked first. */
export function listingWhere(filter: ProductFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  // A deleted product has left the shop (it stays only for the orders that hold it).
  const and = [`p."deletedAt" IS NULL`, ...givenRules(checkFilter(filter)).map(([rule, v]) => rule.sql(v, param))];
  return { sql: and.join(' AND '), params };
}

/** The same filter as a Prisma where; the only query it may run is the category lookup. */
export async function productWhere(prisma: PrismaClient, filter: ProductFilter): Promise<Prisma.ProductWhereInput> {
  const rules = givenRules(checkFilter(filter));
  // Products an admin deleted stay for their orders but are never listed.
  const and = await Promise.all(rules.map(([rule, v]) => rule.prisma(v, prisma)));
  return { AND: [{ deletedAt: null }, ...and] };
}

/**
 * The third-level category ids a category filter names: a path id selects that node and its
 * descendants; a bare name selects every node with that name (case-insensitive, as menus
 * spell "womens_Kurtas"). The tree is small, so this is one cheap query.
 */
async function categoryIds(prisma: PrismaClient, category: string): Promise<string[]> {
  const names: Prisma.CategoryWhereInput = {
    OR: [{ id: category }, { name: { equals: category, mode: 'insensitive' } }],
  };
  const rows = await prisma.category.findMany({
    where: { level: 3, OR: [names, { parent: names }, { parent: { parent: names } }] },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** Sort orders; each ends on id so paging is stable when prices or dates tie. */
export const productOrder: Record<ProductSort, Prisma.ProductOrderByWithRelationInput[]> = {
  NEWEST: [{ createdAt: 'desc' }, { id: 'asc' }],
  PRICE_LOW: [{ discountedPrice: 'asc' }, { id: 'asc' }],
  PRICE_HIGH: [{ discountedPrice: 'desc' }, { id: 'asc' }],
  // Best rated first; among equal means the more often rated; products without ratings (mean 0) last.
  RATING: [{ ratingAverage: 'desc' }, { ratingCount: 'desc' }, { id: 'asc' }],
};

import type { Prisma, PrismaClient } from '../../db/generated/client/client.js';
import { invalidInput } from '../errors.js';

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

export type StockFilter = 'IN_STOCK' | 'OUT_OF_STOCK';
export type ProductSort = 'NEWEST' | 'PRICE_LOW' | 'PRICE_HIGH' | 'RATING';

/** Listing filters; every one optional, all of them must hold. Prices in paise. */
export interface ProductFilter {
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

/** Checks a filter; throws BAD_USER_INPUT naming the first wrong field. */
export function checkFilter(filter: ProductFilter) {
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
  };
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

/** Builds the database filter; the only query it may run is the category lookup. */
export async function productWhere(prisma: PrismaClient, filter: ProductFilter): Promise<Prisma.ProductWhereInput> {
  const f = checkFilter(filter);
  // Products an admin deleted stay for their orders but are never listed.
  const and: Prisma.ProductWhereInput[] = [{ deletedAt: null }];
  if (f.category) and.push({ categoryId: { in: await categoryIds(prisma, f.category) } });
  if (f.colours) and.push({ colour: { in: f.colours } });
  if (f.sizes) and.push({ sizes: { some: { name: { in: f.sizes, mode: 'insensitive' }, quantity: { gt: 0 } } } });
  if (f.minPrice !== undefined || f.maxPrice !== undefined) {
    and.push({ discountedPrice: { gte: f.minPrice, lte: f.maxPrice } });
  }
  if (f.minDiscount !== undefined) and.push({ discountPercent: { gte: f.minDiscount } });
  if (f.stock === 'IN_STOCK') and.push({ quantity: { gt: 0 } });
  if (f.stock === 'OUT_OF_STOCK') and.push({ quantity: { lte: 0 } });
  return { AND: and };
}

/** Sort orders; each ends on id so paging is stable when prices or dates tie. */
export const productOrder: Record<ProductSort, Prisma.ProductOrderByWithRelationInput[]> = {
  NEWEST: [{ createdAt: 'desc' }, { id: 'asc' }],
  PRICE_LOW: [{ discountedPrice: 'asc' }, { id: 'asc' }],
  PRICE_HIGH: [{ discountedPrice: 'desc' }, { id: 'asc' }],
  // Best rated first; among equal means the more often rated; products without ratings (mean 0) last.
  RATING: [{ ratingAverage: 'desc' }, { ratingCount: 'desc' }, { id: 'asc' }],
};

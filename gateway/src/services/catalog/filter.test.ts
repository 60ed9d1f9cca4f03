import { describe, expect, it } from 'vitest';
import type { PrismaClient } from '../../db/generated/client/client.js';
import { DomainError } from '../errors.js';
import { listingWhere, productWhere, type ProductFilter } from './filter.js';

/** A Prisma stand-in for the one query productWhere may run: the category lookup. */
const prisma = {
  category: { findMany: async () => [{ id: 'men/clothing/mens_kurta' }] },
} as unknown as PrismaClient;

const everything: ProductFilter = {
  category: 'men',
  colours: [' Red ', 'BLUE'],
  sizes: ['M'],
  minPrice: 10000,
  maxPrice: 90000,
  minDiscount: 20,
  stock: 'IN_STOCK',
};

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, field: error.field } : error;
  }
  return null;
};

describe('the one filter definition', () => {
  it('lists only products on sale when nothing is asked, in SQL and in Prisma', async () => {
    expect(listingWhere({})).toEqual({ sql: 'p."deletedAt" IS NULL', params: [] });
    expect(await productWhere(prisma, {})).toEqual({ AND: [{ deletedAt: null }] });
  });

  it('compiles every filter to SQL with its values as numbered parameters, normalised', () => {
    const { sql, params } = listingWhere(everything);
    expect(params).toEqual(['men', 'men', ['red', 'blue'], ['m'], 10000, 90000, 20]);
    expect(sql).toContain('p.colour = ANY($3::text[])');
    expect(sql).toContain('lower(s.name) = ANY($4::text[])');
    expect(sql).toContain('p."discountedPrice" >= $5');
    expect(sql).toContain('p."discountedPrice" <= $6');
    expect(sql).toContain('p."discountPercent" >= $7');
    expect(sql).toContain('p.quantity > 0');
    // Never a value spliced into the text.
    expect(sql).not.toMatch(/red|blue|10000/);
  });

  it('compiles the same filters to Prisma, one condition each', async () => {
    const where = await productWhere(prisma, everything);
    expect(where).toEqual({
      AND: [
        { deletedAt: null },
        { categoryId: { in: ['men/clothing/mens_kurta'] } },
        { colour: { in: ['red', 'blue'] } },
        { sizes: { some: { name: { in: ['M'], mode: 'insensitive' }, quantity: { gt: 0 } } } },
        { discountedPrice: { gte: 10000 } },
        { discountedPrice: { lte: 90000 } },
        { discountPercent: { gte: 20 } },
        { quantity: { gt: 0 } },
      ],
    });
  });

  it('selects sold-out products with OUT_OF_STOCK, both ways', async () => {
    expect(listingWhere({ stock: 'OUT_OF_STOCK' }).sql).toContain('p.quantity <= 0');
    expect((await productWhere(prisma, { stock: 'OUT_OF_STOCK' })).AND).toContainEqual({ quantity: { lte: 0 } });
  });

  it('reads the deprecated colors only when colours is absent', () => {
    expect(listingWhere({ colors: ['red'] }).params).toEqual([['red']]);
    expect(listingWhere({ colours: ['blue'], colors: ['red'] }).params).toEqual([['blue']]);
  });

  it('refuses a wrong value naming its field, before any SQL is written', () => {
    expect(refusal(() => listingWhere({ colours: ['teal'] }))).toEqual({ code: 'BAD_USER_INPUT', field: 'colours' });
    expect(refusal(() => listingWhere({ minPrice: 500, maxPrice: 100 }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'minPrice',
    });
    expect(refusal(() => listingWhere({ minPrice: 1.5 }))).toEqual({ code: 'BAD_USER_INPUT', field: 'minPrice' });
    expect(refusal(() => listingWhere({ minDiscount: 101 }))).toEqual({ code: 'BAD_USER_INPUT', field: 'minDiscount' });
    expect(refusal(() => listingWhere({ sizes: [' '] }))).toEqual({ code: 'BAD_USER_INPUT', field: 'sizes' });
  });
});

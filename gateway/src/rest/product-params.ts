import type { ProductListInput, ProductSort, StockFilter } from '../services/catalog.js';
import { invalidInput } from '../services/errors.js';

// Query-string reading for GET /api/products. Only the REST spelling lives here (rupees,
// lower-case enums, comma lists, empty = absent); what the values mean is the catalog's rule.

type Query = Record<string, unknown>;

/** One text value; empty means "not given", as the admin screens send `stock=&category=`. */
function text(query: Query, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = query[name];
    if (Array.isArray(value)) throw invalidInput(`${name} must be given once`, name);
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (value !== undefined && typeof value !== 'string') throw invalidInput(`${name} is not readable`, name);
  }
  return undefined;
}

/** Parses an optional whole-number query parameter, or explains what is wrong with it. */
export function intParam(value: unknown, name: string): number | undefined {
  const raw = text({ [name]: value }, name);
  if (raw === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(raw)) throw invalidInput(`${name} must be a whole number`, name);
  return Number(raw);
}

/** Rupees (up to two decimals, as REST clients send them) to paise. */
function rupeesParam(query: Query, name: string): number | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) throw invalidInput(`${name} must be an amount of rupees such as 399 or 399.50`, name);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function listParam(query: Query, ...names: string[]): string[] | undefined {
  const raw = text(query, ...names);
  const items = raw
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items?.length ? items : undefined;
}

const sorts: Record<string, ProductSort> = { price_low: 'PRICE_LOW', price_high: 'PRICE_HIGH' };
const stocks: Record<string, StockFilter> = { in_stock: 'IN_STOCK', out_of_stock: 'OUT_OF_STOCK' };

function choice<T>(query: Query, name: string, values: Record<string, T>): T | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const value = Object.hasOwn(values, raw.toLowerCase()) ? values[raw.toLowerCase()] : undefined;
  if (value === undefined) throw invalidInput(`${name} must be one of ${Object.keys(values).join(', ')}`, name);
  return value;
}

/** The §7 query parameters of GET /api/products as a catalog listing request. */
export function listingInput(query: Query): ProductListInput {
  return {
    filter: {
      category: text(query, 'category'),
      colors: listParam(query, 'color', 'colors'),
      sizes: listParam(query, 'size', 'sizes'),
      minPrice: rupeesParam(query, 'minPrice'),
      maxPrice: rupeesParam(query, 'maxPrice'),
      minDiscount: intParam(query.minDiscount, 'minDiscount'),
      stock: choice(query, 'stock', stocks),
    },
    sort: choice(query, 'sort', sorts),
    pageNumber: intParam(query.pageNumber, 'pageNumber'),
    pageSize: intParam(query.pageSize, 'pageSize'),
  };
}

import type { ProductListInput, ProductSort, StockFilter } from '../services/catalog/catalog.js';
import { invalidInput } from '../services/errors.js';
import { filterAttributes } from '../services/catalog/product-attributes.js';
import { commaList, intParam, textParam } from './query-params.js';

// Query-string reading for GET /api/products. Only the REST spelling lives here (rupees,
// lower-case enums, comma lists, empty = absent); what the values mean is the catalog's rule.

type Query = Record<string, unknown>;

/** The first of `names` given (a parameter and its alias), once. */
function text(query: Query, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = textParam(query[name], name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Rupees (up to two decimals, as REST clients send them) to paise. */
function rupeesParam(query: Query, name: string): number | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(raw);
  if (!match) throw invalidInput(`${name} must be an amount of rupees such as 399 or 399.50`, name);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A comma list given once (`color=red,blue`). */
function listParam(query: Query, ...names: string[]): string[] | undefined {
  return commaList(text(query, ...names)) ?? undefined;
}

const sorts: Record<string, ProductSort> = { price_low: 'PRICE_LOW', price_high: 'PRICE_HIGH', rating: 'RATING' };
const stocks: Record<string, StockFilter> = { in_stock: 'IN_STOCK', out_of_stock: 'OUT_OF_STOCK' };

function choice<T>(query: Query, name: string, values: Record<string, T>): T | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const value = Object.hasOwn(values, raw.toLowerCase()) ? values[raw.toLowerCase()] : undefined;
  if (value === undefined) throw invalidInput(`${name} must be one of ${Object.keys(values).join(', ')}`, name);
  return value;
}

/** The query parameters of GET /api/products as a catalog listing request. */
export function listingInput(query: Query): ProductListInput {
  return {
    filter: {
      category: text(query, 'category'),
      colours: listParam(query, 'color', 'colours', 'colors'),
      sizes: listParam(query, 'size', 'sizes'),
      minPrice: rupeesParam(query, 'minPrice'),
      maxPrice: rupeesParam(query, 'maxPrice'),
      minDiscount: intParam(query.minDiscount, 'minDiscount'),
      stock: choice(query, 'stock', stocks),
      // Every attribute with `filter` (product-attributes.ts) under its own name: `?material=cotton,silk`.
      ...Object.fromEntries(filterAttributes().map(([name]) => [name, listParam(query, name)])),
    },
    sort: choice(query, 'sort', sorts),
    pageNumber: intParam(query.pageNumber, 'pageNumber'),
    pageSize: intParam(query.pageSize, 'pageSize'),
  };
}

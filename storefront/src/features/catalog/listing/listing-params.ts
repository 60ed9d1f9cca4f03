import type { ProductFilter, ProductSort, StockFilter } from '../../../graphql/graphql';
import { PAGE_SIZE, type ListingChoices } from './filter-options';
import type { ProductListVariables } from '../api/product-list';

// The query string is the listing's single source of truth: these helpers read it into
// request variables and write user choices back into it, so links and back/forward just work.

export type ListParam = 'color' | 'size';
export type SingleParam = 'price' | 'discount' | 'stock' | 'sort';

const SORT: Record<string, ProductSort> = { price_low: 'PRICE_LOW', price_high: 'PRICE_HIGH', rating: 'RATING' };
const STOCK: Record<string, StockFilter> = { in_stock: 'IN_STOCK', out_of_stock: 'OUT_OF_STOCK' };

/** The values the server offers for each list; none before they have loaded. */
function known(choices: ListingChoices | undefined, key: ListParam): readonly string[] {
  return (key === 'color' ? choices?.colours : choices?.listingSizes) ?? [];
}

function listValues(params: URLSearchParams, key: ListParam): string[] {
  return (params.get(key) ?? '').split(',').filter(Boolean);
}

/** The values of a comma list the listing filters by; values it does not know are left out (ignoredFilters). */
export function readList(params: URLSearchParams, key: ListParam, choices: ListingChoices | undefined): string[] {
  return listValues(params, key).filter((v) => known(choices, key).includes(v));
}

/** The largest page number a request can carry (GraphQL's Int). */
const LAST_PAGE = 2 ** 31 - 1;

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 && page <= LAST_PAGE ? page : 1;
}

/** `discount=30`: a whole percent from 1 to 99, else no discount filter. */
function readDiscount(params: URLSearchParams): number | null {
  const discount = Number(params.get('discount'));
  return Number.isInteger(discount) && discount > 0 && discount < 100 ? discount : null;
}

/**
 * What the address asks for that the listing cannot use (a colour it does not sell, a size it
 * does not have, a page number that is no page), in words for the shopper: the listing shows
 * everything else and says what it left out, instead of failing.
 */
export function ignoredFilters(params: URLSearchParams, choices: ListingChoices | undefined): string[] {
  const ignored: string[] = [];
  for (const [key, noun] of [
    ['color', 'colour'],
    ['size', 'size'],
  ] as const) {
    for (const value of listValues(params, key))
      if (choices && !known(choices, key).includes(value)) ignored.push(`${noun} “${value}”`);
  }
  const price = params.get('price');
  if (price !== null && priceRangeInPaise(price) === null) ignored.push(`price “${price}”`);
  const discount = params.get('discount');
  if (discount !== null && readDiscount(params) === null) ignored.push(`discount “${discount}”`);
  const page = params.get('page');
  if (page !== null && readPage(params) !== Number(page)) ignored.push(`page “${page}”`);
  return ignored;
}

/** "399-999" (rupees) → paise bounds; anything malformed (or upside down) means no price filter. */
function priceRangeInPaise(value: string | null): { minPrice: number; maxPrice: number } | null {
  const match = /^(\d{1,7})-(\d{1,7})$/.exec(value ?? '');
  if (!match || Number(match[1]) > Number(match[2])) return null;
  return { minPrice: Number(match[1]) * 100, maxPrice: Number(match[2]) * 100 };
}

export function toVariables(
  params: URLSearchParams,
  category: string,
  choices: ListingChoices | undefined,
): ProductListVariables {
  const filter: ProductFilter = { category };
  const colours = readList(params, 'color', choices);
  const sizes = readList(params, 'size', choices);
  if (colours.length) filter.colours = colours;
  if (sizes.length) filter.sizes = sizes;
  const price = priceRangeInPaise(params.get('price'));
  if (price) Object.assign(filter, price);
  const discount = readDiscount(params);
  if (discount) filter.minDiscount = discount;
  const stock = STOCK[params.get('stock') ?? ''];
  if (stock) filter.stock = stock;
  // Attributes the server filters on, each under its own name (`?material=cotton,silk`).
  for (const a of choices?.attributes ?? []) {
    const values = a.filter ? (params.get(a.name) ?? '').split(',').filter(Boolean) : [];
    if (values.length) (filter as Record<string, unknown>)[a.name] = values;
  }
  return {
    filter,
    sort: SORT[params.get('sort') ?? ''] ?? 'NEWEST',
    pageNumber: readPage(params),
    pageSize: PAGE_SIZE,
  };
}

/** Adds or removes one value of a comma list; any filter change starts again at page 1. */
export function toggleInList(
  params: URLSearchParams,
  key: ListParam,
  value: string,
  choices: ListingChoices,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const current = readList(params, key, choices);
  const values = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  if (values.length) next.set(key, values.join(','));
  else next.delete(key);
  next.delete('page');
  return next;
}

export function setSingle(params: URLSearchParams, key: SingleParam | 'page', value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
  return next;
}

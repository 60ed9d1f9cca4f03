import { invalidInput } from '../errors.js';

/** How many products one wish list holds at most (a list, not a catalog copy). */
export const MAX_WISHLIST_ITEMS = 200;

/** Default mails per restocked unit (BACK_IN_STOCK_MAILS_PER_UNIT). */
export const DEFAULT_MAILS_PER_UNIT = 3;

/** How many unconfirmed back-in-stock requests one address may have made in a day. */
export const MAX_UNCONFIRMED_PER_DAY = 5;

/** The id of a product (or request), or BAD_USER_INPUT on `field`. */
export function checkId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value.trim() || value.length > 100) {
    throw invalidInput(`${field} must be an id`, field);
  }
  return value.trim();
}

/** A size name as the catalog writes it (S, XL, 9), or BAD_USER_INPUT on `size`. */
export function checkSize(value: unknown): string {
  if (typeof value !== 'string' || !value.trim() || value.length > 20) {
    throw invalidInput('size must be one of the product’s sizes', 'size');
  }
  return value.trim();
}

/** The selling price fell since it was saved: by how much (paise), else 0. */
export const priceDropOf = (savedPrice: number, currentPrice: number) => Math.max(0, savedPrice - currentPrice);

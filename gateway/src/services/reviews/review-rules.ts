import { invalidInput } from '../errors.js';

/** The longest review text, in characters (code points, as the database counts them). */
export const MAX_REVIEW_TEXT = 2000;
export const MAX_REVIEW_TITLE = 100;
export const MAX_HIDE_REASON = 200;

// Characters that are never part of what a shopper meant to write: C0 and C1 controls (newline
// kept, tab turned into a space beforehand), the byte-order mark, and the bidirectional
// embeddings, overrides and isolates that can make a text read differently from how it is
// stored. Joiners (U+200C, U+200D) stay: Indic scripts and emoji need them.
// eslint-disable-next-line no-control-regex
const UNWANTED = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

const length = (s: string) => [...s].length;

/**
 * A shopper's text as the shop keeps it: line breaks normalised, control characters gone, spaces
 * at the ends of lines and of the whole text trimmed, at most one blank line in a row. A single
 * line (a title, a reason) also loses its line breaks.
 */
function cleanText(value: string, { multiline }: { multiline: boolean }): string {
  let s = value.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').replace(UNWANTED, '');
  if (!multiline) s = s.replace(/\n+/g, ' ');
  return s
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** 1 to 5 whole stars, or BAD_USER_INPUT on `rating`. */
export function checkRating(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 5) {
    throw invalidInput('rating must be a whole number of stars from 1 to 5', 'rating');
  }
  return value;
}

/** The review's words: required, cleaned, at most MAX_REVIEW_TEXT characters. */
export function checkReviewText(value: unknown): string {
  if (typeof value !== 'string') throw invalidInput('text must be the words of your review', 'text');
  const text = cleanText(value, { multiline: true });
  if (!text) throw invalidInput('Write a few words about the product', 'text');
  const n = length(text);
  if (n > MAX_REVIEW_TEXT) {
    throw invalidInput(
      `text can be at most ${MAX_REVIEW_TEXT.toLocaleString('en-IN')} characters (yours has ${n})`,
      'text',
    );
  }
  return text;
}

/** An optional headline: cleaned to one line; empty means none. */
export function checkReviewTitle(value: unknown): string | null {
  if (value == null) return null;
  if (typeof value !== 'string') throw invalidInput('title must be text', 'title');
  const title = cleanText(value, { multiline: false });
  if (length(title) > MAX_REVIEW_TITLE) {
    throw invalidInput(`title can be at most ${MAX_REVIEW_TITLE} characters`, 'title');
  }
  return title || null;
}

/** Why an admin hides a review: required, one line, at most MAX_HIDE_REASON characters. */
export function checkHideReason(value: unknown): string {
  const reason = typeof value === 'string' ? cleanText(value, { multiline: false }) : '';
  if (!reason) throw invalidInput('Say why the review is hidden', 'reason');
  if (length(reason) > MAX_HIDE_REASON) {
    throw invalidInput(`reason can be at most ${MAX_HIDE_REASON} characters`, 'reason');
  }
  return reason;
}

/** A product or review id as sent: a non-empty short string, or BAD_USER_INPUT on `field`. */
export function checkId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !value.trim() || value.length > 100) {
    throw invalidInput(`${field} must be the id of a ${field === 'productId' ? 'product' : 'review'}`, field);
  }
  return value.trim();
}

/**
 * How a reviewer is named in public: first name and the initial of the last ("Asha V."), so a
 * shopper's full name never appears beside what they bought.
 */
export function publicName(user: { firstName: string; lastName: string }): string {
  const first = user.firstName.trim() || 'Shopper';
  const last = [...user.lastName.trim()][0];
  return last ? `${first} ${last.toUpperCase()}.` : first;
}

/** The letter on a reviewer's avatar. */
export const initialOf = (user: { firstName: string }) => ([...user.firstName.trim()][0] ?? 'S').toUpperCase();

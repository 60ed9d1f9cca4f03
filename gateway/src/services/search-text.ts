// The text of a search box, as every back-office and shop search reads it.

/** A search box's text: trimmed, at most 200 characters; empty means no search. */
export function searchText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text ? text.slice(0, 200) : null;
}

/**
 * A search's text for Prisma's `contains`, which puts it between LIKE's `%…%` as it is: its `%`,
 * `_` and `\` escaped, so they match themselves ("50%" is not "50 and anything").
 */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

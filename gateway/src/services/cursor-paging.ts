import { invalidInput } from './errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.js';

/** What a Relay-style connection asks for: the first N after a cursor. */
export interface ConnectionInput {
  first?: number | null;
  after?: string | null;
}

/** One page of a connection: rows with their cursors and whether more follow. */
export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  /** How many rows match in all, when the caller counted them. */
  totalCount?: number;
}

/** A position in an ordering: the ordering's name, its sort key and the row id (keyset paging). */
export type CursorKey = [ordering: string, sortKey: string | number, id: string];

/** Checks `first` (default 20, at most 100). */
export function checkFirst(first: number | null | undefined): number {
  const n = first ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(n) || n < 1 || n > MAX_PAGE_SIZE) {
    throw invalidInput(`first must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 'first');
  }
  return n;
}

/** An opaque cursor: base64url of the key. Clients must not build or read them. */
const encodeCursor = (key: CursorKey) => Buffer.from(JSON.stringify(key)).toString('base64url');

/**
 * The key inside a cursor from `after`; a cursor that is not one of ours, or belongs to another
 * ordering (sorted otherwise, another query), is BAD_USER_INPUT on `after`.
 */
export function decodeCursor(after: string | null | undefined, ordering: string): CursorKey | null {
  if (after == null) return null;
  const bad = () => invalidInput('after is not a cursor of this list; start again without it', 'after');
  if (after.length > 500) throw bad();
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (
    !Array.isArray(key) ||
    key.length !== 3 ||
    key[0] !== ordering ||
    !['string', 'number'].includes(typeof key[1]) ||
    typeof key[2] !== 'string'
  ) {
    throw bad();
  }
  return key as CursorKey;
}

/**
 * Builds the connection from up to `first + 1` rows (the extra row only says a next page exists).
 */
export function connectionOf<T>(
  rows: T[],
  first: number,
  keyOf: (row: T) => CursorKey,
  after: string | null | undefined,
  totalCount?: number,
): Connection<T> {
  const page = rows.slice(0, first);
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > first,
      hasPreviousPage: after != null,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount,
  };
}

import type { PrismaClient } from '../../db/generated/client/client.js';
import { invalidInput } from '../errors.js';
import type { Paging } from '../paging.js';

const MAX_QUERY_LENGTH = 200;
const MAX_WORDS = 8;

/**
 * Turns what a shopper typed into a to_tsquery text: letters and digits only (so no tsquery
 * syntax can come through), every word required and matched as a prefix ("kurt" → kurt:*).
 */
export function toPrefixQuery(text: string): string {
  if (text.length > MAX_QUERY_LENGTH)
    throw invalidInput(`query must be at most ${MAX_QUERY_LENGTH} characters`, 'query');
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (!words.length) throw invalidInput('query must contain a word to search for', 'query');
  return words
    .slice(0, MAX_WORDS)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/** A statement and its parameters. */
interface Statement {
  text: string;
  params: unknown[];
}

/**
 * The two statements of a search: one page of ids, best rank first ($2 the page size, $3 the
 * offset), and the number of matches. "searchVector" is kept by a database trigger (migration
 * product_search) from the title, brand and the category chain, with a GIN index.
 */
export function searchStatements(text: string): [page: Statement, total: Statement] {
  const tsquery = toPrefixQuery(text);
  return [
    {
      text: `SELECT p.id
      FROM "Product" p, to_tsquery('english', $1) q
      WHERE p."searchVector" @@ q AND p."deletedAt" IS NULL
      ORDER BY ts_rank(p."searchVector", q) DESC, p."createdAt" DESC, p.id
      LIMIT $2 OFFSET $3`,
      params: [tsquery],
    },
    {
      text: `SELECT count(*)::int AS total FROM "Product" p
      WHERE p."searchVector" @@ to_tsquery('english', $1) AND p."deletedAt" IS NULL`,
      params: [tsquery],
    },
  ];
}

/** Ids of one page of matching products, best rank first, and the number of matches. */
export async function searchProductIds(
  prisma: PrismaClient,
  text: string,
  paging: Paging,
): Promise<{ ids: string[]; total: number }> {
  const [page, total] = searchStatements(text);
  const [rows, counted] = await Promise.all([
    prisma.$queryRawUnsafe<{ id: string }[]>(page.text, ...page.params, paging.take, paging.skip),
    prisma.$queryRawUnsafe<{ total: number }[]>(total.text, ...total.params),
  ]);
  return { ids: rows.map((r) => r.id), total: counted[0]?.total ?? 0 };
}

import type { Category, PrismaClient, Product, ProductSize } from '../../db/generated/client/client.js';
import { listingWhere, type ProductFilter, type ProductSort } from './filter.js';
import type { Paging } from '../paging.js';
import type { SqlQuery } from '../../db/client.js';
import { columnsJson, PRODUCT_TIMESTAMPS, SQL_COLUMNS } from './product-model.js';

/** A category with its chain of parents up to level 1 (level 1's parent is null). */
type CategoryChain = Category & { parent: CategoryChain | null };

/** A product row as the hot reads load it: its sizes (by position) and its category chain. */
export type CatalogProduct = Product & { sizes: ProductSize[]; category: CategoryChain };

// The catalog's two hot reads are one SQL statement each: the database filters, sorts, pages,
// counts and nests sizes and categories as JSON, and answers one text value that is parsed once.

/**
 * The statements through Prisma ($queryRawUnsafe), which works on both databases. On PostgreSQL
 * the gateway passes the pool's own query instead (db/client.ts), which skips Prisma's planning
 * of a raw statement and keeps each statement prepared per connection.
 */
export const prismaSql =
  (prisma: PrismaClient): SqlQuery =>
  <T>(text: string, params: unknown[]) =>
    prisma.$queryRawUnsafe<T[]>(text, ...params);

const categoryJson = (alias: string, parent: string) =>
  `json_build_object(${columnsJson(SQL_COLUMNS.category, alias)}, 'parent', ${parent})`;

// Every column of the read model (product-model.ts): no column list is written here.
export const PRODUCT_JSON = `json_build_object(${columnsJson(SQL_COLUMNS.product, 'p')},
  'sizes', (SELECT coalesce(json_agg(json_build_object(${columnsJson(SQL_COLUMNS.size, 's')}) ORDER BY s.position), '[]'::json)
    FROM "ProductSize" s WHERE s."productId" = p.id),
  'category', (SELECT ${categoryJson(
    'c3',
    `CASE WHEN c2.id IS NULL THEN NULL ELSE ${categoryJson(
      'c2',
      `CASE WHEN c1.id IS NULL THEN NULL ELSE ${categoryJson('c1', 'NULL')} END`,
    )} END`,
  )}
    FROM "Category" c3 LEFT JOIN "Category" c2 ON c2.id = c3."parentId" LEFT JOIN "Category" c1 ON c1.id = c2."parentId"
    WHERE c3.id = p."categoryId"))`;

const ORDER: Record<ProductSort, string> = {
  NEWEST: `p."createdAt" DESC, p.id ASC`,
  PRICE_LOW: `p."discountedPrice" ASC, p.id ASC`,
  PRICE_HIGH: `p."discountedPrice" DESC, p.id ASC`,
  RATING: `p."ratingAverage" DESC, p."ratingCount" DESC, p.id ASC`,
};

function toProduct(row: CatalogProduct): CatalogProduct {
  // JSON carries timestamps without a zone; Prisma keeps them in UTC.
  const fields = row as unknown as Record<string, unknown>;
  for (const column of Object.keys(PRODUCT_TIMESTAMPS)) {
    const value = fields[column];
    if (typeof value === 'string') fields[column] = new Date(`${value}Z`);
  }
  return row;
}

/** A listing's WHERE clause over `"Product" p` with its parameters ($1…). */
type Where = { sql: string; params: unknown[] };

const VERSION = `(SELECT "version"::text FROM "CatalogVersion" WHERE "id" = 1)`;

/**
 * One page of a listing ($n+1 the page size, $n+2 the offset) and the catalog's version in the
 * same snapshot. With no count beside it, PostgreSQL stops after the page: it walks the index of
 * the sort while few products are filtered out, or the listing index (Product_listing_idx)
 * otherwise; only the page's own rows are read in full.
 */
export function listingStatement(where: Where, sort: ProductSort, json: string): string {
  const n = where.params.length;
  return `WITH page AS (
       SELECT p.id FROM "Product" p WHERE ${where.sql}
       ORDER BY ${ORDER[sort]} LIMIT $${n + 1} OFFSET $${n + 2})
     SELECT ${VERSION} AS version,
       (SELECT coalesce('[' || string_agg((${json})::text, ',' ORDER BY ${ORDER[sort]}) || ']', '[]')
        FROM page JOIN "Product" p ON p.id = page.id) AS content`;
}

/**
 * How many products a listing matches, and the version it counted at. The listing index holds
 * every column a filter reads, so this is an index-only scan: no product row is read.
 */
export function countStatement(where: Where): string {
  return `SELECT ${VERSION} AS version, count(*)::int AS total FROM "Product" p WHERE ${where.sql}`;
}

/**
 * Counts by filter and catalog version. A count is exact for the version it was taken at, and
 * every change to the catalog moves the version (in the change's own transaction, on every host),
 * so a count is served only while nothing in the catalog has changed. Paging through a listing,
 * or sorting it another way, counts once.
 */
const counts = new Map<string, number>();
const MAX_COUNTS = 2_000;

function remember(key: string, total: number) {
  if (counts.size >= MAX_COUNTS) counts.delete(counts.keys().next().value!);
  counts.set(key, total);
}

/**
 * One page of a listing as a JSON array's text, each product written by `json` (an SQL expression
 * over `"Product" p`, written by the shop, never from input), and the number of products matching:
 * one statement when the count is known.
 */
export async function selectListingText(
  sql: SqlQuery,
  filter: ProductFilter,
  sort: ProductSort,
  paging: Paging,
  json: string,
): Promise<{ content: string; total: number }> {
  const where = listingWhere(filter);
  const [page] = await sql<{ version: string | null; content: string }>(listingStatement(where, sort, json), [
    ...where.params,
    paging.take,
    paging.skip,
  ]);
  const content = page!.content;
  const key = (version: string | null) => `${version}\u0000${where.sql}\u0000${JSON.stringify(where.params)}`;
  const known = counts.get(key(page!.version));
  if (known !== undefined) return { content, total: known };
  const [count] = await sql<{ version: string | null; total: number }>(countStatement(where), where.params);
  remember(key(count!.version), count!.total);
  return { content, total: count!.total };
}

/** One page of a listing and the number of products matching: one statement when the count is known. */
export async function selectListing(
  sql: SqlQuery,
  filter: ProductFilter,
  sort: ProductSort,
  paging: Paging,
): Promise<{ rows: CatalogProduct[]; total: number }> {
  const { content, total } = await selectListingText(sql, filter, sort, paging, PRODUCT_JSON);
  return { rows: (JSON.parse(content) as CatalogProduct[]).map(toProduct), total };
}

/** One product on sale written by `json` (as for a listing), as JSON text, or null. */
export async function selectProductText(sql: SqlQuery, id: string, json: string): Promise<string | null> {
  const [result] = await sql<{ product: string }>(
    `SELECT ${json}::text AS product FROM "Product" p WHERE p.id = $1 AND p."deletedAt" IS NULL`,
    [id],
  );
  return result ? result.product : null;
}

/** One product with its sizes and category chain, or null. */
export async function selectProduct(sql: SqlQuery, id: string): Promise<CatalogProduct | null> {
  const text = await selectProductText(sql, id, PRODUCT_JSON);
  return text === null ? null : toProduct(JSON.parse(text) as CatalogProduct);
}

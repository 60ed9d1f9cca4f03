import { COPIED, RECENT_RATINGS } from './product-shape.js';

// REST's product shape (product-shape.ts's toRestProduct) written by the database, so the two
// catalog reads (GET /api/products and /api/products/id/{id}) pass the statement's text on to the
// client without parsing and rebuilding it (decision 057). toRestProduct stays the definition: a
// test compares the two for every product of the seed. The text is JSON.stringify's, byte for
// byte: keys in toRestProduct's order, no spaces (row_to_json; arrays joined by string_agg).

/** A timestamp(3) column (UTC, as Prisma keeps it) in ISO 8601, as Date.toISOString() writes it. */
const iso = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A JSON object of the given `value AS "key"` lines, in their order and without spaces. */
const object = (fields: string[]) => `(SELECT row_to_json(o) FROM (SELECT ${fields.join(', ')}) o)`;

/**
 * An aggregate's JSON array of `element` in `order`, `[]` for none, written as JSON.stringify writes
 * one: json_agg would put a space after each comma. `filter` keeps some rows only.
 */
const array = (element: string, order: string, filter = '') =>
  `coalesce(('[' || string_agg((${element})::text, ',' ORDER BY ${order})${filter ? ` FILTER (WHERE ${filter})` : ''} || ']')::json, '[]'::json)`;

/**
 * A reviewer's public name (review-rules.ts's publicName: the first name and the last's initial,
 * "Asha V.") split as REST clients read it, `firstName` and `lastName`. Names are stored trimmed.
 * `upper()` capitalises the initial by the database's locale: the same letter as JavaScript's for
 * ASCII, and on PostgreSQL with a UTF-8 locale for every letter with a single capital.
 */
const AUTHOR = `CROSS JOIN LATERAL (SELECT coalesce(nullif(btrim(u."firstName"), ''), 'Shopper') AS first,
      upper(left(btrim(u."lastName"), 1)) AS initial) n
    CROSS JOIN LATERAL (SELECT ${object([
      `CASE WHEN n.initial <> '' THEN n.first
        WHEN n.first LIKE '% %.' THEN regexp_replace(n.first, ' [^ ]*$', '') ELSE n.first END AS "firstName"`,
      `CASE WHEN n.initial <> '' THEN n.initial || '.'
        WHEN n.first LIKE '% %.' THEN substring(n.first from '[^ ]*$') ELSE '' END AS "lastName"`,
    ])} AS json) author`;

/** toRestRating's fields, and toRestReview's after them. */
const RATING = [
  `r.id AS "_id"`,
  `r.rating AS "rating"`,
  `p.id AS "product"`,
  `author.json AS "user"`,
  `${iso('r."createdAt"')} AS "createdAt"`,
  `${iso('r."updatedAt"')} AS "updatedAt"`,
];
const REVIEW = [
  ...RATING,
  `r.text AS "review"`,
  `r.title AS "title"`,
  `true AS "verifiedBuyer"`,
  `r."helpfulCount" AS "helpfulCount"`,
  `${iso('r."reviewedAt"')} AS "reviewedAt"`,
];

const NEWEST_FIRST = `r."createdAt" DESC, r.id DESC`;

/** The newest ratings on show, and those of them with words, newest first. */
const RECENT = `LEFT JOIN LATERAL (
    SELECT ${array(object(RATING), NEWEST_FIRST)} AS ratings,
      ${array(object(REVIEW), NEWEST_FIRST, 'r.text IS NOT NULL')} AS reviews
    FROM (SELECT * FROM "Review" WHERE "productId" = p.id AND "hiddenAt" IS NULL
      ORDER BY "createdAt" DESC, id DESC LIMIT ${RECENT_RATINGS}) r
    JOIN "User" u ON u.id = r."userId"
    ${AUTHOR}) recent ON true`;

/** A category and its parents as `{ _id, name, level, parentCategory }`, level 1's parent null. */
const category = (alias: string, parent: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE ${object([
    `${alias}.id AS "_id"`,
    `${alias}.name AS "name"`,
    `${alias}.level AS "level"`,
    `${parent} AS "parentCategory"`,
  ])} END`;

const rupees = (column: string) => `p."${column}"::float8 / 100`;

/** The breakdown as `{ "1": n, …, "5": n }` (toRestProduct's Object.fromEntries, in key order). */
const BREAKDOWN = object([1, 2, 3, 4, 5].map((stars) => `coalesce(p."ratingBreakdown"[${stars}], 0) AS "${stars}"`));

/** REST's product JSON for the product `p`: an SQL expression for the catalog's reads (sql.ts). */
export const REST_PRODUCT_JSON = `(SELECT row_to_json(x) FROM (SELECT
    ${COPIED.map(([column, name]) => `p."${column}" AS "${name}"`).join(', ')},
    ${rupees('price')} AS "price",
    ${rupees('discountedPrice')} AS "discountedPrice",
    (SELECT ${array(object([`s.name AS "name"`, `s.quantity AS "quantity"`, `s.id AS "_id"`]), 's.position')}
      FROM "ProductSize" s WHERE s."productId" = p.id) AS "sizes",
    recent.ratings AS "ratings",
    recent.reviews AS "reviews",
    floor(p."ratingAverage" * 100 + 0.5) / 100 AS "averageRating",
    ${BREAKDOWN} AS "ratingBreakdown",
    ${category('c3', category('c2', category('c1', 'NULL::json')))} AS "category",
    c1.label AS "topLevelCategory",
    c2.label AS "secondLevelCategory",
    c3.name AS "thirdLevelCategory",
    ${iso('p."createdAt"')} AS "createdAt"
  FROM "Category" c3
    LEFT JOIN "Category" c2 ON c2.id = c3."parentId"
    LEFT JOIN "Category" c1 ON c1.id = c2."parentId"
    ${RECENT}
  WHERE c3.id = p."categoryId") x)`;

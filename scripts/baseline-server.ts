// The benchmark's yardstick: the same catalog rows as the gateway's listing and product detail,
// served by nothing but `pg` and `node:http`. What the gateway adds on top of this is its cost.
//   DATABASE_URL=postgresql://… PORT=4100 node --import tsx scripts/baseline-server.ts
//   GET /listing?category=women&colour=blue&page=1   → { totalElements, content: [product + sizes + category] }
//     (the page and the count: two statements, sent together)
//   …&ratings=10 and /product/{id}?ratings=10 add each product's 10 newest ratings on show with their
//     authors' names: the rows the REST facade's product shape carries
//   GET /product/{id}                                → product + sizes + category chain
import http from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });

const PRODUCT_COLUMNS = `p.id, p.title, p.brand, p.price, p."discountedPrice", p."discountPercent", p.colour,
  p."imageUrls", p.quantity, p."categoryId", p."createdAt"`;
const SIZES = `(SELECT coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'quantity', s.quantity)
  ORDER BY s.position), '[]') FROM "ProductSize" s WHERE s."productId" = p.id) AS sizes`;

// A product's newest ratings on show with their authors' names, when the read asks for them.
const RATINGS = `, (SELECT coalesce(json_agg(json_build_object('id', r.id, 'rating', r.rating, 'title', r.title,
    'text', r.text, 'reviewedAt', r."reviewedAt", 'createdAt', r."createdAt", 'updatedAt', r."updatedAt",
    'helpfulCount', r."helpfulCount", 'user', json_build_object('firstName', u."firstName", 'lastName', u."lastName"))
    ORDER BY r."createdAt" DESC, r.id DESC), '[]')
  FROM (SELECT * FROM "Review" WHERE "productId" = p.id AND "hiddenAt" IS NULL
    ORDER BY "createdAt" DESC, id DESC LIMIT 10) r JOIN "User" u ON u.id = r."userId") AS reviews`;

// Level-3 categories under (or named) $1, then one page of products of one colour, newest first,
// and beside it the number of such products: two statements, as a plain server would write them.
const CATEGORIES = `
  SELECT c3.id FROM "Category" c3
  LEFT JOIN "Category" c2 ON c2.id = c3."parentId"
  LEFT JOIN "Category" c1 ON c1.id = c2."parentId"
  WHERE c3.level = 3 AND $1 IN (c3.id, c2.id, c1.id, lower(c3.name), lower(c2.name), lower(c1.name))`;
const listing = (ratings: string) => `
SELECT ${PRODUCT_COLUMNS}, ${SIZES}${ratings},
  (SELECT json_build_object('id', c.id, 'name', c.name, 'label', c.label) FROM "Category" c WHERE c.id = p."categoryId") AS category
FROM "Product" p
WHERE p."categoryId" IN (${CATEGORIES}) AND p.colour = $2
ORDER BY p."createdAt" DESC, p.id
LIMIT 20 OFFSET $3`;
const LISTING = { plain: listing(''), ratings: listing(RATINGS) };
const COUNT = `SELECT count(*)::int AS total FROM "Product" p WHERE p."categoryId" IN (${CATEGORIES}) AND p.colour = $2`;

const detail = (ratings: string) => `
SELECT ${PRODUCT_COLUMNS}, p.description, p.details, p.highlights, ${SIZES}${ratings},
  (SELECT json_build_object('id', c3.id, 'name', c3.name, 'label', c3.label, 'parent',
     json_build_object('id', c2.id, 'name', c2.name, 'label', c2.label, 'parent',
       json_build_object('id', c1.id, 'name', c1.name, 'label', c1.label)))
   FROM "Category" c3 JOIN "Category" c2 ON c2.id = c3."parentId" JOIN "Category" c1 ON c1.id = c2."parentId"
   WHERE c3.id = p."categoryId") AS category
FROM "Product" p WHERE p.id = $1`;
const DETAIL = { plain: detail(''), ratings: detail(RATINGS) };

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const withRatings = url.searchParams.get('ratings') === '10' ? 'ratings' : 'plain';
    if (url.pathname === '/listing') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const category = (url.searchParams.get('category') ?? '').toLowerCase();
      const colour = url.searchParams.get('colour') ?? '';
      const [{ rows }, counted] = await Promise.all([
        pool.query(LISTING[withRatings], [category, colour, (page - 1) * 20]),
        pool.query(COUNT, [category, colour]),
      ]);
      const totalElements = Number(counted.rows[0]?.total ?? 0);
      return send(res, 200, { totalElements, totalPages: Math.ceil(totalElements / 20), content: rows });
    }
    const product = /^\/product\/([^/]+)$/.exec(url.pathname);
    if (product) {
      const { rows } = await pool.query(DETAIL[withRatings], [decodeURIComponent(product[1]!)]);
      return rows.length ? send(res, 200, rows[0]) : send(res, 404, { error: 'not_found' });
    }
    send(res, 404, { error: 'not_found' });
  } catch (error) {
    send(res, 500, { error: (error as Error).message });
  }
});

server.listen(Number(process.env.PORT ?? 4100), '127.0.0.1', () => {
  const address = server.address();
  console.log(`baseline listening on ${typeof address === 'object' && address ? address.port : '?'}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));

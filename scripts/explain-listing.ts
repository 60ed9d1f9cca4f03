// `npm run bench:plans`: EXPLAIN (ANALYZE, BUFFERS) of the listing and search statements the shop
// runs, for a set of typical filters, on the configured PostgreSQL (DATABASE_URL; make a large
// catalog first with `npm run catalog:generate -- --count 100000`). Prints, for each read, the
// execution time (best of five), the scan that found the rows and how many heap pages it touched;
// with --plans the whole plan of each. docs/benchmarks.md keeps the output of a run.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { listingWhere, type ProductFilter, type ProductSort } from '../gateway/src/services/catalog/filter.js';
import { countStatement, listingStatement, PRODUCT_JSON } from '../gateway/src/services/catalog/sql.js';
import { searchStatements } from '../gateway/src/services/catalog/search.js';

const { values } = parseArgs({ options: { plans: { type: 'boolean', default: false } } });
const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('Set DATABASE_URL to the PostgreSQL database to explain');

const client = new pg.Client({ connectionString: url });
await client.connect();
const [{ count }] = (await client.query('SELECT count(*)::int AS count FROM "Product"')).rows as { count: number }[];
const [{ colour }] = (
  await client.query(
    `SELECT colour FROM "Product" WHERE "categoryId" LIKE 'women/%' GROUP BY colour ORDER BY count(*) DESC LIMIT 1`,
  )
).rows as { colour: string }[];
console.log(`${count} products; PostgreSQL ${(await client.query('SHOW server_version')).rows[0].server_version}`);

const listings: [string, ProductFilter, ProductSort, number][] = [
  ['women, one colour, newest (the bench listing)', { category: 'women', colours: [colour!] }, 'NEWEST', 0],
  ['women, one colour, page 50', { category: 'women', colours: [colour!] }, 'NEWEST', 980],
  ['everything, newest', {}, 'NEWEST', 0],
  ['women, price low to high, at least 30 % off', { category: 'women', minDiscount: 30 }, 'PRICE_LOW', 0],
  ['one colour, any category, best rated', { colours: [colour!] }, 'RATING', 0],
  [
    'men, ₹999–1,999, in stock, size M',
    { category: 'men', minPrice: 99900, maxPrice: 199900, stock: 'IN_STOCK', sizes: ['M'] },
    'PRICE_HIGH',
    0,
  ],
];

async function explain(label: string, text: string, params: unknown[]) {
  let best = Infinity;
  let plan = '';
  for (let i = 0; i < 5; i++) {
    const rows = (await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${text}`, params)).rows as {
      'QUERY PLAN': string;
    }[];
    const lines = rows.map((r) => r['QUERY PLAN']);
    const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1)!)?.[1]);
    if (ms < best) [best, plan] = [ms, lines.join('\n')];
  }
  const scans = plan
    .split('\n')
    .filter((l) => /Scan using|Seq Scan|Bitmap Heap Scan/.test(l) && /"Product"|Product_/.test(l))
    .map((l) =>
      l
        .trim()
        .replace(/\s+\(cost.*$/, '')
        .replace(/^->\s*/, ''),
    );
  const heap = [...plan.matchAll(/Heap Fetches: (\d+)/g)].reduce((n, m) => n + Number(m[1]), 0);
  console.log(`\n${label}: ${best.toFixed(1)} ms (best of 5); ${[...new Set(scans)].join('; ')}; heap fetches ${heap}`);
  if (values.plans) console.log(plan);
}

for (const [label, filter, sort, skip] of listings) {
  const where = listingWhere(filter);
  await explain(`Listing: ${label}, page`, listingStatement(where, sort, PRODUCT_JSON), [...where.params, 20, skip]);
  await explain(`Listing: ${label}, count`, countStatement(where), where.params);
}
for (const text of ['kurta', 'blue shirt', 'zzzz']) {
  const [page, total] = searchStatements(text);
  await explain(`Search "${text}", page`, page.text, [...page.params, 20, 0]);
  await explain(`Search "${text}", count`, total.text, total.params);
}
await client.end();

// `npm run bench:listing -- [--products 10000] [--requests 300] [--database-url postgresql://…]`
// Starts a gateway on a fresh database (in-memory PGlite, or a scratch database created on the
// given PostgreSQL server and dropped afterwards), seeds it, optionally adds synthetic products,
// then times listing requests over HTTP and prints median and p99 latency per kind.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../gateway/src/db/client.js';
import { applyMigrations } from '../gateway/src/db/migrate.js';
import { seed } from '../gateway/src/db/seed.js';
import { startGateway } from '../gateway/src/http/server.js';
import { insertSyntheticProducts } from './synthetic-catalog.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '0' },
    requests: { type: 'string', default: '300' },
    'database-url': { type: 'string' },
  },
});

async function scratchDatabase(serverUrl: string) {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const CATEGORIES = [
  'women/clothing/lehenga',
  'men/clothing/mens_kurta',
  'men',
  'women/accessories',
  'mens_kurta',
  'men/accessories/shoes',
  undefined,
];
const COLOURS = ['red', 'blue', 'black', 'white', undefined];
const BUCKETS = [[159, 399], [399, 999], [999, 1999], [1999, 2999], undefined] as const;
const SORTS = [undefined, 'price_low', 'price_high'] as const;
const GQL_SORT = { price_low: 'PRICE_LOW', price_high: 'PRICE_HIGH' } as const;
const LIST_QUERY = `query ($filter: ProductFilter, $sort: ProductSort, $pageNumber: Int, $pageSize: Int) {
  products(filter: $filter, sort: $sort, pageNumber: $pageNumber, pageSize: $pageSize) {
    totalPages totalElements content { id title brand imageUrls price discountedPrice discountPercent } } }`;
const SEARCH_QUERY = `query ($q: String!) { search(query: $q, pageSize: 20) { totalElements content { id title brand imageUrls discountedPrice } } }`;
const WORDS = ['kurta', 'silk', 'women shoes', 'blue', 'watch', 'lehen', 'cotton shirt'];

/** The i-th listing: a rotation of category, colour, price bucket, sort and page 1–3. */
function listing(i: number) {
  const category = CATEGORIES[i % CATEGORIES.length];
  const colour = COLOURS[(i >> 1) % COLOURS.length];
  const bucket = BUCKETS[(i >> 2) % BUCKETS.length];
  const sort = SORTS[i % SORTS.length];
  return { category, colour, bucket, sort, pageNumber: 1 + (i % 3), pageSize: 20 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const products = Number(values.products);
const requests = Number(values.requests);
const scratch = values['database-url'] ? await scratchDatabase(values['database-url']) : null;
const db = await openDatabase({ databaseUrl: scratch?.url });
try {
  await applyMigrations(db.adapterFactory);
  await seed(db.prisma, {
    adminEmail: 'bench@shop.local',
    adminPassword: 'bench-password',
    dataDir: '/tmp/shop-bench-unused',
  });
  if (products > 0) await insertSyntheticProducts(db.prisma, products);
  const total = await db.prisma.product.count();
  const gateway = await startGateway(db, {
    // The benchmark measures the shop, not the per-address API budget (every request comes from 127.0.0.1).
    services: { apiLimits: { anonymousRequestsPerMinute: 1e9, anonymousCostPerMinute: 1e9 } },
    port: 0,
    host: '127.0.0.1',
  });
  const timings: Record<string, number[]> = { graphql: [], rest: [], search: [] };
  const time = async (kind: string, run: () => Promise<Response>) => {
    const started = performance.now();
    const res = await run();
    const body = await res.text();
    if (res.status !== 200 || body.includes('"errors"'))
      throw new Error(`${kind} ${res.status}: ${body.slice(0, 300)}`);
    timings[kind]!.push(performance.now() - started);
  };
  const post = (query: string, variables: object) =>
    fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
  // Warm-up: the first requests pay for plan caches and JIT, not for the listing.
  for (let i = 0; i < 10; i++) await time('rest', () => fetch(`${gateway.url}/api/products?pageNumber=${i + 1}`));
  timings.rest = [];
  for (let i = 0; i < requests; i++) {
    const l = listing(i);
    if (i % 2 === 0) {
      const filter = {
        category: l.category,
        colors: l.colour && [l.colour],
        minPrice: l.bucket && l.bucket[0] * 100,
        maxPrice: l.bucket && l.bucket[1] * 100,
      };
      await time('graphql', () =>
        post(LIST_QUERY, { filter, sort: l.sort && GQL_SORT[l.sort], pageNumber: l.pageNumber, pageSize: l.pageSize }),
      );
    } else {
      const params = new URLSearchParams({ pageNumber: String(l.pageNumber), pageSize: String(l.pageSize) });
      if (l.category) params.set('category', l.category);
      if (l.colour) params.set('color', l.colour);
      if (l.bucket) {
        params.set('minPrice', String(l.bucket[0]));
        params.set('maxPrice', String(l.bucket[1]));
      }
      if (l.sort) params.set('sort', l.sort);
      await time('rest', () => fetch(`${gateway.url}/api/products?${params}`));
    }
    if (i % 3 === 0) await time('search', () => post(SEARCH_QUERY, { q: WORDS[i % WORDS.length] }));
  }
  await gateway.stop();
  console.log(
    `${db.kind}, ${total} products, ${requests} listing requests (+ ${timings.search!.length} searches), sequential:`,
  );
  for (const [kind, list] of Object.entries(timings)) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(8)} n=${String(sorted.length).padStart(4)}  median ${percentile(sorted, 50).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`,
    );
  }
} finally {
  await db.close();
  await scratch?.drop();
}

// `npm run bench`: catalog reads under load, gateway against a plain `pg` + `node:http` baseline.
// For each catalog size it creates a scratch PostgreSQL database, generates the catalog, starts the
// production gateway (dist/gateway/main.js) with 1 and then 2 processes, and the baseline server
// (scripts/baseline-server.ts), and loads each read with autocannon at 1, 16 and 64 connections.
// Prints req/s, p50, p99, each ratio to the baseline and the gateway's peak RSS; writes the table
// to docs/benchmarks.md. Then the server-rendered pages (home, a listing, a product page) at 16 and
// 64 connections, with the page cache (CACHE_SECONDS's default) and without (CACHE_SECONDS=0), each
// beside a static file of the same bytes served by the same process (the page's own HTML, written
// into the built storefront for the run): req/s, p50, p99, the ratio to the static file and the
// process's peak RSS. Settings (environment): BENCH_SECONDS (8), BENCH_PRODUCTS (853,100000; the
// pages use the first), BENCH_CONNECTIONS (1,16,64), BENCH_SSR_CONNECTIONS (16,64), BENCH_WORKERS
// (1,2), BENCH_DATABASE_URL (the local server), BENCH_ONLY=reads or BENCH_ONLY=ssr for one part,
// BENCH_WRITE=0 to leave docs/benchmarks.md alone, BENCH_CACHE (off; "off,on" adds runs with the
// caches at CACHE_SECONDS's default), BENCH_KEEP=<products>=<database url>,… to read a database kept
// from an earlier run (made with `npm run catalog:generate`) instead of generating a scratch one.
// Last, the back office at a million orders (scripts/bench-back-office.ts, run as its own process on
// a kept database, filled on the first run in about ten minutes): BENCH_ORDERS (1000000; 0 leaves it
// out), BENCH_ORDERS_DATABASE_URL (postgresql://postgres@127.0.0.1:5432/shop_orders_bench); its table
// goes to docs/benchmarks.md too. BENCH_ONLY=back-office runs that part alone.
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { openDatabase } from '../gateway/src/db/client.js';
import { applyMigrations } from '../gateway/src/db/migrate.js';
import { seed } from '../gateway/src/db/seed.js';
import { insertSyntheticProducts } from './synthetic-catalog.js';
import { DETAIL_QUERY, gql, LISTING_QUERY, load, scratchDatabase, serve, type LoadResult } from './bench-support.js';
import { START_ARGS, START_ENV } from './start-flags.js';

const list = (value: string | undefined, fallback: string) => (value || fallback).split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS || 8);
const sizes = list(process.env.BENCH_PRODUCTS, '853,100000');
const connectionCounts = list(process.env.BENCH_CONNECTIONS, '1,16,64');
const workerCounts = list(process.env.BENCH_WORKERS, '1,2');
const ssrConnectionCounts = list(process.env.BENCH_SSR_CONNECTIONS, '16,64');
const only = process.env.BENCH_ONLY;
if (only && only !== 'reads' && only !== 'ssr' && only !== 'back-office') {
  throw new Error('BENCH_ONLY is reads, ssr or back-office');
}
const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const ordersUrl = process.env.BENCH_ORDERS_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/shop_orders_bench';
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const cacheModes = (process.env.BENCH_CACHE || 'off').split(',');
if (cacheModes.some((m) => m !== 'off' && m !== 'on')) throw new Error('BENCH_CACHE is off, on or off,on');
const kept = new Map(
  (process.env.BENCH_KEEP || '')
    .split(',')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return [Number(pair.slice(0, at)), pair.slice(at + 1)] as const;
    }),
);

interface Row {
  products: number;
  cache: string;
  workers: number;
  read: string;
  connections: number;
  result: LoadResult;
  baseline: LoadResult;
}

async function prepare(products: number) {
  const keptUrl = kept.get(products);
  const scratch = keptUrl ? { url: keptUrl, drop: async () => {} } : await scratchDatabase(serverUrl);
  const db = await openDatabase({ databaseUrl: scratch.url });
  try {
    await applyMigrations(db.adapterFactory);
    await seed(db.prisma, { adminEmail: 'bench@shop.local', adminPassword: 'bench-password', dataDir: os.tmpdir() });
    const existing = await db.prisma.product.count();
    if (products > existing && !keptUrl) await insertSyntheticProducts(db.prisma, products - existing);
    // The listing: women's products in the colour they have most of, so a page holds 20 items.
    const [top] = await db.prisma.product.groupBy({
      by: ['colour'],
      where: { categoryId: { startsWith: 'women/' } },
      _count: { _all: true },
      orderBy: { _count: { colour: 'desc' } },
      take: 1,
    });
    const product = await db.prisma.product.findFirstOrThrow({ orderBy: { id: 'asc' }, skip: 10 });
    return { scratch, colour: top!.colour, productId: product.id };
  } finally {
    await db.close();
  }
}

const rows: Row[] = [];
const memory: string[] = [];
execFileSync(process.execPath, ['scripts/build-gateway.mjs'], { stdio: 'inherit' });

for (const products of only === 'ssr' || only === 'back-office' ? [] : sizes) {
  const { scratch, colour, productId } = await prepare(products);
  console.log(`\n${products} products; listing women/${colour}; detail ${productId}; ${seconds} s per run`);
  try {
    const env = {
      DATABASE_URL: scratch.url,
      SKIP_STOREFRONT_BUILD: '1',
      DATA_DIR: fs.mkdtempSync(`${os.tmpdir()}/shop-bench-`),
      // Every request from the load generator comes from one address: the budgets stay on (each
      // request is charged as usual) but are set high enough that none is refused with 429.
      API_ANON_REQUESTS_PER_MINUTE: '1000000000',
      API_ANON_COST_PER_MINUTE: '1000000000',
    };
    const baseline = await serve(['--import', 'tsx', 'scripts/baseline-server.ts'], env, '/listing?category=x');
    const base: Record<string, LoadResult> = {};
    const reads = {
      listing: (url: string) => ({
        graphql: gql(url, LISTING_QUERY, { filter: { category: 'women', colors: [colour] } }),
        rest: { url: `${url}/api/products?category=women&color=${colour}` },
      }),
      detail: (url: string) => ({
        graphql: gql(url, DETAIL_QUERY, { id: productId }),
        rest: { url: `${url}/api/products/id/${encodeURIComponent(productId)}` },
      }),
    };
    // The same rows as each read: REST's product shape carries each product's newest ratings too.
    const baselineTarget = (kind: 'listing' | 'detail', api: string) => {
      const ratings = api === 'rest' ? 'ratings=10' : '';
      return kind === 'listing'
        ? { url: `${baseline.url}/listing?category=women&colour=${colour}&${ratings}` }
        : { url: `${baseline.url}/product/${encodeURIComponent(productId)}?${ratings}` };
    };
    for (const cache of cacheModes)
      for (const workers of workerCounts) {
        const cacheEnv = cache === 'off' ? { CACHE_SECONDS: '0' } : {};
        const gateway = await serve(
          START_ARGS,
          { ...START_ENV, ...env, ...cacheEnv, WORKERS: String(workers) },
          '/health',
        );
        for (const connections of connectionCounts) {
          for (const kind of ['listing', 'detail'] as const) {
            for (const [api, target] of Object.entries(reads[kind](gateway.url))) {
              const baseKey = `${kind}@${connections}/${api}`;
              if (!base[baseKey]) {
                await load(baselineTarget(kind, api), connections, 1);
                base[baseKey] = await load(baselineTarget(kind, api), connections, seconds);
              }
              await load(target, connections, 1); // warm-up
              const result = await load(target, connections, seconds);
              const row = {
                products,
                cache,
                workers,
                read: `${api} ${kind}`,
                connections,
                result,
                baseline: base[baseKey]!,
              };
              rows.push(row);
              console.log(format(row));
            }
          }
        }
        memory.push(
          `${products} products, caches ${cache}, ${workers} process(es): gateway peak RSS ${gateway.peakRssMiB().toFixed(0)} MiB`,
        );
        console.log(memory.at(-1));
        await gateway.stop();
      }
    await baseline.stop();
  } finally {
    await scratch.drop();
  }
}

interface PageRow {
  cache: string;
  page: string;
  bytes: number;
  connections: number;
  result: LoadResult;
  file: LoadResult;
}
const pageRows: PageRow[] = [];
const pageMemory: string[] = [];
const STATIC_DIR = 'storefront/dist/bench-static';

if (!only || only === 'ssr') {
  const products = sizes[0]!;
  const { scratch, productId } = await prepare(products);
  const pages = {
    home: '/',
    listing: '/men/clothing/mens_kurta',
    product: `/product/id/${encodeURIComponent(productId)}`,
  };
  console.log(`\nServer-rendered pages, ${products} products; ${seconds} s per run`);
  try {
    // The page cache as the shop starts by default, then off (every request renders).
    for (const cacheSeconds of ['30', '0']) {
      const env = {
        DATABASE_URL: scratch.url,
        DATA_DIR: fs.mkdtempSync(`${os.tmpdir()}/shop-bench-`),
        CACHE_SECONDS: cacheSeconds,
        API_ANON_REQUESTS_PER_MINUTE: '1000000000',
        API_ANON_COST_PER_MINUTE: '1000000000',
      };
      // Builds the storefront first if it is missing or stale, as `npm start` does.
      const gateway = await serve(START_ARGS, { ...START_ENV, ...env }, '/health');
      const cache = cacheSeconds === '0' ? 'off' : `${cacheSeconds} s`;
      try {
        fs.mkdirSync(STATIC_DIR, { recursive: true });
        const statics: Record<string, { url: string; bytes: number }> = {};
        for (const [name, pagePath] of Object.entries(pages)) {
          // The HTML as a client without compression gets it (autocannon asks for none).
          const answer = await fetch(`${gateway.url}${pagePath}`, { headers: { 'accept-encoding': 'identity' } });
          if (answer.status !== 200) throw new Error(`${pagePath}: ${answer.status}`);
          const html = Buffer.from(await answer.arrayBuffer());
          fs.writeFileSync(`${STATIC_DIR}/${name}.html`, html);
          statics[name] = { url: `${gateway.url}/bench-static/${name}.html`, bytes: html.length };
          const again = await fetch(`${gateway.url}${pagePath}`);
          await again.arrayBuffer();
          console.log(
            `${name} ${pagePath}: ${html.length} bytes, page cache ${again.headers.get('x-page-cache') ?? 'off'}`,
          );
        }
        for (const connections of ssrConnectionCounts) {
          for (const [name, pagePath] of Object.entries(pages)) {
            const page = { url: `${gateway.url}${pagePath}`, headers: { accept: 'text/html' } };
            const file = { url: statics[name]!.url };
            await load(page, connections, 1); // warm-up
            const result = await load(page, connections, seconds);
            // Renders still under way when the load generator stopped finish before the next run.
            await (await fetch(page.url)).arrayBuffer();
            await load(file, connections, 1);
            const fileResult = await load(file, connections, seconds);
            const row = { cache, page: name, bytes: statics[name]!.bytes, connections, result, file: fileResult };
            pageRows.push(row);
            console.log(formatPage(row));
          }
        }
        pageMemory.push(`page cache ${cache}: gateway peak RSS ${gateway.peakRssMiB().toFixed(0)} MiB`);
        console.log(pageMemory.at(-1));
      } finally {
        await gateway.stop();
        fs.rmSync(STATIC_DIR, { recursive: true, force: true });
      }
    }
  } finally {
    await scratch.drop();
  }
}

function formatPage(r: PageRow): string {
  return `| ${r.cache} | ${r.page} | ${(r.bytes / 1024).toFixed(0)} KB | ${r.connections} | ${r.result.rps.toFixed(0)} | ${r.result.p50} | ${r.result.p99} | ${r.file.rps.toFixed(0)} | ${r.file.p99} | ${(r.result.rps / r.file.rps).toFixed(2)}× | ${r.result.errors} |`;
}

function format(r: Row): string {
  return `| ${r.products} | ${r.cache} | ${r.workers} | ${r.read} | ${r.connections} | ${r.result.rps.toFixed(0)} | ${r.result.p50} | ${r.result.p99} | ${r.baseline.rps.toFixed(0)} | ${r.baseline.p99} | ${(r.result.rps / r.baseline.rps).toFixed(2)}× | ${(r.result.p99 / Math.max(r.baseline.p99, 1)).toFixed(2)}× | ${r.result.errors} |`;
}

const header = `| products | caches | processes | read | connections | req/s | p50 ms | p99 ms | baseline req/s | baseline p99 ms | req/s ratio | p99 ratio | errors |
|---|---|---|---|---|---|---|---|---|---|---|---|---|`;
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.type()} ${os.release()}`;
const table = [header, ...rows.map(format)].join('\n');
const pageHeader = `| page cache | page | HTML | connections | req/s | p50 ms | p99 ms | same-size file req/s | file p99 ms | req/s ratio | errors |
|---|---|---|---|---|---|---|---|---|---|---|`;
const pageTable = [pageHeader, ...pageRows.map(formatPage)].join('\n');
if (rows.length) console.log(`\n${machine}\n${table}\n${memory.join('\n')}`);
if (pageRows.length) console.log(`\n${machine}\n${pageTable}\n${pageMemory.join('\n')}`);
if (process.env.BENCH_WRITE !== '0' && pageRows.length) {
  const doc = fs.readFileSync('docs/benchmarks.md', 'utf8').split('<!-- bench-ssr -->');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ');
  const body = `<!-- bench-ssr -->\nLatest \`BENCH_ONLY=ssr npm run bench\` (${when} UTC, ${seconds} s runs, load average at the end ${load}): ${machine}; PostgreSQL, ${sizes[0]} products, one process.\n\n${pageTable}\n\n${pageMemory.map((m) => `- ${m}`).join('\n')}\n<!-- bench-ssr -->`;
  fs.writeFileSync(
    'docs/benchmarks.md',
    doc.length >= 3 ? `${doc[0]}${body}${doc[2]}` : `${doc[0]}\n## Server-rendered pages under load\n\n${body}\n`,
  );
  console.log('Written to docs/benchmarks.md (server-rendered pages)');
}
if (process.env.BENCH_WRITE !== '0' && rows.length) {
  const doc = fs.readFileSync('docs/benchmarks.md', 'utf8').split('<!-- bench -->');
  const body = `<!-- bench -->\nLatest \`npm run bench\` (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${seconds} s runs): ${machine}.\n\n${table}\n\n${memory.map((m) => `- ${m}`).join('\n')}\n<!-- bench -->`;
  fs.writeFileSync('docs/benchmarks.md', `${doc[0]}${body}${doc[2] ?? '\n'}`);
  console.log('Written to docs/benchmarks.md');
}

// The back office at a million orders: its own script, in its own process (it starts its own gateway).
if ((!only || only === 'back-office') && orders > 0) {
  console.log(`\nThe back office at ${orders} orders (${ordersUrl.replace(/\/\/[^@]*@/, '//')})`);
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/bench-back-office.ts', '--orders', String(orders), '--database-url', ordersUrl],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 2 ** 20 },
  );
  console.log(out);
  if (process.env.BENCH_WRITE !== '0') {
    // Its summary line, the resting RSS, the table and the CSV's size: everything after the fill's progress.
    const lines = out.split('\n');
    const from = lines.findIndex((l) => / orders; \d+ rounds each;/.test(l));
    const report = lines
      .slice(Math.max(from, 0))
      .map((l) => (l.startsWith('| read |') ? `\n${l}` : l.startsWith('the month') ? `\n${l}` : l))
      .join('\n')
      .trim();
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const body = `<!-- bench-back-office -->\nLatest back office run of \`npm run bench\` (${when} UTC): ${machine}.\n\n${report}\n<!-- bench-back-office -->`;
    const doc = fs.readFileSync('docs/benchmarks.md', 'utf8').split('<!-- bench-back-office -->');
    fs.writeFileSync(
      'docs/benchmarks.md',
      doc.length >= 3
        ? `${doc[0]}${body}${doc[2]}`
        : `${doc[0]}\n## The back office under \`npm run bench\`\n\n${body}\n`,
    );
    console.log('Written to docs/benchmarks.md (back office)');
  }
}

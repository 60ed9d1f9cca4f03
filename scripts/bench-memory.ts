// `npm run bench:memory`: where one gateway process's resident memory goes, at rest and at its peak
// under the read load of issue 40 (caches off, server rendering on). Starts the shop as `npm start`
// starts it (the compiled bundle, its Node flags) on a scratch PostgreSQL database (or on PGlite
// with BENCH_PGLITE=1), lets the first start migrate and seed, restarts it on the seeded database
// and then measures:
//   - at rest: RSS, its file-backed and anonymous parts (/proc/<pid>/smaps_rollup), the V8 heap
//     (used, committed, by space), memory outside the heap that V8 is told about (external: array
//     buffers, WebAssembly memories), and what is left (code, ICU, malloc arenas, thread stacks);
//   - under load: GraphQL listing and detail, the REST listing, and three server-rendered pages
//     (home, a listing, a product) at BENCH_CONNECTIONS (16), BENCH_SECONDS (8) each, one after the
//     other; req/s and the gateway's CPU time per request (steadier than req/s on a shared
//     machine) for each, the kernel's high-water mark of RSS (VmHWM) after each, and the heap
//     figures of the largest RSS seen by a poll each second.
// The heap figures come from the shop's own /metrics page (prom-client's defaults), so the bench
// sets METRICS_TOKEN. Settings: BENCH_DATABASE_URL (the local server), BENCH_PGLITE=1,
// BENCH_NODE_FLAGS (extra Node flags before the start script, to compare settings).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { openDatabase } from '../gateway/src/db/client.js';
import { insertSyntheticProducts } from './synthetic-catalog.js';
import {
  DETAIL_QUERY,
  gql,
  LISTING_QUERY,
  load,
  scratchDatabase,
  serve,
  type Load,
  type Served,
} from './bench-support.js';
import { START_ARGS, START_ENV } from './start-flags.js';

const seconds = Number(process.env.BENCH_SECONDS || 8);
const catalogSize = Number(process.env.BENCH_PRODUCTS || 1000);
const connections = Number(process.env.BENCH_CONNECTIONS || 16);
const pglite = process.env.BENCH_PGLITE === '1';
const serverUrl = process.env.BENCH_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
const extraFlags = (process.env.BENCH_NODE_FLAGS || '').split(' ').filter(Boolean);
const TOKEN = 'bench-memory-token-0123456789';
const MiB = 2 ** 20;

interface Breakdown {
  rss: number;
  file: number;
  node: number;
  anon: number;
  mallocMain: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  spaces: Record<string, number>;
}

/** Resident bytes by mapping: all, file-backed, the node binary's own pages, anonymous, malloc's main heap. */
function smaps(pid: number) {
  const totals = { rss: 0, file: 0, node: 0, anon: 0, mallocMain: 0 };
  let name = '';
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) name = mapping[1]!;
    const field = /^(Rss|Anonymous):\s+(\d+) kB/.exec(line);
    if (!field) continue;
    const bytes = Number(field[2]) * 1024;
    if (field[1] === 'Rss') {
      totals.rss += bytes;
      if (name === '[heap]') totals.mallocMain += bytes;
      if (name === process.execPath || name.endsWith('/node')) totals.node += bytes;
    } else totals.anon += bytes;
  }
  totals.file = totals.rss - totals.anon;
  return totals;
}

/** The kernel's high-water mark of the process's RSS, in MiB (no sample can miss a peak). */
function peakRssMiB(pid: number): number {
  return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

/** CPU time the process has used, in ms (user + system), from /proc/<pid>/stat. */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function breakdown(gateway: Served): Promise<Breakdown> {
  const text = await (await fetch(`${gateway.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
  const spaces: Record<string, number> = {};
  for (const m of text.matchAll(/^nodejs_heap_space_size_used_bytes\{space="(\w+)"\} (\S+)/gm)) spaces[m[1]!] = +m[2]!;
  return {
    ...smaps(gateway.child.pid!),
    heapUsed: metric('nodejs_heap_size_used_bytes'),
    heapTotal: metric('nodejs_heap_size_total_bytes'),
    external: metric('nodejs_external_memory_bytes'),
    spaces,
  };
}

const mib = (bytes: number) => (bytes / MiB).toFixed(1);
function describe(label: string, b: Breakdown): string {
  const other = b.anon - b.heapTotal - b.external;
  const spaces = Object.entries(b.spaces)
    .filter(([, v]) => v > MiB / 2)
    .map(([k, v]) => `${k.replace('_space', '')} ${mib(v)}`)
    .join(', ');
  return [
    `${label}: RSS ${mib(b.rss)} MiB = ${mib(b.file)} file-backed (${mib(b.node)} the node binary: its code, V8's snapshot, ICU data; the rest shared libraries) + ${mib(b.anon)} anonymous`,
    `  anonymous = V8 heap committed ${mib(b.heapTotal)} (used ${mib(b.heapUsed)}: ${spaces})`,
    `            + external ${mib(b.external)} (array buffers, Buffers, WebAssembly memories)`,
    other >= 0
      ? `            + outside V8's accounting ${mib(other)} (malloc: main heap ${mib(b.mallocMain)} + threads' arenas; WebAssembly code; thread stacks)`
      : `            (external counts what is allocated, e.g. all of PGlite's WebAssembly memory, more than is resident; malloc's main heap ${mib(b.mallocMain)})`,
  ].join('\n');
}

async function startShop(env: NodeJS.ProcessEnv): Promise<Served> {
  return serve([...extraFlags, ...START_ARGS], { ...START_ENV, ...env }, '/health');
}

execFileSync(process.execPath, ['scripts/build-gateway.mjs', '--if-stale'], { stdio: 'inherit' });
const scratch = pglite ? undefined : await scratchDatabase(serverUrl);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-memory-'));
const env = {
  DATABASE_URL: scratch?.url ?? '',
  DATA_DIR: dataDir,
  CACHE_SECONDS: '0',
  // The storefront is assumed built (`npm run build`, or one `npm start`).
  SKIP_STOREFRONT_BUILD: '1',
  METRICS_TOKEN: TOKEN,
  API_ANON_REQUESTS_PER_MINUTE: '1000000000',
  API_ANON_COST_PER_MINUTE: '1000000000',
};
try {
  // The first start migrates and seeds; the figures are from a start on the seeded database.
  await (await startShop(env)).stop();
  // Synthetic products up to BENCH_PRODUCTS, and the listing `npm run bench` loads: women's
  // products in the colour they have most of, so a page holds 20 items.
  const db = await openDatabase({ databaseUrl: scratch?.url, dataDir });
  let colour: string, productId: string;
  try {
    const existing = await db.prisma.product.count();
    if (catalogSize > existing) await insertSyntheticProducts(db.prisma, catalogSize - existing);
    const [top] = await db.prisma.product.groupBy({
      by: ['colour'],
      where: { categoryId: { startsWith: 'women/' } },
      _count: { _all: true },
      orderBy: { _count: { colour: 'desc' } },
      take: 1,
    });
    colour = top!.colour;
    productId = (await db.prisma.product.findFirstOrThrow({ orderBy: { id: 'asc' }, skip: 10 })).id;
  } finally {
    await db.close();
  }
  const gateway = await startShop(env);
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const rest = await breakdown(gateway);
    const products = (await (await fetch(`${gateway.url}/api/products?pageSize=1`)).json()) as {
      totalElements: number;
    };
    const loads: Record<string, Load> = {
      'GraphQL listing': gql(gateway.url, LISTING_QUERY, { filter: { category: 'women', colors: [colour] } }),
      'GraphQL detail': gql(gateway.url, DETAIL_QUERY, { id: productId }),
      'REST listing': { url: `${gateway.url}/api/products?category=women&color=${colour}` },
      'page: home': { url: `${gateway.url}/`, headers: { accept: 'text/html' } },
      'page: listing': { url: `${gateway.url}/men/clothing/mens_kurta`, headers: { accept: 'text/html' } },
      'page: product': {
        url: `${gateway.url}/product/id/${encodeURIComponent(productId)}`,
        headers: { accept: 'text/html' },
      },
    };
    let heapPeak: Breakdown = rest;
    const poll = setInterval(() => {
      void breakdown(gateway).then(
        (b) => (heapPeak = b.rss > heapPeak.rss ? b : heapPeak),
        () => undefined,
      );
    }, 1000);
    const pid = gateway.child.pid!;
    const startPeak = peakRssMiB(pid);
    // Linux resets the high-water mark to the RSS now when 5 is written to clear_refs, so the peak
    // below is the load's, not the start's (reported apart).
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const lines: string[] = [];
    for (const [name, target] of Object.entries(loads)) {
      await load(target, connections, 1);
      const cpuBefore = cpuMs(pid);
      const result = await load(target, connections, seconds);
      const perRequest = (cpuMs(pid) - cpuBefore) / Math.max(1, result.rps * seconds);
      lines.push(
        `| ${name} | ${result.rps.toFixed(0)} | ${perRequest.toFixed(2)} | ${result.p99} | ${peakRssMiB(pid).toFixed(0)} | ${result.errors} |`,
      );
      console.log(lines.at(-1));
    }
    clearInterval(poll);
    const after = await breakdown(gateway);
    console.log(
      `\n${pglite ? 'PGlite' : 'PostgreSQL'}, ${products.totalElements} products, CACHE_SECONDS=0, ${connections} connections, ${seconds} s per read; Node ${process.version}; start: ${Object.entries(
        START_ENV,
      )
        .map(([k, v]) => `${k}=${v}`)
        .join(' ')} node ${[...extraFlags, ...START_ARGS.slice(0, -1)].join(' ')}`,
    );
    console.log(
      '| read | req/s | gateway CPU ms per request | p99 ms | peak RSS so far (VmHWM), MiB | errors |\n|---|---|---|---|---|---|',
    );
    console.log(lines.join('\n'));
    console.log(
      `\nRSS at rest ${mib(rest.rss)} MiB (peak during the start ${startPeak.toFixed(0)} MiB); peak RSS under load (VmHWM) ${peakRssMiB(pid).toFixed(0)} MiB`,
    );
    console.log(describe('at rest (restarted on the seeded database, 2 s idle)', rest));
    console.log(describe('largest sample under load (polled each second)', heapPeak));
    console.log(describe('after the load', after));
  } finally {
    await gateway.stop();
  }
} finally {
  await scratch?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

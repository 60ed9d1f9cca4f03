// `npm run probe:bad-input [-- --url http://localhost:4000 [--pid N]] [-- --count 6000]`: first
// sends documents built to amplify work (scripts/probe-amplification.ts) one at a time and
// reports the server's CPU seconds for each, then fires generated bad inputs (NUL bytes,
// invalid UTF-8, lone surrogates, overlong escapes, broken JSON, odd charsets, oversized
// bodies, wrong types, subscriptions, APQ mismatches) across REST and GraphQL and prints how
// many answers came back with each status. Without --url it starts a shop of its own (PGlite in
// a scratch folder) and measures that process; with --url, --pid names the server process.
// Then the client mistakes of probe-client-mistakes.ts (operation selection, page query strings
// it cannot use, forged Host / X-Forwarded-Host / Forwarded on forgot-password), hundreds of
// requests cut at random moments (probe-abandon.ts: before headers, mid-body, while queued, while
// rendering) and clients sending a byte a second, each followed by one read of every kind.
// It fails on any 5xx other than 503 (the PGlite wait bound), an answer showing a stack trace,
// a document that costs more than 2 s of CPU, a shop that stops answering /health, a client
// mistake answered other than expected or showing a forged host, or a read that fails after the
// abandoned or slow requests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve, type Served } from './bench-support.js';
import { START_ARGS, START_ENV } from './start-flags.js';
import { probeAmplification } from './probe-amplification.js';
import { abandonRequests, servesEveryRead, slowClient, type ReadCheck } from './probe-abandon.js';
import { probeClientMistakes } from './probe-client-mistakes.js';

const { values } = parseArgs({
  options: { url: { type: 'string' }, pid: { type: 'string' }, count: { type: 'string', default: '6000' } },
});
let shop: Served | undefined;
if (!values.url) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-probe-'));
  console.log(`Starting a shop on PGlite in ${dataDir}…`);
  shop = await serve(
    START_ARGS,
    {
      ...START_ENV,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SKIP_STOREFRONT_BUILD: '1',
      // The probe is one client sending thousands of requests; budgets would turn most away.
      API_ANON_REQUESTS_PER_MINUTE: '1000000',
      API_ANON_COST_PER_MINUTE: '100000000',
    },
    '/health',
  );
}
const base = (values.url ?? shop!.url).replace(/\/$/, '');
const pid = values.pid ? Number(values.pid) : shop?.child.pid;
const total = Number(values.count);
const MAX_CPU_SECONDS = 2;

const nasties = [
  '%00',
  '%ff',
  '%c0%ae',
  '%ed%a0%80',
  'a%00b',
  '%fe%ff',
  '%',
  '%zz',
  '..%2f..%2f',
  '%e2%82',
  'x'.repeat(3000),
];
const strings = [
  '\u0000',
  'a\u0000b@x.io',
  '\ud800',
  'x\udfff',
  '\u0000\u0000',
  'é\u0000',
  "'; drop table",
  '💥'.repeat(500),
];
// 1e309 is Infinity on purpose: JSON.stringify sends it as null, one more wrong type.
// eslint-disable-next-line no-loss-of-precision
const values_ = [...strings, 12, -1, null, true, [], {}, 1e309, '9'.repeat(40)];
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

type Probe = { method: string; path: string; headers?: Record<string, string>; body?: string };
const json = { 'content-type': 'application/json' };
const gql = (query: string, variables?: unknown, extensions?: unknown): Probe => ({
  method: 'POST',
  path: '/graphql',
  headers: json,
  body: JSON.stringify({ query, variables, extensions }),
});

const generators: Array<(i: number) => Probe> = [
  (i) => ({
    method: 'GET',
    path: `/api/products?${pick(['category', 'color', 'size', 'minPrice', 'sort', 'stock', 'pageNumber', 'pageSize'], i)}=${pick(nasties, i >> 3)}`,
  }),
  (i) => ({ method: 'GET', path: `/api/products/id/${pick(nasties, i)}` }),
  (i) => ({
    method: 'GET',
    path: `/${pick(['', 'images/products/', 'images/tiles/', 'health/', 'api/user/', 'men/clothing/', 'search?q='], i)}${pick(nasties, i >> 3)}`,
  }),
  // The drawn pictures' raster names: NAME.png, NAME.webp, NAME.W.webp with odd widths and names.
  (i) => ({
    method: 'GET',
    path: `/images/${pick(['products', 'banners', 'tiles'], i)}/${pick(['kurta-maroon-1', '1', 'basic-tees', ...nasties], i >> 2)}${pick(['.webp', '.png', '.900.webp', '.1200.webp', '.0600.webp', '.99999.webp', '.-1.webp', '.1e3.webp', '..webp', '.webp.webp', '.9007199254740993.webp', '.%00.webp'], i >> 4)}`,
  }),
  (i) => ({
    method: 'POST',
    path: pick(['/auth/signin', '/auth/signup'], i),
    headers: json,
    body: JSON.stringify({
      email: pick(values_, i),
      password: pick(values_, i >> 2),
      firstName: pick(values_, i >> 4),
      lastName: 'x',
    }),
  }),
  (i) => ({
    method: 'POST',
    path: pick(['/auth/signin', '/graphql', '/api/products'], i),
    headers: {
      'content-type': pick(
        ['application/json', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'text/plain'],
        i >> 2,
      ),
    },
    body: pick(
      [
        '{bad',
        'null',
        '[]',
        '"x"',
        '{"a":',
        '\u0000',
        JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(150_000) }),
      ],
      i >> 4,
    ),
  }),
  // The anonymous doors the later features opened: PIN-code checks, mailed-link tokens (COD
  // confirmation, back-in-stock confirmation, one-click unsubscribe), a visitor's back-in-stock
  // request, the courier's webhook and the sandbox courier's page.
  (i) => ({
    method: 'GET',
    path: `/api/delivery/check?pin=${pick(['560001', '000000', '12345', '1234567', ...nasties], i)}`,
  }),
  (i) => ({
    method: 'POST',
    path: pick(['/api/orders/confirm', '/api/stock-alerts/confirm', '/api/unsubscribe?token=x'], i),
    headers: json,
    body: JSON.stringify({ token: pick(values_, i >> 2) }),
  }),
  (i) => ({ method: 'POST', path: `/api/unsubscribe?token=${pick(nasties, i)}`, body: 'List-Unsubscribe=One-Click' }),
  (i) => ({
    method: 'POST',
    path: '/api/stock-alerts',
    headers: json,
    body: JSON.stringify({ productId: pick(values_, i), size: pick(values_, i >> 2), email: pick(values_, i >> 4) }),
  }),
  (i) => ({
    method: 'POST',
    path: '/api/webhooks/courier',
    headers: { ...json, 'x-api-key': pick(['', 'x', '\u00e9', 'x'.repeat(5000)], i) },
    body: pick(
      [
        '{bad',
        JSON.stringify({ awb: pick(values_, i), current_status: pick(values_, i >> 2), scans: pick(values_, i >> 3) }),
        JSON.stringify({ awb: '1', current_status: 'DELIVERED', current_timestamp: pick(values_, i >> 2) }),
      ],
      i >> 1,
    ),
  }),
  (i) => ({ method: 'GET', path: `/sandbox-courier/${pick(['SBX1', ...nasties], i)}` }),
  (i) => gql('query ($id: ID!) { product(id: $id) { id } }', { id: pick(values_, i) }),
  (i) => gql(`{ product(id: "${pick(['\\u0000', '\\ud800', 'x\\u0000y', '\\uDFFF'], i)}") { id } }`),
  (i) => gql('query ($q: String!) { search(query: $q) { totalElements } }', { q: pick(values_, i) }),
  (i) =>
    gql('query ($f: ProductFilter) { products(filter: $f) { totalElements } }', {
      f: { category: pick(values_, i), colors: [pick(values_, i >> 2)] },
    }),
  (i) =>
    gql('mutation ($e: String!, $p: String!) { signin(email: $e, password: $p) { token } }', {
      e: pick(values_, i),
      p: pick(values_, i >> 2),
    }),
  (i) =>
    gql(
      pick(['subscription { product(id: "x") { id } }', '{ bad', '{ product(id: 1', '{ __typename }'], i),
      undefined,
      i % 2 ? { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } : undefined,
    ),
];

const counts = new Map<string, number>();
let html = 0;
let next = 0;
async function worker(): Promise<void> {
  while (next < total) {
    const i = next++;
    const probe = pick(generators, i)(Math.floor(i / generators.length));
    let key: string;
    try {
      const res = await fetch(`${base}${probe.path}`, {
        method: probe.method,
        headers: { accept: 'application/json', ...probe.headers },
        body: probe.body,
      });
      key = String(res.status);
      const text = await res.text();
      if (/at \S+ \(|<pre>/.test(text)) html++;
    } catch (error) {
      key = `network error (${(error as Error).message})`;
    }
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
}

console.log(`Amplifying documents against ${base}, one at a time${pid ? ` (server process ${pid})` : ''}:`);
const shapes = await probeAmplification(base, pid);
for (const r of shapes) {
  const cpu = r.cpuSeconds === null ? 'cpu n/a' : `cpu ${r.cpuSeconds.toFixed(2)} s`;
  const health = r.healthy ? 'healthy' : 'UNHEALTHY';
  console.log(
    `  ${r.name.padEnd(44)} ${`${r.status} ${r.code}`.padEnd(30)} ${cpu.padEnd(13)} ${`${r.wallMs.toFixed(0)} ms`.padStart(8)}  ${health}`,
  );
}
const costly = shapes.filter((r) => (r.cpuSeconds ?? 0) > MAX_CPU_SECONDS);
const unhealthy = shapes.filter((r) => !r.healthy || /^5/.test(r.status) || r.status.startsWith('failed'));
const worst = Math.max(...shapes.map((r) => r.cpuSeconds ?? 0));
console.log(
  `  most CPU for one document: ${worst.toFixed(2)} s (limit ${MAX_CPU_SECONDS} s); over it: ${costly.length}; unhealthy or 5xx after: ${unhealthy.length}`,
);

const started = performance.now();
await Promise.all(Array.from({ length: 8 }, worker));
console.log(`${total} bad-input requests against ${base} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
for (const [status, n] of [...counts].sort()) console.log(`  ${status}: ${n}`);
const fiveHundreds = [...counts].filter(([s]) => /^5/.test(s) && s !== '503').reduce((sum, [, n]) => sum + n, 0);
console.log(`  5xx other than 503: ${fiveHundreds}; answers showing a stack trace: ${html}`);

console.log('Client mistakes (each should be a page that explains, or a 4xx):');
const mistakes = await probeClientMistakes(base);
for (const m of mistakes) {
  console.log(
    `  ${m.ok && !m.leaksForgedHost ? 'ok ' : 'BAD'} ${m.status} ${m.name}${m.leaksForgedHost ? ' (shows the forged host)' : ''}`,
  );
}
const wrongMistakes = mistakes.filter((m) => !m.ok || m.leaksForgedHost).length;

const failedReads = (checks: ReadCheck[]) => checks.filter((c) => c.status !== 200);
const showReads = (checks: ReadCheck[]) => checks.map((c) => `${c.name} ${c.status} ${c.ms} ms`).join(', ');
let brokenReads = 0;
for (let round = 1; round <= 3; round++) {
  const cut = await abandonRequests(base, { count: 300 });
  const after = await servesEveryRead(base);
  brokenReads += failedReads(after).length;
  console.log(`Abandoned requests, round ${round}: ${JSON.stringify(cut.byCut)}; then ${showReads(after)}`);
}
const during = await slowClient(base, 5);
brokenReads += failedReads(during).length;
console.log(`While 8 clients send a byte a second: ${during.length} reads, ${failedReads(during).length} not 200`);
console.log(
  `  client mistakes answered wrongly: ${wrongMistakes}; reads failing after abandoned or slow clients: ${brokenReads}`,
);

await shop?.stop();
process.exitCode = fiveHundreds || html || costly.length || unhealthy.length || wrongMistakes || brokenReads ? 1 : 0;

// `npm run bench:api-limits`: the API budgets at work on an in-memory shop (PGlite). Prints the
// cost of typical operations, a burst over a key's rate and over its cost budget (how many 429s,
// the Retry-After values), another key and a keyless caller during the burst, and the time one
// charge adds to a request.
import { openDatabase } from '../gateway/src/db/client.js';
import { applyMigrations } from '../gateway/src/db/migrate.js';
import { seed } from '../gateway/src/db/seed.js';
import { startGateway } from '../gateway/src/http/server.js';

const admin = { email: 'bench-admin@shop.local', password: 'bench-admin-password-1' };
const db = await openDatabase({});
await applyMigrations(db.adapterFactory);
await seed(db.prisma, { adminEmail: admin.email, adminPassword: admin.password, dataDir: '/tmp/shop-bench-unused' });
const gateway = await startGateway(db, { port: 0, host: '127.0.0.1', gate: false, buying: { sweepIntervalMs: 0 } });

async function gql(query: string, headers: Record<string, string> = {}, variables = {}) {
  const started = performance.now();
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body, ms: performance.now() - started };
}

const signin = await fetch(`${gateway.url}/auth/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(admin),
});
const asAdmin = { authorization: `Bearer ${((await signin.json()) as { jwt: string }).jwt}` };
const createKey = async (name: string, requestsPerMinute: number, costPerMinute: number) =>
  (
    await gql(`mutation ($i: ApiKeyInput!) { createApiKey(input: $i) { secret } }`, asAdmin, {
      i: { name, requestsPerMinute, costPerMinute },
    })
  ).body.data.createApiKey.secret as string;

const LISTING = `{ products(pageSize: 20) { totalPages totalElements content { id title brand price discountedPrice discountPercent imageUrls } } }`;
const CHEAP = '{ navigation { pages { name href } } }';
const DETAIL = `query ($id: ID!) { product(id: $id) { id title description price discountedPrice sizes { name quantity } similar(limit: 4) { id title } } }`;
const anyId = (await db.prisma.product.findFirstOrThrow({ select: { id: true } })).id;

console.log('Cost of operations (extensions.cost.requested):');
for (const [name, query, variables] of [
  ['listing, 20 products', LISTING, {}],
  ['product page with 4 similar', DETAIL, { id: anyId }],
  ['menu pages', CHEAP, {}],
] as const) {
  const reply = await gql(query, {}, variables);
  console.log(`  ${String(reply.body.extensions.cost.requested).padStart(5)}  ${name}`);
}

/** Sends `count` requests, `parallel` at a time; tallies statuses and Retry-After values. */
async function burst(count: number, parallel: number, send: () => ReturnType<typeof gql>) {
  const statuses: Record<number, number> = {};
  const retryAfter = new Set<string>();
  let done = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (done < count) {
        done++;
        const reply = await send();
        statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
        if (reply.retryAfter) retryAfter.add(reply.retryAfter);
      }
    }),
  );
  return { statuses, retryAfter: [...retryAfter].sort() };
}

const rateKey = await createKey('rate burst', 100, 1_000_000);
const costKey = await createKey('cost burst', 10_000, 5_000);
const otherKey = await createKey('another client', 100, 1_000_000);
const other: number[] = [];
const otherRun = (async () => {
  for (let i = 0; i < 20; i++) other.push((await gql(CHEAP, { 'x-api-key': otherKey })).status);
})();
const rate = await burst(150, 10, () => gql(CHEAP, { 'x-api-key': rateKey }));
const cost = await burst(40, 4, () => gql(LISTING, { 'x-api-key': costKey }));
await otherRun;
const anonymous = await gql(CHEAP);
console.log(
  `\nKey at 100 requests/min, 150 requests (10 at a time): ${JSON.stringify(rate.statuses)}; Retry-After ${rate.retryAfter.join(', ')} s`,
);
console.log(
  `Key at 5000 cost/min, 40 listings of cost 201 (4 at a time): ${JSON.stringify(cost.statuses)}; Retry-After ${cost.retryAfter.join(', ')} s`,
);
console.log(`Another key during the bursts: ${other.filter((s) => s === 200).length}/${other.length} answered 200`);
console.log(
  `A caller without a key after the bursts: ${anonymous.status}, remaining ${JSON.stringify(anonymous.body.extensions)}`,
);

const fresh = await createKey('latency', 100_000, 10_000_000);
const times: number[] = [];
for (let i = 0; i < 200; i++) times.push((await gql(CHEAP, { 'x-api-key': fresh })).ms);
times.sort((a, b) => a - b);
console.log(
  `\nA cheap query with a key, 200 in a row on PGlite: median ${times[100]!.toFixed(1)} ms, p95 ${times[190]!.toFixed(1)} ms`,
);

await gateway.stop();
await db.close();

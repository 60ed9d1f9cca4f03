// `npm run bench:checkout -- [--shoppers 16] [--rounds 20] [--database-url postgresql://…]`
// The whole purchase under load on PostgreSQL: N concurrent shoppers each repeat
// add-to-cart → order → payment link → sandbox Pay → confirm, over real HTTP (GraphQL).
// Prints orders per second and the median and p99 of a whole checkout and of each step, then
// checks that stock went down by exactly what was bought. Uses a scratch database it drops.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../gateway/src/db/client.js';
import { applyMigrations } from '../gateway/src/db/migrate.js';
import { seed } from '../gateway/src/db/seed.js';
import { startGateway } from '../gateway/src/http/server.js';
import { TokenService } from '../gateway/src/services/accounts/tokens.js';
import { SessionService } from '../gateway/src/services/accounts/sessions.js';

const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '20' },
    'database-url': {
      type: 'string',
      default: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    },
  },
});
const shoppers = Number(values.shoppers);
const rounds = Number(values.rounds);
const STOCK = 1_000_000;

async function scratchDatabase(serverUrl: string) {
  const name = `shop_bench_checkout_${randomBytes(4).toString('hex')}`;
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ADDRESS = {
  firstName: 'Bench',
  lastName: 'Shopper',
  streetAddress: '1 Load Lane',
  city: 'Pune',
  state: 'MH',
  zipCode: '411001',
  mobile: '9876543210',
};
const STEPS = ['addToCart', 'createOrder', 'createPaymentLink', 'pay', 'confirmPayment'] as const;

const scratch = await scratchDatabase(values['database-url']!);
const db = await openDatabase({ databaseUrl: scratch.url });
try {
  await applyMigrations(db.adapterFactory);
  await seed(db.prisma, {
    adminEmail: 'bench@shop.local',
    adminPassword: 'bench-password',
    dataDir: '/tmp/shop-bench-unused',
  });
  // Plenty of stock everywhere: this measures the checkout path, not sold-out refusals.
  await db.prisma.productSize.updateMany({ data: { quantity: STOCK } });
  await db.prisma
    .$executeRaw`UPDATE "Product" p SET "quantity" = (SELECT SUM(s."quantity") FROM "ProductSize" s WHERE s."productId" = p."id")`;
  const stockBefore = (await db.prisma.productSize.aggregate({ _sum: { quantity: true } }))._sum.quantity ?? 0;
  const sizes = await db.prisma.productSize.findMany({ select: { productId: true, name: true } });

  const jwtSecret = randomBytes(48).toString('base64url');
  const sessions = new SessionService(db.prisma, new TokenService(jwtSecret));
  const gateway = await startGateway(db, {
    // The benchmark measures the shop, not the per-address API budget (every request comes from 127.0.0.1).
    services: { apiLimits: { anonymousRequestsPerMinute: 1e9, anonymousCostPerMinute: 1e9 } },
    port: 0,
    host: '127.0.0.1',
    jwtSecret,
    buying: { sweepIntervalMs: 0 },
  });
  const users = await Promise.all(
    Array.from({ length: shoppers }, (_, i) =>
      db.prisma.user.create({
        data: {
          firstName: 'Bench',
          lastName: `${i}`,
          email: `bench${i}.${Date.now()}@example.com`,
          passwordHash: 'not-a-login',
        },
      }),
    ),
  );

  const gql = async (token: string, query: string, variables: Record<string, unknown>) => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as { data?: any; errors?: { message: string }[] };
    if (body.errors) throw new Error(body.errors[0]!.message);
    return body.data;
  };

  const timings: Record<(typeof STEPS)[number] | 'checkout', number[]> = {
    addToCart: [],
    createOrder: [],
    createPaymentLink: [],
    pay: [],
    confirmPayment: [],
    checkout: [],
  };
  const timed = async <T>(step: keyof typeof timings, run: () => Promise<T>) => {
    const t0 = performance.now();
    const out = await run();
    timings[step].push(performance.now() - t0);
    return out;
  };
  let bought = 0;
  let failures = 0;

  async function shopper(index: number) {
    const token = await sessions.start(users[index]!);
    for (let round = 0; round < rounds; round++) {
      const size = sizes[(index * 7919 + round * 104729) % sizes.length]!;
      const t0 = performance.now();
      try {
        await timed('addToCart', () =>
          gql(token, 'mutation ($p: ID!, $s: String!) { addToCart(productId: $p, size: $s) { totalItem } }', {
            p: size.productId,
            s: size.name,
          }),
        );
        const order = await timed('createOrder', () =>
          gql(
            token,
            'mutation ($a: AddressInput!, $k: String) { createOrder(address: $a, idempotencyKey: $k) { id totalItem } }',
            { a: ADDRESS, k: `bench-${index}-${round}` },
          ),
        );
        const link = await timed('createPaymentLink', () =>
          gql(token, 'mutation ($o: ID!) { createPaymentLink(orderId: $o) { id url } }', { o: order.createOrder.id }),
        );
        const params = await timed('pay', async () => {
          const res = await fetch(`${link.createPaymentLink.url}/pay`, { method: 'POST', redirect: 'manual' });
          return new URL(res.headers.get('location')!, gateway.url).searchParams;
        });
        await timed('confirmPayment', () =>
          gql(token, 'mutation ($i: ConfirmPaymentInput!) { confirmPayment(input: $i) { status } }', {
            i: {
              orderId: order.createOrder.id,
              paymentId: params.get('razorpay_payment_id'),
              paymentLinkId: params.get('razorpay_payment_link_id'),
              paymentLinkReferenceId: params.get('razorpay_payment_link_reference_id'),
              paymentLinkStatus: params.get('razorpay_payment_link_status'),
              signature: params.get('razorpay_signature'),
            },
          }),
        );
        bought += order.createOrder.totalItem;
        timings.checkout.push(performance.now() - t0);
      } catch (error) {
        failures++;
        console.error(`shopper ${index} round ${round}: ${(error as Error).message}`);
      }
    }
  }

  const started = performance.now();
  await Promise.all(users.map((_, i) => shopper(i)));
  const seconds = (performance.now() - started) / 1000;
  await gateway.stop();

  const placed = await db.prisma.order.count({ where: { status: 'PLACED' } });
  const stockAfter = (await db.prisma.productSize.aggregate({ _sum: { quantity: true } }))._sum.quantity ?? 0;
  const line = (name: string, xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return `  ${name.padEnd(18)} median ${percentile(sorted, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(sorted, 99).toFixed(1).padStart(7)} ms   (n=${xs.length})`;
  };
  console.log(
    `\nCheckout benchmark on ${db.location.replace(/, database "[^"]+"/, '')}: ${shoppers} concurrent shoppers x ${rounds} checkouts`,
  );
  console.log(
    `  orders placed:     ${placed} in ${seconds.toFixed(1)} s = ${(placed / seconds).toFixed(1)} orders/s  (${failures} failed)`,
  );
  console.log(line('whole checkout', timings.checkout));
  for (const step of STEPS) console.log(line(step, timings[step]));
  console.log(
    `  stock check:       went down by ${stockBefore - stockAfter}, bought ${bought}: ${stockBefore - stockAfter === bought ? 'consistent' : 'MISMATCH'}`,
  );
  if (failures || stockBefore - stockAfter !== bought) process.exitCode = 1;
} finally {
  await db.close();
  await scratch.drop();
}

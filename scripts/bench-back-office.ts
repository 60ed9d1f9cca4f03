// `npm run bench:back-office [-- --orders 1000000] [-- --database-url postgresql://…/orders1m]`:
// the back office at scale. Adds synthetic orders to the database until it holds --orders (see
// orders:generate; use a database kept for this, it is not dropped), starts the gateway on it, signs
// in as an admin made for the run, and times each back-office read one after another: the order
// list (first page, a status filter, a deep page, search by order number, id and e-mail, payment
// and refund filters), customers with their order counts and searched, the dashboard, a GST month
// and its CSV (written anew, and from its stored copy: decision 050). Prints p50 and p95 of each,
// the gateway's RSS at rest, and before and at its peak during each read (so the CSV's own memory shows).
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import os from 'node:os';
import { openDatabase } from '../gateway/src/db/client.js';
import { applyMigrations } from '../gateway/src/db/migrate.js';
import { seed } from '../gateway/src/db/seed.js';
import { hashPassword } from '../gateway/src/services/accounts/passwords.js';
import { insertSyntheticOrders } from './synthetic-orders.js';
import { serve } from './bench-support.js';
import { START_ARGS, START_ENV } from './start-flags.js';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    rounds: { type: 'string', default: '20' },
    'database-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/shop_orders_bench' },
  },
});
const wanted = Number(values.orders);
const rounds = Number(values.rounds);
const databaseUrl = values['database-url'];
const ADMIN = { email: 'bench-admin@shop.local', password: 'bench-admin-password-1' };

// The database: created when missing, filled up to the wanted number of orders.
{
  const server = new URL(databaseUrl);
  const name = server.pathname.slice(1);
  server.pathname = '/postgres';
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await client.end();
}
const db = await openDatabase({ databaseUrl });
let orders: number;
try {
  await applyMigrations(db.adapterFactory);
  await seed(db.prisma, {
    adminEmail: 'admin@shop.local',
    adminPassword: 'unused-admin-password',
    dataDir: os.tmpdir(),
  });
  orders = await db.prisma.order.count();
  if (orders < wanted) orders = await insertSyntheticOrders(db.prisma, wanted - orders);
  const passwordHash = await hashPassword(ADMIN.password);
  await db.prisma.user.upsert({
    where: { email: ADMIN.email },
    create: { email: ADMIN.email, firstName: 'Bench', lastName: 'Admin', role: 'ADMIN', passwordHash },
    update: { role: 'ADMIN', passwordHash, deactivatedAt: null },
  });
} finally {
  await db.close();
}

// Started as `npm start` starts it (the compiled bundle, its Node flags), so its memory is the shop's.
const dataDir = fs.mkdtempSync(`${os.tmpdir()}/shop-bench-`);
execFileSync(process.execPath, ['scripts/build-gateway.mjs'], { stdio: 'inherit' });
const gateway = await serve(
  START_ARGS,
  {
    ...START_ENV,
    DATABASE_URL: databaseUrl,
    SKIP_STOREFRONT_BUILD: '1',
    DATA_DIR: dataDir,
    API_ANON_REQUESTS_PER_MINUTE: '1000000000',
    API_ANON_COST_PER_MINUTE: '1000000000',
  },
  '/health',
);
try {
  const signin = await fetch(`${gateway.url}/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { jwt } = (await signin.json()) as { jwt: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${jwt}` };
  const someOrder = 'bulk000123456';
  const month = new Date(Date.now() - 40 * 86400_000).toISOString().slice(0, 7);
  const gql =
    (query: string, variables: object = {}) =>
    async () => {
      const r = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      const body = (await r.json()) as { errors?: unknown };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
    };
  // The back office's own documents (storefront/src/admin): the order row and the dashboard as it asks for them.
  const ROW = `id status createdAt totalAmount totalItem nextStatuses deletable customer { id email } items { id title imageUrl }`;
  const ORDERS = `query($status: [OrderStatus!], $search: String, $page: Int, $payment: AdminOrderPaymentFilter, $refund: RefundStatus) {
    adminOrders(status: $status, search: $search, payment: $payment, refund: $refund,
    pageNumber: $page, pageSize: 20) { totalPages totalElements content { ${ROW} } } }`;
  const DASHBOARD = `{ me { id firstName } adminDashboard { salesThisMonth refundsThisMonth ordersThisMonth customers products
    dailySales { day sales orders } } adminOrders(pageSize: 5) { content { ${ROW} } }
    adminProducts(pageSize: 5) { content { id title price } } }`;
  let csvBytes = 0;
  let csvRows = 0;
  const csv = async () => {
    const r = await fetch(`${gateway.url}/api/admin/gst/${month}.csv`, { headers });
    if (!r.ok) throw new Error(`CSV ${r.status}`);
    const reader = r.body!.getReader();
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      const piece = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      for (let at = piece.indexOf(10); at >= 0; at = piece.indexOf(10, at + 1)) lines += 1;
    }
    csvBytes = bytes;
    csvRows = lines - 1;
  };
  const reads: [string, () => Promise<void>][] = [
    ['orders, first page', gql(ORDERS)],
    ['orders, shipped', gql(ORDERS, { status: ['SHIPPED'] })],
    ['orders, page 500', gql(ORDERS, { page: 500 })],
    ['orders, search by number', gql(ORDERS, { search: someOrder.slice(-8) })],
    ['orders, search by order id', gql(ORDERS, { search: someOrder })],
    ['orders, search by e-mail', gql(ORDERS, { search: 'buyer4242@bulk.example' })],
    ['orders, search by part of an e-mail', gql(ORDERS, { search: 'Buyer4242' })],
    ['orders, cash on delivery', gql(ORDERS, { payment: 'COD' })],
    ['orders, COD cash to collect', gql(ORDERS, { payment: 'COD_TO_COLLECT' })],
    ['orders, refund failed', gql(ORDERS, { refund: 'FAILED' })],
    ['customers with order counts', gql(`{ users(pageSize: 20) { totalElements content { id email orderCount } } }`)],
    [
      'customers, search',
      gql(`{ users(search: "buyer4242", pageSize: 20) { totalElements content { id orderCount } } }`),
    ],
    [
      'customers, search by part of a name',
      gql(`{ users(search: "buyer 4242", pageSize: 20) { totalElements content { id orderCount } } }`),
    ],
    ['dashboard', gql(DASHBOARD)],
    [
      'GST month',
      gql(
        `query($m: String!) { adminGstMonth(month: $m) { month invoices creditNotes csvUrl rates { rate invoiced { taxable total } credited { taxable total } } } }`,
        { m: month },
      ),
    ],
    [
      // A closed month's export is kept (DATA_DIR/gst-exports, decision 050): removed before each
      // round here, so each is written from the month's documents.
      'GST month CSV, written anew',
      async () => {
        fs.rmSync(`${dataDir}/gst-exports`, { recursive: true, force: true });
        await csv();
      },
    ],
    ['GST month CSV (its stored copy)', csv],
  ];
  console.log(`\n${orders} orders; ${rounds} rounds each; PostgreSQL; load average ${os.loadavg()[0]!.toFixed(1)}`);
  console.log(`gateway RSS at rest (started, signed in, nothing read yet): ${gateway.rssNowMiB().toFixed(0)} MiB`);
  console.log('| read | p50 ms | p95 ms | gateway RSS before → peak during, MiB |\n|---|---|---|---|');
  for (const [label, read] of reads) {
    const times: number[] = [];
    const before = gateway.rssNowMiB();
    gateway.resetPeakRss();
    for (let i = 0; i < rounds + 2; i++) {
      const start = performance.now();
      await read();
      if (i >= 2) times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(0);
    console.log(`| ${label} | ${at(0.5)} | ${at(0.95)} | ${before.toFixed(0)} → ${gateway.peakRssMiB().toFixed(0)} |`);
  }
  console.log(`the month's CSV is ${(csvBytes / 1048576).toFixed(1)} MiB, ${csvRows} rows`);
} finally {
  await gateway.stop();
}

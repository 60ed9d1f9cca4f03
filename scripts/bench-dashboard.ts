// npm run bench:dashboard [-- --orders 50000 --database-url postgresql://…]: times the back office's
// dashboard (each figure one SQL aggregate) over many paid orders. Default: the local PostgreSQL
// server, in a scratch database it drops afterwards.
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { startTestShop, TEST_ADMIN } from '../gateway/tests/support/harness.js';
import { signin } from '../gateway/tests/support/accounts.js';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '50000' },
    rounds: { type: 'string', default: '30' },
    'database-url': { type: 'string', default: 'postgresql://postgres@127.0.0.1:5432/postgres' },
  },
});
process.env.TEST_DATABASE_URL = values['database-url'];
const orders = Number(values.orders);
const rounds = Number(values.rounds);

const shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
try {
  const admin = await shop.db.prisma.user.findUniqueOrThrow({ where: { email: TEST_ADMIN.email } });
  // Orders spread over the last 60 days, most of them paid, some cancelled: written by the database.
  await shop.db.prisma.$executeRaw`
    INSERT INTO "Order" (id, "userId", status, "shipFirstName", "shipLastName", "shipStreetAddress", "shipCity",
      "shipState", "shipZipCode", "shipMobile", "totalPrice", "totalDiscountedPrice", discount, "totalItem",
      "createdAt", "updatedAt", "paidAt")
    SELECT 'bench' || g, ${admin.id}, (CASE WHEN g % 10 = 0 THEN 'CANCELLED' ELSE 'PLACED' END)::"OrderStatus",
      'A', 'B', 'C', 'D', 'E', '560001', '9876543210', 200000, 100000, 100000, 1,
      now() - (g % 86400) * interval '60 seconds', now(), now() - (g % 86400) * interval '60 seconds'
    FROM generate_series(1, ${orders}) AS g`;
  const token = (await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password)).body.jwt as string;
  const query =
    '{ adminDashboard { salesThisMonth ordersThisMonth customers products dailySales { day sales orders } } }';
  const times: number[] = [];
  for (let i = 0; i < rounds + 3; i++) {
    const start = performance.now();
    const { body } = await shop.graphql(query, {}, { authorization: `Bearer ${token}` });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    if (i >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `adminDashboard over ${orders} orders (${shop.db.kind}): median ${at(0.5)} ms, p90 ${at(0.9)} ms, ${rounds} rounds`,
  );
} finally {
  await shop.stop();
}

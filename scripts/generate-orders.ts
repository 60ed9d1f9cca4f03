// `npm run orders:generate -- --count 1000000`: adds N deterministic synthetic orders (with
// customers, lines, payments and invoices) to the configured database (DATABASE_URL, else the
// PGlite in DATA_DIR), migrating and seeding first when needed, so the back office can be tried
// at scale. Use a scratch database: these orders are not real.
import { parseArgs } from 'node:util';
import { readConfig } from '../gateway/src/boot/config.js';
import { openDatabase } from '../gateway/src/db/client.js';
import { applyMigrations } from '../gateway/src/db/migrate.js';
import { seed } from '../gateway/src/db/seed.js';
import { insertSyntheticOrders } from './synthetic-orders.js';

const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');

const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  console.log(`Database: ${db.location}`);
  await applyMigrations(db.adapterFactory);
  console.log((await seed(db.prisma, config)).summary);
  const started = performance.now();
  const total = await insertSyntheticOrders(db.prisma, count);
  console.log(
    `Added ${count} orders in ${((performance.now() - started) / 1000).toFixed(1)} s (${total} orders in all).`,
  );
} finally {
  await db.close();
}

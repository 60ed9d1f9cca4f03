// `npm run catalog:generate -- --count 10000`: adds N deterministic synthetic products to the
// configured database (DATABASE_URL, else the PGlite in DATA_DIR), migrating and seeding first
// when needed, so listings and search can be tried on a large catalog.
import { parseArgs } from 'node:util';
import { readConfig } from '../gateway/src/boot/config.js';
import { openDatabase } from '../gateway/src/db/client.js';
import { applyMigrations } from '../gateway/src/db/migrate.js';
import { seed } from '../gateway/src/db/seed.js';
import { insertSyntheticProducts } from './synthetic-catalog.js';

const { values } = parseArgs({ options: { count: { type: 'string', default: '10000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a positive whole number');

const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  console.log(`Database: ${db.location}`);
  await applyMigrations(db.adapterFactory);
  console.log((await seed(db.prisma, config)).summary);
  const started = performance.now();
  const generated = await insertSyntheticProducts(db.prisma, count);
  const total = await db.prisma.product.count();
  console.log(
    `Added ${count} synthetic products in ${((performance.now() - started) / 1000).toFixed(1)} s (${generated} generated in all, ${total} products).`,
  );
} finally {
  await db.close();
}

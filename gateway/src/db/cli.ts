// `npm run db:migrate | db:migration -- NAME | db:seed | db:reset`
import { readConfig } from '../boot/config.js';
import { openDatabase } from './client.js';
import { applyMigrations, createMigration } from './migrate.js';
import { seed } from './seed.js';

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'migration') {
    const name = args.join('_');
    if (!name) throw new Error('Give the migration a name: npm run db:migration -- add_wishlist');
    const folder = await createMigration(name);
    console.log(
      folder
        ? `Created gateway/prisma/migrations/${folder}/migration.sql`
        : 'The schema has not changed: no migration created.',
    );
    return;
  }
  const config = readConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    console.log(`Database: ${db.location}`);
    if (command === 'migrate' || command === 'seed') {
      const applied = await applyMigrations(db.adapterFactory);
      console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Migrations: up to date');
    }
    if (command === 'seed') {
      const result = await seed(db.prisma, config, { force: args.includes('--force') });
      console.log(result.summary);
    } else if (command !== 'migrate') {
      throw new Error(`Unknown command "${command ?? ''}". Use migrate, migration NAME or seed.`);
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

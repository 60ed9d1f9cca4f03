// `npm run admin:create -- someone@example.com`: makes that account an ADMIN, creating it when
// it does not exist (password from ADMIN_PASSWORD, else generated and printed once).
// Uses the same database as `npm start` (DATA_DIR's PGlite, or DATABASE_URL); PGlite allows one
// process at a time, so stop the shop first when it runs on PGlite.
// `-- someone@example.com --reset-password` also sets a new password on an existing account.
import { readConfig } from '../boot/config.js';
import { DomainError } from '../services/errors.js';
import { createServices } from '../services/index.js';
import { resetAdminPassword } from '../services/accounts/users.js';
import { openDatabase } from './client.js';
import { applyMigrations } from './migrate.js';

async function main(): Promise<void> {
  const email = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
  if (!email) throw new Error('Give the email: npm run admin:create -- someone@example.com');
  const config = readConfig();
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  try {
    console.log(`Database: ${db.location}`);
    await applyMigrations(db.adapterFactory);
    if (process.argv.includes('--reset-password')) {
      const reset = await resetAdminPassword(db.prisma, email, config.adminPassword);
      console.log(
        reset.password
          ? `${reset.email} is an ADMIN with the new password: ${reset.password}\nIt is shown only this once.`
          : `${reset.email} is an ADMIN with the password from ADMIN_PASSWORD.`,
      );
      return;
    }
    const result = await createServices(db.prisma).users.grantAdmin(email, config.adminPassword);
    if (!result.created) console.log(`${result.email} is now an ADMIN.`);
    else if (result.password) {
      console.log(`Created ADMIN ${result.email} with the password: ${result.password}`);
      console.log('It is shown only this once; change it after signing in.');
    } else console.log(`Created ADMIN ${result.email} with the password from ADMIN_PASSWORD.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof DomainError || error instanceof Error ? error.message : String(error);
  console.error(`admin:create failed: ${message}`);
  process.exit(1);
});

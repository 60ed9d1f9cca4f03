// `npm run jwt:rotate`: a new token signing secret for a shop that keeps it in its database.
import { readConfig } from '../boot/config.js';
import { openDatabase } from '../db/client.js';
import { rotateJwtSecret } from './shared-secrets.js';

async function main(): Promise<void> {
  const config = readConfig();
  if (config.jwtSecret) {
    throw new Error(
      'JWT_SECRET is set, so the shop signs with that: put a new one in the configuration of every process and restart them.',
    );
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const ended = await rotateJwtSecret(db.prisma);
    console.log(`Database: ${db.location}`);
    console.log(
      `New token signing secret stored; ${ended} session(s) ended, so every shopper and admin signs in again.`,
    );
    console.log('Restart every shop process now: each reads the secret at start.');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`jwt:rotate failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});

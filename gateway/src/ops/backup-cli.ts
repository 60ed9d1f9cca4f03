// `npm run db:backup -- FILE` and `npm run db:restore -- FILE [--force]`, for the configured
// database: PGlite in DATA_DIR (with the shop stopped), or PostgreSQL at DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../boot/config.js';
import { describeDatabaseUrl } from '../db/client.js';
import { DataDirInUseError } from '../db/lock.js';
import { BackupRefused, backupPGlite, restorePGlite } from './backup-pglite.js';
import { backupPostgres, restorePostgres } from './backup-postgres.js';

const USAGE = 'Usage: npm run db:backup -- FILE   |   npm run db:restore -- FILE [--force]';
const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(command: string | undefined, args: string[]): Promise<void> {
  const force = args.includes('--force');
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file || (command !== 'backup' && command !== 'restore')) throw new BackupRefused(USAGE);
  const config = readConfig();
  const target = path.resolve(file);
  const where = config.databaseUrl
    ? `PostgreSQL at ${describeDatabaseUrl(config.databaseUrl)}`
    : `the embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (command === 'backup') {
    const bytes = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, target)
      : await backupPGlite(config.dataDir, target);
    console.log(`Backed up ${where} to ${target}: ${size(bytes)} in ${seconds()} s`);
    return;
  }
  if (!fs.existsSync(target)) throw new BackupRefused(`There is no file ${target}.`);
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, target, force);
  else await restorePGlite(config.dataDir, target, force);
  console.log(`Restored ${target} (${size(fs.statSync(target).size)}) into ${where} in ${seconds()} s`);
}

const [command, ...args] = process.argv.slice(2);
main(command, args).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(`db:${command} refused: ${error.message} (PGlite is backed up and restored with the shop stopped.)`);
  } else if (error instanceof BackupRefused) {
    console.error(`db:${command ?? 'backup'} refused: ${error.message}`);
  } else {
    console.error(`db:${command} failed:`, error);
  }
  process.exit(1);
});

// Backups of a PostgreSQL database with PostgreSQL's own tools: pg_dump's custom format, and
// pg_restore. The shop may keep running meanwhile: pg_dump reads one consistent snapshot.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';
import { childProcessEnv } from '../boot/config.js';
import { backupKind, BackupRefused } from './backup-pglite.js';

/** The tool's path, or a refusal saying how to get it. */
function requireTool(tool: 'pg_dump' | 'pg_restore'): string {
  const found = spawnSync(tool, ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0) {
    throw new BackupRefused(
      `${tool} is not installed. Install PostgreSQL's client tools (Debian/Ubuntu: apt-get install postgresql-client; ` +
        `the same major version as the server or newer), or use your database provider's own backups.`,
    );
  }
  return tool;
}

/** The connection for libpq tools: the password through PGPASSWORD, so `ps` never shows it. */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: childProcessEnv(password ? { PGPASSWORD: password } : {}) };
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new BackupRefused(`${tool} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

/** pg_dump of the whole database into `file` (custom format); returns its size in bytes. */
export async function backupPostgres(databaseUrl: string, file: string): Promise<number> {
  const tool = requireTool('pg_dump');
  const { dbname, env } = connection(databaseUrl);
  const partial = `${file}.partial`;
  try {
    await run(
      tool,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      env,
    );
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return fs.statSync(file).size;
}

/** True when the database has tables of its own (anything in the public schema). */
async function hasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`);
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}

/**
 * pg_restore into the database, in one transaction (all or nothing). A database that already
 * has tables is replaced only when forced (--clean: its objects are dropped first).
 */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const kind = backupKind(file);
  if (kind === 'pglite') {
    throw new BackupRefused(`${file} is a backup of the embedded database: unset DATABASE_URL to restore it there.`);
  }
  if (kind !== 'postgres') throw new BackupRefused(`${file} is not a backup made by db:backup.`);
  const tool = requireTool('pg_restore');
  const existing = await hasTables(databaseUrl);
  if (existing && !force) {
    throw new BackupRefused(
      'The database already has tables. Restore into an empty database, or add --force to replace its contents.',
    );
  }
  const { dbname, env } = connection(databaseUrl);
  const clean = existing ? ['--clean', '--if-exists'] : [];
  const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...clean];
  await run(tool, [...args, `--dbname=${dbname}`, file], env);
}

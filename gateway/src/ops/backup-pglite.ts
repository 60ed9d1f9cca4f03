// Backups of the embedded database: PGlite's own dump of its data directory (a gzipped tar),
// taken and restored with the shop stopped, which the data directory's lock enforces.
import fs from 'node:fs';
import path from 'node:path';
import { inMemoryBlob, newPGlite } from '../db/pglite.js';
import { lockDataDir } from '../db/lock.js';

/** Thrown for a backup or restore that cannot go ahead; its message says what to do. */
export class BackupRefused extends Error {}

const GZIP = Buffer.from([0x1f, 0x8b]);
const PG_CUSTOM_DUMP = Buffer.from('PGDMP');

/** What kind of backup a file holds, from its first bytes. */
export function backupKind(file: string): 'pglite' | 'postgres' | 'unknown' {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.subarray(0, 2).equals(GZIP)) return 'pglite';
  if (head.equals(PG_CUSTOM_DUMP)) return 'postgres';
  return 'unknown';
}

/** Writes beside the target and renames, so a crash never leaves half a backup under its name. */
function writeAtomically(file: string, data: Uint8Array): void {
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, data, { mode: 0o600 });
  fs.renameSync(partial, file);
}

const hasFiles = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/** Dumps `<dataDir>/pglite` into `file`; returns its size in bytes. */
export async function backupPGlite(dataDir: string, file: string): Promise<number> {
  const release = lockDataDir(dataDir);
  try {
    const dir = path.join(dataDir, 'pglite');
    if (!hasFiles(dir)) throw new BackupRefused(`There is no database in ${dir} to back up.`);
    const db = await newPGlite(dir);
    try {
      const dump = await db.dumpDataDir('gzip');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      writeAtomically(file, bytes);
      return bytes.length;
    } finally {
      await db.close();
    }
  } finally {
    release();
  }
}

/**
 * Loads a dump into `<dataDir>/pglite`. An existing database there is replaced only when
 * forced, and kept beside it (pglite.before-restore-<time>) until the restore has succeeded.
 */
export async function restorePGlite(dataDir: string, file: string, force: boolean): Promise<void> {
  const kind = backupKind(file);
  if (kind === 'postgres') {
    throw new BackupRefused(`${file} is a PostgreSQL dump: set DATABASE_URL to restore it into PostgreSQL.`);
  }
  if (kind !== 'pglite') throw new BackupRefused(`${file} is not a backup made by db:backup.`);
  const release = lockDataDir(dataDir);
  const dir = path.join(dataDir, 'pglite');
  let previous: string | null = null;
  let writing = false;
  try {
    if (hasFiles(dir)) {
      if (!force) {
        throw new BackupRefused(
          `${dir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it (the current one is kept beside it).`,
        );
      }
      previous = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dir, previous);
    }
    writing = true;
    const db = await newPGlite(dir, { loadDataDir: inMemoryBlob(fs.readFileSync(file)) });
    try {
      // The shop's own tables must be there: a dump of something else is no backup of the shop.
      await db.query('SELECT count(*) FROM "_prisma_migrations"');
    } finally {
      await db.close();
    }
  } catch (error) {
    // A failed restore leaves the data directory as it found it.
    if (writing) fs.rmSync(dir, { recursive: true, force: true });
    if (previous) fs.renameSync(previous, dir);
    throw error;
  } finally {
    release();
  }
}

import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import type { SqlDriverAdapter } from '@prisma/driver-adapter-utils';

/**
 * The PostgreSQL extensions the migrations create (`CREATE EXTENSION`), which PGlite must load
 * itself: pg_trgm, whose trigram indexes serve the back office's "part of an e-mail or name"
 * searches (decision 050). Every PGlite the shop opens goes through `newPGlite`, so a database
 * made by one (the shop, the tests' snapshots, a restore, a new migration's scratch) opens in another.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * A PGlite with the shop's extensions: in `dataDir` when given, else in memory; `settings` are
 * PostgreSQL `-c name=value` start parameters added to PGlite's own.
 */
export function newPGlite(dataDir?: string, options: PGliteOptions = {}, settings: string[] = []): PGlite {
  const withExtensions = {
    ...options,
    extensions: { ...PGLITE_EXTENSIONS, ...options.extensions },
    ...(settings.length ? { startParams: [...PGlite.defaultStartParams, ...settings] } : {}),
  };
  return dataDir ? new PGlite(dataDir, withExtensions) : new PGlite(withExtensions);
}

/**
 * Prisma's adapter for a PGlite, whose shadow database (where the schema engine replays the
 * migrations to diff them) is a PGlite with the shop's extensions too: the adapter's own is a
 * bare PGlite, on which `CREATE EXTENSION pg_trgm` fails.
 */
export class ShopPrismaPGlite extends PrismaPGlite {
  override connectToShadowDb(): Promise<SqlDriverAdapter> {
    return new PrismaPGlite(newPGlite()).connect();
  }
}

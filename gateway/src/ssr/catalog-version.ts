import type { Database } from '../db/client.js';

/**
 * The catalog's version as the database has it (the CatalogVersion row, moved by triggers in the
 * transaction of every change to products, prices, stock, categories or the menu). Caches made at
 * one version are not served at another, in any process of the shop.
 *
 * Every caller gets a value read after it asked: a read already under way may have started before
 * a change committed, so a caller arriving during it waits for the next read. Concurrent callers
 * share that next read, so a busy process asks the database at most twice at a time.
 */
export class CatalogVersion {
  private running: Promise<string> | null = null;
  private queued: Promise<string> | null = null;

  constructor(private readonly db: Pick<Database, 'prisma' | 'sql'>) {}

  current(): Promise<string> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.running ?? this.start();
      });
    return this.queued;
  }

  private start(): Promise<string> {
    const read = this.read().finally(() => {
      if (this.running === read) this.running = null;
    });
    this.running = read;
    return read;
  }

  private async read(): Promise<string> {
    const text = 'SELECT "version"::text AS version FROM "CatalogVersion" WHERE "id" = 1';
    const rows = this.db.sql
      ? await this.db.sql<{ version: string }>(text, [])
      : await this.db.prisma.$queryRawUnsafe<{ version: string }[]>(text);
    return rows[0]?.version ?? '0';
  }
}

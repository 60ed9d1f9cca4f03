import type { FormattedExecutionResult } from 'graphql';
import type { Database } from '../db/client.js';
import { CatalogVersion } from './catalog-version.js';
import { VersionedCache } from './versioned-cache.js';

/** A rendered page kept for the next visitor of the same address. */
export interface CachedPage {
  status: number;
  html: string;
}

/** How long rendered pages and visitors' catalog reads may be kept; 0 turns both caches off. */
export const DEFAULT_CACHE_SECONDS = 30;

/**
 * The shop's caches of what every visitor sees alike: rendered pages per address and catalog
 * reads per operation and variables. Both are dropped as soon as the catalog version moves (a
 * product, price, stock, category or the menu changed, in any process) and after `seconds` at
 * most. Nothing that depends on who asks is kept: pages are rendered for a visitor, and only
 * requests without a session or API key read the GraphQL cache; the REST facade's product reads
 * are the same for every caller. Buying never reads them: carts, orders and payments price from
 * the database.
 */
export interface ShopCaches {
  version: CatalogVersion;
  pages: VersionedCache<CachedPage>;
  reads: VersionedCache<FormattedExecutionResult>;
  /** The REST facade's product reads (GET /api/products…), as the JSON text sent, per address. */
  restReads: VersionedCache<string>;
}

export function createShopCaches(db: Pick<Database, 'prisma' | 'sql'>, seconds: number): ShopCaches | null {
  if (seconds === 0) return null;
  const ttlMs = seconds * 1000;
  return {
    version: new CatalogVersion(db),
    pages: new VersionedCache<CachedPage>({ ttlMs, maxEntries: 2000, maxBytes: 48 * 2 ** 20 }, (p) => p.html.length),
    reads: new VersionedCache<FormattedExecutionResult>(
      { ttlMs, maxEntries: 5000, maxBytes: 16 * 2 ** 20 },
      (r) => JSON.stringify(r).length,
    ),
    restReads: new VersionedCache<string>({ ttlMs, maxEntries: 5000, maxBytes: 16 * 2 ** 20 }, (text) => text.length),
  };
}

import type { Tx } from '../../db/transactions.js';
import { shopDay } from '../shop-time.js';

export type DocumentKind = 'INV' | 'CN';

/** The financial year (April to March, in the shop's time zone) of a moment: "2026-27". */
export function financialYear(at: Date): string {
  const [year, month] = shopDay(at).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The next number of a series ("INV/2026-27/000042"), taken inside the transaction that issues
 * the document. The upsert locks the series row until that transaction ends: a concurrent issuer
 * waits and then takes the following number, and a transaction that rolls back takes its number
 * with it. So numbers run without gaps or duplicates, on one process or many.
 */
export async function nextNumber(tx: Tx, kind: DocumentKind, at: Date): Promise<string> {
  const series = `${kind}/${financialYear(at)}`;
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "DocumentSeries" ("id", "last") VALUES (${series}, 1)
    ON CONFLICT ("id") DO UPDATE SET "last" = "DocumentSeries"."last" + 1
    RETURNING "last"`;
  return `${series}/${String(row!.last).padStart(6, '0')}`;
}

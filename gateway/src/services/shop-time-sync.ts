import type { PrismaClient } from '../db/generated/client/client.js';

/** What the start found: the zone the database kept before, and whether the day totals were rebuilt. */
export interface ZoneSync {
  before: string | null;
  rebuilt: boolean;
  /** The migrations that make "ShopTimeZone" are not applied yet: nothing was written; try again later. */
  pending?: boolean;
}

/** The database does not know the configured zone (its time zone data lacks it). */
export class UnknownZoneError extends Error {}

/**
 * Writes the shop's zone where the database's triggers read it ("ShopTimeZone") and, when it was
 * another zone, rebuilds "GstDailyTotal" by the new zone's days, in one transaction: the documents
 * and the totals are locked against writers meanwhile (an invoice issued by another host waits
 * and is then counted in the new zone), so the totals never mix two zones' days. Nothing is
 * written when the zone is unchanged (every start after the first).
 */
export async function syncShopTimeZone(prisma: PrismaClient, zone: string): Promise<ZoneSync> {
  try {
    await prisma.$queryRaw`SELECT (now() AT TIME ZONE ${zone})::text AS "local"`;
  } catch {
    throw new UnknownZoneError(`SHOP_TIME_ZONE "${zone}" is not a time zone the database knows`);
  }
  const [table] = await prisma.$queryRaw<{ exists: boolean }[]>`
    SELECT to_regclass('"ShopTimeZone"') IS NOT NULL AS "exists"`;
  if (!table?.exists) return { before: null, rebuilt: false, pending: true };
  const [kept] = await prisma.$queryRaw<{ zone: string }[]>`SELECT "zone" FROM "ShopTimeZone" WHERE "id" = 1`;
  if (kept?.zone === zone) return { before: zone, rebuilt: false };
  return prisma.$transaction(
    async (tx) => {
      // Writers of documents (and other hosts starting with the new zone) wait until this commits.
      await tx.$executeRaw`LOCK TABLE "Invoice", "CreditNote", "GstDailyTotal" IN SHARE ROW EXCLUSIVE MODE`;
      const [now] = await tx.$queryRaw<{ zone: string }[]>`SELECT "zone" FROM "ShopTimeZone" WHERE "id" = 1`;
      if (now?.zone === zone) return { before: zone, rebuilt: false };
      await tx.$executeRaw`
        INSERT INTO "ShopTimeZone" ("id", "zone", "setAt") VALUES (1, ${zone}, now())
        ON CONFLICT ("id") DO UPDATE SET "zone" = EXCLUDED."zone", "setAt" = EXCLUDED."setAt"`;
      await tx.$executeRaw`DELETE FROM "GstDailyTotal"`;
      await tx.$executeRaw`
        INSERT INTO "GstDailyTotal" ("day", "kind", "rate", "documents", "taxable", "cgst", "sgst", "igst", "total")
        SELECT d."day", d."kind", d."rate", count(*)::int, sum(d."taxable"), sum(d."cgst"), sum(d."sgst"), sum(d."igst"), sum(d."total")
        FROM (
          SELECT (x."issuedAt" AT TIME ZONE 'UTC' AT TIME ZONE ${zone})::date AS "day", x."kind", (l->>'rate')::int AS "rate",
            sum((l->>'taxable')::bigint) AS "taxable", sum((l->>'cgst')::bigint) AS "cgst", sum((l->>'sgst')::bigint) AS "sgst",
            sum((l->>'igst')::bigint) AS "igst", sum((l->>'amount')::bigint) AS "total"
          FROM (
            SELECT "id", 'INVOICE' AS "kind", "issuedAt", "lines" FROM "Invoice"
            UNION ALL
            SELECT "id", 'CREDIT_NOTE', "issuedAt", "lines" FROM "CreditNote"
          ) x, jsonb_array_elements(x."lines") l
          GROUP BY x."id", x."kind", x."issuedAt", (l->>'rate')::int
        ) d
        GROUP BY d."day", d."kind", d."rate"`;
      return { before: now?.zone ?? null, rebuilt: true };
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
}

import type { PrismaClient } from '../db/generated/client/client.js';
import { logger } from '../telemetry/logger.js';

/** A counter after a hit: how many hits its current window holds and when that window ends. */
export interface Count {
  hits: number;
  resetAt: Date;
}

/**
 * Fixed-window counters in the ThrottleCounter table, so every gateway process on the database
 * counts together. Counting several keys is one statement (an upsert per key, atomic per row),
 * so parallel requests cannot slip past a limit between a read and a write.
 */
export class ThrottleCounters {
  private lastSweep = 0;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly now: () => number,
  ) {}

  /** Adds one hit to each key (a fresh window of `windowMs` when its old one has ended). */
  async hit(keys: string[], windowMs: number): Promise<Map<string, Count>> {
    const now = this.now();
    // Sorted, so two statements touching the same rows lock them in the same order (no deadlock).
    const sorted = [...new Set(keys)].sort();
    const rows = await this.prisma.$queryRaw<{ key: string; hits: number; resetAtMs: number | string }[]>`
      WITH t AS (
        SELECT to_timestamp(${now / 1000}::float8) AT TIME ZONE 'UTC' AS now,
               to_timestamp(${(now + windowMs) / 1000}::float8) AT TIME ZONE 'UTC' AS fresh
      )
      INSERT INTO "ThrottleCounter" ("key", "hits", "resetAt")
      SELECT k, 1, t.fresh FROM unnest(${sorted}::text[]) AS k, t
      ON CONFLICT ("key") DO UPDATE SET
        "hits" = CASE WHEN "ThrottleCounter"."resetAt" <= (SELECT now FROM t) THEN 1
                      ELSE "ThrottleCounter"."hits" + 1 END,
        "resetAt" = CASE WHEN "ThrottleCounter"."resetAt" <= (SELECT now FROM t) THEN EXCLUDED."resetAt"
                         ELSE "ThrottleCounter"."resetAt" END
      RETURNING "key", "hits", (extract(epoch FROM "resetAt") * 1000)::float8 AS "resetAtMs"`;
    void this.sweep(now);
    return new Map(rows.map((r) => [r.key, { hits: Number(r.hits), resetAt: new Date(Number(r.resetAtMs)) }]));
  }

  /**
   * Adds `amount` to each key (a fresh window of `windowMs` when its old one has ended), for
   * budgets counted in points rather than hits (the API's cost budget). One atomic statement.
   */
  async add(amounts: Map<string, number>, windowMs: number): Promise<Map<string, Count>> {
    const now = this.now();
    const keys = [...amounts.keys()].sort();
    const values = keys.map((k) => Math.max(0, Math.round(amounts.get(k)!)));
    const rows = await this.prisma.$queryRaw<{ key: string; hits: number; resetAtMs: number | string }[]>`
      WITH t AS (
        SELECT to_timestamp(${now / 1000}::float8) AT TIME ZONE 'UTC' AS now,
               to_timestamp(${(now + windowMs) / 1000}::float8) AT TIME ZONE 'UTC' AS fresh
      )
      INSERT INTO "ThrottleCounter" ("key", "hits", "resetAt")
      SELECT a.k, a.n, t.fresh FROM unnest(${keys}::text[], ${values}::int[]) AS a(k, n), t
      ON CONFLICT ("key") DO UPDATE SET
        "hits" = CASE WHEN "ThrottleCounter"."resetAt" <= (SELECT now FROM t) THEN EXCLUDED."hits"
                      ELSE "ThrottleCounter"."hits" + EXCLUDED."hits" END,
        "resetAt" = CASE WHEN "ThrottleCounter"."resetAt" <= (SELECT now FROM t) THEN EXCLUDED."resetAt"
                         ELSE "ThrottleCounter"."resetAt" END
      RETURNING "key", "hits", (extract(epoch FROM "resetAt") * 1000)::float8 AS "resetAtMs"`;
    void this.sweep(now);
    return new Map(rows.map((r) => [r.key, { hits: Number(r.hits), resetAt: new Date(Number(r.resetAtMs)) }]));
  }

  /** Forgets keys entirely (a successful sign-in clears its account). */
  async clear(keys: string[]): Promise<void> {
    await this.prisma.throttleCounter.deleteMany({ where: { key: { in: keys } } });
  }

  /** Takes one hit back (a successful sign-in was counted as a failure while it ran). */
  async takeBack(key: string): Promise<void> {
    await this.prisma.throttleCounter.updateMany({ where: { key, hits: { gt: 0 } }, data: { hits: { decrement: 1 } } });
  }

  /** Deletes ended windows now and then, so made-up emails cannot grow the table without end. */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.prisma.throttleCounter
      .deleteMany({ where: { resetAt: { lt: new Date(now) } } })
      .catch((error: unknown) => logger.error({ component: 'throttle', err: error }, 'sweeping old counters failed'));
  }
}

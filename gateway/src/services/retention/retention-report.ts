import type { ConsentTopic, PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from '../accounts/access.js';
import type { RequestContext } from '../accounts/viewer.js';
import { monthStart } from '../shop-time.js';
import { csvText } from '../csv.js';

/** How long after a back-in-stock mail an order of that product counts as its conversion. */
const CONVERSION_DAYS = 7;

/** This calendar month's (India time) figures of the features that bring shoppers back. */
export interface RetentionFigures {
  /** Products saved to wish lists this month. */
  wishlistAdds: number;
  /** Back-in-stock mails sent (requests ended by a restock) this month… */
  backInStockMailed: number;
  /** …and of those, how many were followed within 7 days by an order (placed) of that product by the same shopper. */
  backInStockConversions: number;
  /** Abandoned-cart reminders mailed this month… */
  cartReminders: number;
  /** …and carts recovered: an order placed within 7 days of a reminder, counted this month. */
  recoveredCarts: number;
}

/** Shoppers whose consent to each topic stands now (their last change gave it). */
export interface SubscriberCounts {
  newsletter: number;
  orderReminders: number;
  backInStock: number;
  /** Accounts with at least one of them. */
  anyTopic: number;
}

interface SubscriberRow {
  email: string;
  firstName: string;
  lastName: string;
  topic: ConsentTopic;
  since: Date;
  source: string;
}

/** The back office's view of consents and retention: counts, the subscriber CSV, the dashboard's figures. ADMIN only. */
export class RetentionReportService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Each user's standing consents: the last event per topic, granted. */
  private standing() {
    return this.prisma.$queryRaw<SubscriberRow[]>`
      SELECT u."email", u."firstName", u."lastName", last."topic", last."createdAt" AS since, last."source"
      FROM (
        SELECT DISTINCT ON (e."userId", e."topic") e."userId", e."topic", e."granted", e."createdAt", e."source"
        FROM "ConsentEvent" e
        ORDER BY e."userId", e."topic", e."createdAt" DESC, e."id" DESC
      ) last
      JOIN "User" u ON u."id" = last."userId" AND u."deactivatedAt" IS NULL
      WHERE last."granted" = true
      ORDER BY u."email", last."topic"`;
  }

  async subscriberCounts(rc: RequestContext): Promise<SubscriberCounts> {
    requireAdmin(rc);
    const rows = await this.standing();
    const count = (topic: ConsentTopic) => rows.filter((r) => r.topic === topic).length;
    return {
      newsletter: count('NEWSLETTER'),
      orderReminders: count('ORDER_REMINDERS'),
      backInStock: count('BACK_IN_STOCK'),
      anyTopic: new Set(rows.map((r) => r.email)).size,
    };
  }

  /** Every standing consent, one line per shopper and topic, with since when and how it was given. */
  async subscribersCsv(rc: RequestContext): Promise<string> {
    requireAdmin(rc);
    const rows = await this.standing();
    return csvText(
      ['email', 'first_name', 'last_name', 'topic', 'consented_at', 'how'],
      rows.map((r) => [r.email, r.firstName, r.lastName, r.topic, r.since.toISOString(), r.source]),
    );
  }

  async figures(rc: RequestContext, now = new Date()): Promise<RetentionFigures> {
    requireAdmin(rc);
    const from = monthStart(now);
    const [wishlistAdds, backInStockMailed, [conversions], cartReminders, recoveredCarts] = await Promise.all([
      this.prisma.wishlistItem.count({ where: { createdAt: { gte: from } } }),
      this.prisma.stockAlert.count({ where: { mailedAt: { gte: from } } }),
      this.prisma.$queryRaw<{ n: bigint }[]>`
        SELECT COUNT(*)::bigint AS n FROM "StockAlert" a
        WHERE a."mailedAt" >= ${from} AND EXISTS (
          SELECT 1 FROM "Order" o JOIN "OrderItem" i ON i."orderId" = o."id"
          JOIN "User" u ON u."id" = o."userId"
          WHERE i."productId" = a."productId"
            AND (o."userId" = a."userId" OR u."email" = a."email")
            AND o."status"::text NOT IN ('PENDING', 'CANCELLED')
            AND o."createdAt" >= a."mailedAt"
            AND o."createdAt" < a."mailedAt" + ${`${CONVERSION_DAYS} days`}::interval)`,
      this.prisma.cartReminder.count({ where: { createdAt: { gte: from }, lines: { gt: 0 } } }),
      this.prisma.cartReminder.count({ where: { recoveredAt: { gte: from } } }),
    ]);
    return {
      wishlistAdds,
      backInStockMailed,
      backInStockConversions: Number(conversions?.n ?? 0),
      cartReminders,
      recoveredCarts,
    };
  }
}

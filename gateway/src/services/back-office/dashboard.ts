import { Prisma, type PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from './admin-access.js';
import type { RequestContext } from '../accounts/viewer.js';

/** India Standard Time has no daylight saving: a fixed offset is exact for the shop's days. */
const IST_OFFSET_MS = 330 * 60_000;
const DAILY_SALES_DAYS = 30;

/** Per order, the refunds that did not fail: what a sale is reduced by. */
const REFUNDED_PER_ORDER = Prisma.sql`
  SELECT "orderId", SUM("amount") AS refunded FROM "Refund" WHERE "status"::text <> 'FAILED' GROUP BY "orderId"`;

export interface DailySales {
  /** The shop's calendar day, YYYY-MM-DD (India time). */
  day: string;
  /** Paise. */
  sales: number;
  orders: number;
}

export interface DashboardFigures {
  /** Paise paid this calendar month (India time) for orders still standing, less what was refunded on them. */
  salesThisMonth: number;
  /** Paise refunded (or being refunded) this calendar month, whatever the order. */
  refundsThisMonth: number;
  ordersThisMonth: number;
  /** Paise the automatic offers and codes gave (goods and waived delivery) on those orders. */
  discountsThisMonth: number;
  customers: number;
  products: number;
  /** The last 30 days, oldest first, today last; days without sales are 0. */
  dailySales: DailySales[];
}

/** The first moment of the month `now` is in, India time, as a UTC instant. */
export function monthStart(now: Date): Date {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - IST_OFFSET_MS);
}

/** The shop's calendar day of an instant, YYYY-MM-DD. */
export const shopDay = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The back office's figures. Each is one SQL aggregate; nothing loops over rows here. */
export class DashboardService {
  constructor(private readonly prisma: PrismaClient) {}

  async figures(rc: RequestContext, now = new Date()): Promise<DashboardFigures> {
    requireAdmin(rc);
    const today = shopDay(now);
    const first = shopDay(new Date(now.getTime() - (DAILY_SALES_DAYS - 1) * 86_400_000));
    const from = monthStart(now);
    const [[month], [refunds], customers, products, daily] = await Promise.all([
      // Sales are orders paid and still standing (not cancelled or returned), each net of the
      // refunds on it that did not fail (a partial goodwill refund lowers the sale).
      this.prisma.$queryRaw<{ sales: bigint | null; orders: bigint; discounts: bigint | null }[]>`
        SELECT SUM(GREATEST(o."totalDiscountedPrice" + o."deliveryCharge" + o."codFee" - COALESCE(r.refunded, 0), 0))::bigint AS sales,
               COUNT(o."id")::bigint AS orders,
               SUM(o."couponDiscount" + o."deliveryDiscount")::bigint AS discounts
        FROM "Order" o
        LEFT JOIN (${REFUNDED_PER_ORDER}) r ON r."orderId" = o."id"
        WHERE o."paidAt" >= ${from} AND o."status"::text NOT IN ('CANCELLED', 'RETURNED')`,
      this.prisma.refund
        .aggregate({
          where: { createdAt: { gte: from }, status: { not: 'FAILED' } },
          _sum: { amount: true },
        })
        .then((r) => [r]),
      this.prisma.user.count({ where: { role: 'CUSTOMER' } }),
      this.prisma.product.count({ where: { deletedAt: null } }),
      // One query: every day of the window (generate_series) joined with that day's paid orders.
      this.prisma.$queryRaw<{ day: string; sales: bigint; orders: bigint }[]>`
        SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
               COALESCE(SUM(GREATEST(o."totalDiscountedPrice" + o."deliveryCharge" + o."codFee" - COALESCE(r.refunded, 0), 0)), 0)::bigint AS sales,
               COUNT(o."id")::bigint AS orders
        FROM (
          -- Plain timestamps throughout ("paidAt" is UTC without a zone), so the database
          -- session's time zone never shifts a day.
          SELECT gs::date AS day
          FROM generate_series(${first}::timestamp, ${today}::timestamp, interval '1 day') AS gs
        ) d
        LEFT JOIN "Order" o
          ON o."paidAt" >= d.day::timestamp - interval '330 minutes'
         AND o."paidAt" < d.day::timestamp + interval '1 day' - interval '330 minutes'
         AND o."status"::text NOT IN ('CANCELLED', 'RETURNED')
        LEFT JOIN (${REFUNDED_PER_ORDER}) r ON r."orderId" = o."id"
        GROUP BY d.day
        ORDER BY d.day`,
    ]);
    return {
      salesThisMonth: Number(month?.sales ?? 0),
      refundsThisMonth: refunds?._sum.amount ?? 0,
      ordersThisMonth: Number(month?.orders ?? 0),
      discountsThisMonth: Number(month?.discounts ?? 0),
      customers,
      products,
      dailySales: daily.map((d) => ({ day: d.day, sales: Number(d.sales), orders: Number(d.orders) })),
    };
  }
}

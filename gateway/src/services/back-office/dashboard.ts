import { Prisma, type PrismaClient } from '../../db/generated/client/client.js';
import { requireAdmin } from '../accounts/access.js';
import type { RequestContext } from '../accounts/viewer.js';
import { addDays, monthStart, shopDay, shopDayStart } from '../shop-time.js';

const DAILY_SALES_DAYS = 30;

/** Per order, the refunds that did not fail: what a sale is reduced by. */
const REFUNDED_PER_ORDER = Prisma.sql`
  SELECT "orderId", SUM("amount") AS refunded FROM "Refund" WHERE "status"::text <> 'FAILED' GROUP BY "orderId"`;

export interface DailySales {
  /** The shop's calendar day, YYYY-MM-DD (in the shop's time zone). */
  day: string;
  /** Paise. */
  sales: number;
  orders: number;
}

export interface DashboardFigures {
  /** Paise paid this calendar month (the shop's) for orders still standing, less what was refunded on them. */
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
  /** salesThisMonth split by how it was paid: online (prepaid)… */
  prepaidSalesThisMonth: number;
  /** …and cash on delivery (counted only once the cash was recorded as collected). */
  codSalesThisMonth: number;
  /** Paise of cash-on-delivery orders placed and standing whose cash is not collected yet, and how many. */
  codToCollect: number;
  codOrdersToCollect: number;
  /** Of the cash-on-delivery parcels shipped this month, the share refused at the door (0 to 1). */
  returnToOriginRate: number;
}

/** An instant as the UTC wall time PostgreSQL's timestamps without a zone hold: "2026-11-27 18:30:00.000". */
const utcText = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

/** The back office's figures. Each is one SQL aggregate; nothing loops over rows here. */
export class DashboardService {
  constructor(private readonly prisma: PrismaClient) {}

  async figures(rc: RequestContext, now = new Date()): Promise<DashboardFigures> {
    requireAdmin(rc);
    // The last 30 shop days, today last (counted as calendar days: one with a change of clock is not 24 hours).
    const today = shopDay(now);
    const days = Array.from({ length: DAILY_SALES_DAYS }, (_, i) => addDays(today, i - DAILY_SALES_DAYS + 1));
    const from = monthStart(now);
    // The window the sales figures need: the last 30 days and this month (one may start before the other).
    const firstDay = shopDay(from) < days[0]! ? shopDay(from) : days[0]!;
    // Every shop day of the window, and tomorrow (a payment stamped ahead of the clock), by their first
    // instants, worked out here with the zone's real offsets: SQL puts each payment between two of them
    // (width_bucket, a binary search), which costs far less per row than converting it to the zone.
    const windowDays: string[] = [];
    for (let d = firstDay; d <= addDays(today, 1); d = addDays(d, 1)) windowDays.push(d);
    const starts = windowDays.map((d) => utcText(shopDayStart(d)!));
    const since = shopDayStart(firstDay)!;
    const [byBucket, [refunds], customers, products, [collect], [rto]] = await Promise.all([
      // Every sale of the window in one pass over the "paidAt" index, by shop day and payment method;
      // the month, the daily chart and the split by method are sums of these rows. Sales are orders
      // paid and still standing (not cancelled or returned), each net of the refunds on it that did
      // not fail (a partial goodwill refund lowers the sale).
      this.prisma.$queryRaw<
        { bucket: number; method: string; sales: bigint | null; orders: bigint; discounts: bigint | null }[]
      >`
        SELECT g.bucket, g.method::text AS method, g.sales, g.orders, g.discounts
        FROM (
          -- Grouped by the day's number and the enum (hashed), the text made for the sixty groups only.
          -- "paidAt" is UTC without a zone, as are the days' first instants.
          SELECT width_bucket(o."paidAt", ${starts}::timestamp[]) AS bucket, o."paymentMethod" AS method,
                 SUM(GREATEST(o."totalDiscountedPrice" + o."deliveryCharge" + o."codFee" - COALESCE(r.refunded, 0), 0))::bigint AS sales,
                 COUNT(*)::bigint AS orders,
                 SUM(o."couponDiscount" + o."deliveryDiscount")::bigint AS discounts
          FROM "Order" o
          LEFT JOIN (${REFUNDED_PER_ORDER}) r ON r."orderId" = o."id"
          WHERE o."paidAt" >= ${since} AND o."status" NOT IN ('CANCELLED', 'RETURNED')
          GROUP BY 1, 2
        ) g`,
      this.prisma.refund
        .aggregate({
          where: { createdAt: { gte: from }, status: { not: 'FAILED' } },
          _sum: { amount: true },
        })
        .then((r) => [r]),
      this.prisma.user.count({ where: { role: 'CUSTOMER' } }),
      this.prisma.product.count({ where: { deletedAt: null } }),
      // The status compared as the enum (not as text) so that Order(paymentMethod, paidAt, status) answers.
      this.prisma.$queryRaw<{ amount: bigint | null; orders: bigint }[]>`
        SELECT SUM(o."totalDiscountedPrice" + o."deliveryCharge" + o."codFee")::bigint AS amount, COUNT(*)::bigint AS orders
        FROM "Order" o
        WHERE o."paymentMethod" = 'COD' AND o."paidAt" IS NULL AND o."archivedAt" IS NULL
          AND o."status" IN ('PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED')`,
      this.prisma.$queryRaw<{ shipped: bigint; refused: bigint }[]>`
        SELECT COUNT(*)::bigint AS shipped, COUNT(*) FILTER (WHERE o."status" = 'RETURN_TO_ORIGIN')::bigint AS refused
        FROM "Order" o
        WHERE o."paymentMethod" = 'COD' AND o."shippedAt" >= ${from}`,
    ]);
    // Bucket i (1-based) is the payments from windowDays[i - 1]'s first instant to the next day's.
    const byDay = byBucket.map((r) => ({ ...r, day: windowDays[Number(r.bucket) - 1]! }));
    const thisMonth = shopDay(from);
    const monthRows = byDay.filter((d) => d.day >= thisMonth);
    const total = (rows: typeof byDay, field: 'sales' | 'orders' | 'discounts') =>
      rows.reduce((t, r) => t + Number(r[field] ?? 0), 0);
    const month = {
      sales: total(monthRows, 'sales'),
      orders: total(monthRows, 'orders'),
      discounts: total(monthRows, 'discounts'),
    };
    const byMethod = ['PREPAID', 'COD'].map((method) => ({
      method,
      sales: total(
        monthRows.filter((r) => r.method === method),
        'sales',
      ),
    }));
    const daily: DailySales[] = days.map((day) => {
      const rows = byDay.filter((r) => r.day === day);
      return { day, sales: total(rows, 'sales'), orders: total(rows, 'orders') };
    });
    const salesBy = (method: string) => Number(byMethod.find((m) => m.method === method)?.sales ?? 0);
    const shipped = Number(rto?.shipped ?? 0);
    return {
      salesThisMonth: month.sales,
      refundsThisMonth: refunds?._sum.amount ?? 0,
      ordersThisMonth: month.orders,
      discountsThisMonth: month.discounts,
      customers,
      products,
      dailySales: daily,
      prepaidSalesThisMonth: salesBy('PREPAID'),
      codSalesThisMonth: salesBy('COD'),
      codToCollect: Number(collect?.amount ?? 0),
      codOrdersToCollect: Number(collect?.orders ?? 0),
      returnToOriginRate: shipped ? Number(rto?.refused ?? 0) / shipped : 0,
    };
  }
}

// The back office's kept figures (decision 048) against what counting and summing the rows says,
// after every kind of write: orders placed, paid, cancelled with a refund and a credit note,
// returned, archived through the API, and changed by raw SQL (a writer the shop does not know).
// The order list's total comes from "OrderTally", the GST month from "GstDailyTotal", the
// dashboard from one grouped pass; each must equal count(*) / sum over the rows. Also: the GST CSV
// is streamed, its first documents handed out before the later batches are read.
// On PGlite by default; TEST_DATABASE_URL=postgresql://… runs it on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../../src/db/generated/client/client.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { forceStatus, seededAdmin, SET_STATUS, type Admin } from '../support/admin.js';
import { paidOrder, productIn } from '../support/paid-orders.js';
import { addToCart, createOrder, newShopper } from '../support/buying.js';
import { expectGstDailyTotalsMatch } from '../support/gst-days.js';
import { countingRawReads } from '../support/counting-prisma.js';
import { GstReportService } from '../../src/services/tax/gst-report.js';
import { monthStart, shopDay } from '../../src/services/shop-time.js';

let shop: TestShop;
let admin: Admin;
let shirt: Awaited<ReturnType<typeof productIn>>;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
  shirt = await productIn(shop, 'men/clothing/shirts', { maxPrice: 2500_00, stock: 50 });
});
afterAll(() => shop?.stop());

const LIST = `query ($status: [OrderStatus!], $payment: AdminOrderPaymentFilter, $search: String) {
  adminOrders(status: $status, payment: $payment, search: $search, pageSize: 5) { totalElements } }`;

/** The list's total for each filter the tally answers (and one it does not) equals count(*). */
async function checkOrderTotals() {
  const cases: [Record<string, unknown>, Prisma.OrderWhereInput][] = [
    [{}, {}],
    [{ status: ['PLACED'] }, { status: 'PLACED' }],
    [{ status: ['CANCELLED', 'PENDING', 'RETURNED'] }, { status: { in: ['CANCELLED', 'PENDING', 'RETURNED'] } }],
    [{ payment: 'PREPAID' }, { paymentMethod: 'PREPAID' }],
    [{ payment: 'COD' }, { paymentMethod: 'COD' }],
    [
      { payment: 'COD', status: ['PLACED', 'DELIVERED'] },
      { paymentMethod: 'COD', status: { in: ['PLACED', 'DELIVERED'] } },
    ],
    [
      { payment: 'COD_TO_COLLECT' },
      { paymentMethod: 'COD', paidAt: null, status: { in: ['PLACED', 'CONFIRMED', 'SHIPPED', 'DELIVERED'] } },
    ],
    // Both hold: the statuses asked for among those still to collect (it once replaced them).
    [
      { payment: 'COD_TO_COLLECT', status: ['SHIPPED', 'CANCELLED'] },
      { paymentMethod: 'COD', paidAt: null, status: 'SHIPPED' },
    ],
  ];
  for (const [variables, where] of cases) {
    const { body } = await admin.gql(LIST, variables);
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const counted = await shop.db.prisma.order.count({ where: { archivedAt: null, ...where } });
    expect({ variables, total: body.data.adminOrders.totalElements }).toEqual({ variables, total: counted });
  }
  // No tally row goes below zero (a decrement without its increment would).
  const tally = await shop.db.prisma.$queryRaw<{ status: string; method: string; orders: bigint }[]>`
    SELECT "status"::text AS status, "paymentMethod"::text AS method, SUM("orders")::bigint AS orders
    FROM "OrderTally" GROUP BY 1, 2`;
  for (const row of tally) expect(Number(row.orders)).toBeGreaterThanOrEqual(0);
}

/** "GstDailyTotal" equals the documents' lines summed by shop day, kind and rate. */
async function checkGstDaily() {
  expect(await expectGstDailyTotalsMatch(shop)).toBeGreaterThan(0);
}

/** The GST month's summary equals the sums of its own CSV's rows. */
async function checkGstMonth() {
  const month = shopDay(new Date()).slice(0, 7);
  const res = await fetch(`${shop.url}/api/admin/gst/${month}.csv`, { headers: admin.headers });
  expect(res.status).toBe(200);
  const rows = (await res.text())
    .trim()
    .split('\r\n')
    .slice(1)
    .map((r) => r.split(','));
  const paise = (text: string) => Math.round(Number(text) * 100);
  const { body } = await admin.gql(
    `query ($m: String!) { adminGstMonth(month: $m) { invoices creditNotes
      rates { rate invoiced { taxable cgst sgst igst total } credited { taxable cgst sgst igst total } } } }`,
    { m: month },
  );
  const summary = body.data.adminGstMonth;
  const distinct = (kind: string) => new Set(rows.filter((r) => r[0] === kind).map((r) => r[1])).size;
  expect([summary.invoices, summary.creditNotes]).toEqual([distinct('Invoice'), distinct('Credit note')]);
  for (const r of summary.rates as { rate: number; invoiced: any; credited: any }[]) {
    for (const [kind, sums] of [
      ['Invoice', r.invoiced],
      ['Credit note', r.credited],
    ] as const) {
      const mine = rows.filter((x) => x[0] === kind && Number(x[6]) === r.rate);
      const field = (i: number) => mine.reduce((t, x) => t + paise(x[i]!), 0);
      expect([sums.taxable, sums.cgst, sums.sgst, sums.igst, sums.total]).toEqual([7, 8, 9, 10, 11].map(field));
    }
  }
  expect(new Set(summary.rates.map((r: { rate: number }) => r.rate))).toEqual(new Set(rows.map((r) => Number(r[6]))));
}

/** The dashboard's sales figures equal the rows summed as the dashboard defines them. */
async function checkDashboard() {
  const { body } = await admin.gql(
    `{ adminDashboard { salesThisMonth ordersThisMonth prepaidSalesThisMonth codSalesThisMonth dailySales { day sales orders } } }`,
  );
  const figures = body.data.adminDashboard;
  const now = new Date();
  const orders = await shop.db.prisma.order.findMany({
    where: { paidAt: { not: null }, status: { notIn: ['CANCELLED', 'RETURNED'] } },
    include: { refunds: true },
  });
  const sale = (o: (typeof orders)[number]) =>
    Math.max(
      o.totalDiscountedPrice +
        o.deliveryCharge +
        o.codFee -
        o.refunds.filter((r) => r.status !== 'FAILED').reduce((t, r) => t + r.amount, 0),
      0,
    );
  const month = orders.filter((o) => o.paidAt! >= monthStart(now));
  expect(figures.salesThisMonth).toBe(month.reduce((t, o) => t + sale(o), 0));
  expect(figures.ordersThisMonth).toBe(month.length);
  for (const method of ['PREPAID', 'COD'] as const) {
    const sum = month.filter((o) => o.paymentMethod === method).reduce((t, o) => t + sale(o), 0);
    expect(figures[method === 'COD' ? 'codSalesThisMonth' : 'prepaidSalesThisMonth']).toBe(sum);
  }
  const today = figures.dailySales.at(-1);
  const ofToday = orders.filter((o) => shopDay(o.paidAt!) === shopDay(now));
  expect(today).toEqual({
    day: shopDay(now),
    sales: ofToday.reduce((t, o) => t + sale(o), 0),
    orders: ofToday.length,
  });
}

async function checkAll() {
  await checkOrderTotals();
  await checkGstDaily();
  await checkGstMonth();
  await checkDashboard();
}

describe('the back office kept figures', () => {
  it('match count(*) and sum after orders are placed, paid, cancelled, refunded, returned and archived', async () => {
    await checkAll();
    const first = await paidOrder(shop, [shirt]);
    const second = await paidOrder(shop, [shirt]);
    const s = await newShopper(shop, 'tally-unpaid');
    await addToCart(s, shirt.id, shirt.sizes[0]!.name);
    const unpaid = (await createOrder(s)).body.data.createOrder.id as string;
    await checkAll();

    // Cancelled unpaid; cancelled paid (a refund and a credit note); delivered, then returned (the same).
    expect((await admin.gql(SET_STATUS, { id: unpaid, status: 'CANCELLED' })).body.errors).toBeUndefined();
    expect((await admin.gql(SET_STATUS, { id: first.orderId, status: 'CANCELLED' })).body.errors).toBeUndefined();
    await forceStatus(shop, second.orderId, 'DELIVERED');
    const returned = await admin.gql(SET_STATUS, { id: second.orderId, status: 'RETURNED' });
    expect(returned.body.errors).toBeUndefined();
    expect(await shop.db.prisma.creditNote.count({ where: { orderId: { in: [first.orderId, second.orderId] } } })).toBe(
      2,
    );
    await checkAll();

    // Archived through the API, then by raw SQL; a payment method and a status changed by raw SQL.
    expect((await admin.rest('DELETE', `/api/admin/orders/${unpaid}/deleteOrder`)).status).toBe(200);
    await checkAll();
    const third = await paidOrder(shop, [shirt]);
    await shop.db.prisma
      .$executeRaw`UPDATE "Order" SET "paymentMethod" = 'COD', "status" = 'DELIVERED' WHERE "id" = ${third.orderId}`;
    await checkAll();
    await shop.db.prisma.$executeRaw`UPDATE "Order" SET "archivedAt" = now() WHERE "id" = ${first.orderId}`;
    await shop.db.prisma.$executeRaw`UPDATE "Order" SET "archivedAt" = NULL WHERE "id" = ${first.orderId}`;
    await shop.db.prisma.$executeRaw`UPDATE "Order" SET "archivedAt" = now() WHERE "id" = ${second.orderId}`;
    await checkAll();
  });

  it('streams the GST CSV: the first documents are handed out before the later batches are read', async () => {
    const month = shopDay(new Date()).slice(0, 7);
    const documents = await shop.db.prisma.invoice.count({ where: { issuedAt: { gte: monthStart(new Date()) } } });
    expect(documents).toBeGreaterThanOrEqual(3);
    const { client: counting, reads } = countingRawReads(shop.db.prisma);
    const admins = { viewer: { id: admin.id, role: 'ADMIN' as const } };
    const { chunks } = new GstReportService(counting).csv(admins, month, 1);
    const seen: { reads: number; text: string }[] = [];
    for await (const text of chunks) seen.push({ reads: reads(), text: text.toString() });
    // The header before any read; then one batch (one document) per chunk, each handed out as soon
    // as it was read: after the two reads that find each kind's batches, at most two batches are
    // asked for ahead of the one handed out (GST_EXPORT_READ_AHEAD).
    expect(seen[0]).toEqual({ reads: 0, text: expect.stringMatching(/^Document,Number,/) });
    expect(seen[1]!.reads).toBeLessThanOrEqual(2 + 1 + 2);
    expect(seen[1]!.text).toMatch(/^Invoice,/);
    expect(reads()).toBeGreaterThan(documents);
    // Never the whole month read before it is sent (one more batch, the invoices' open end, is empty).
    seen.slice(1).forEach((c, i) => expect(c.reads).toBeLessThanOrEqual(2 + (i + 1) + 2 + 1));
    // And the whole is what the route sends.
    const res = await fetch(`${shop.url}/api/admin/gst/${month}.csv`, { headers: admin.headers });
    expect(await res.text()).toBe(seen.map((c) => c.text).join(''));
  });
});

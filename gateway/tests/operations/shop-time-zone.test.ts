// SHOP_TIME_ZONE: a shop set to New York writes its mails, invoices, GST days and months and the
// dashboard's days by New York's clock; the default shop keeps India time. One moment serves both:
// 02:00 UTC on 1 July 2024 is 22:00 on 30 June in New York and 07:30 on 1 July in India.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { addToCart, newShopper, type Shopper } from '../support/buying.js';
import { pay, placeOrder, productIn } from '../support/paid-orders.js';
import { eventually } from '../support/mail.js';
import { expectGstDailyTotalsMatch } from '../support/gst-days.js';
import { shopDay, shopDayStart, shopTimeZone } from '../../src/services/shop-time.js';
import { syncShopTimeZone } from '../../src/services/shop-time-sync.js';

const MOMENT = new Date('2024-07-01T02:00:00Z');
const FIGURES = `{ adminDashboard { dailySales { day sales orders } } }`;
const GST_MONTH = `query ($m: String!) { adminGstMonth(month: $m) { month invoices } }`;

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tz-'));
  const file = path.join(dir, 'doc.pdf');
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true });
  return text;
}

/**
 * A shopper's order placed (its createdAt moved to MOMENT before it is paid, so the paid mail says
 * that day), paid, its invoice then dated MOMENT too (the trigger moves its GST day).
 */
async function orderAtTheMoment(shop: TestShop): Promise<{ s: Shopper; orderId: string; number: string }> {
  const product = await productIn(shop, 'men/clothing/shirts');
  const s = await newShopper(shop, 'zoned');
  await addToCart(s, product.id, product.sizes[0]!.name);
  const orderId = await placeOrder(s);
  await shop.db.prisma.order.update({ where: { id: orderId }, data: { createdAt: MOMENT } });
  await pay(shop, s, orderId);
  await shop.db.prisma.invoice.update({ where: { orderId }, data: { issuedAt: MOMENT } });
  return { s, orderId, number: orderId.slice(-8).toUpperCase() };
}

/** The paid mail of an order (queued in the payment's transaction). */
const paidMail = (shop: TestShop, number: string) =>
  eventually(() => shop.db.prisma.mail.findFirst({ where: { text: { contains: `${number}, placed on` } } }));

/** "GstDailyTotal" holds exactly the documents' lines summed by the shop's days (of the zone in force). */
async function expectGstDaysRebuilt(shop: TestShop) {
  expect(await expectGstDailyTotalsMatch(shop)).toBeGreaterThan(1);
}

describe('a shop set to America/New_York', () => {
  let shop: TestShop;
  let admin: Admin;
  let order: Awaited<ReturnType<typeof orderAtTheMoment>>;
  beforeAll(async () => {
    // Its database was counted in India time (the seeded demo invoices): the start recounts it.
    shop = await startTestShop({ services: { timeZone: 'America/New_York' } });
    admin = await seededAdmin(shop);
    order = await orderAtTheMoment(shop);
  });
  afterAll(() => shop?.stop());

  it('says its zone to clients and writes it on every page for the browser', async () => {
    expect(shopTimeZone()).toBe('America/New_York');
    const { body } = await shop.graphql('{ shopDetails { timeZone } }');
    expect(body.data.shopDetails.timeZone).toBe('America/New_York');
    const kept = await shop.db.prisma.shopTimeZone.findUniqueOrThrow({ where: { id: 1 } });
    expect(kept.zone).toBe('America/New_York');
    const page = await fetch(`${shop.url}/admin`);
    expect(await page.text()).toMatch(/<html data-time-zone="America\/New_York"/);
  });

  it('renders a page’s dates on the server in its zone, and tells the browser the same zone', async () => {
    const review = await shop.db.prisma.review.findFirstOrThrow({
      where: { text: { not: null }, hiddenAt: null },
      orderBy: { id: 'asc' },
    });
    await shop.db.prisma.review.updateMany({
      where: { productId: review.productId, text: { not: null } },
      data: { reviewedAt: MOMENT },
    });
    const res = await fetch(`${shop.url}/product/id/${review.productId}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toMatch(/<html data-time-zone="America\/New_York"/);
    expect(html).toContain('Reviewed in India on 30 June 2024');
    expect(html).not.toContain('Reviewed in India on 1 July 2024');
  });

  it('dates the order mail and the invoice by New York’s day', async () => {
    const mail = await paidMail(shop, order.number);
    expect(mail.text).toContain(`${order.number}, placed on 30 June 2024`);
    const res = await fetch(`${shop.url}/api/orders/${order.orderId}/invoice`, { headers: order.s.headers });
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain('30 Jun 2024');
    expect(text).not.toContain('1 Jul 2024');
  });

  it('counts the invoice on New York’s day and month in the GST totals', async () => {
    const days = await shop.db.prisma.$queryRaw<{ day: string; documents: number }[]>`
      SELECT to_char("day", 'YYYY-MM-DD') AS day, "documents" FROM "GstDailyTotal"
      WHERE "kind" = 'INVOICE' AND "day" BETWEEN '2024-06-29' AND '2024-07-02' AND "documents" <> 0`;
    expect(days.map((d) => d.day)).toEqual(['2024-06-30']);
    const june = await admin.gql(GST_MONTH, { m: '2024-06' });
    const july = await admin.gql(GST_MONTH, { m: '2024-07' });
    expect(june.body.data.adminGstMonth.invoices).toBe(1);
    expect(july.body.data.adminGstMonth.invoices).toBe(0);
    // The accountant's CSV (rows written by the database) dates it by New York's day, in June's file.
    const csv = await admin.rest('GET', '/api/admin/gst/2024-06.csv');
    expect(csv.status).toBe(200);
    const row = (csv.body as string).split('\r\n').find((line) => line.startsWith('Invoice,'));
    expect(row?.split(',')[2]).toBe('2024-06-30');
    expect((await admin.rest('GET', '/api/admin/gst/2024-07.csv')).body).not.toContain('Invoice,');
    // And the seeded documents were recounted by New York's days when the shop started.
    await expectGstDaysRebuilt(shop);
  });

  it('puts a sale paid at 23:59:30 New York time on that day, though it is the next day in UTC and India', async () => {
    const before = (await admin.gql(FIGURES)).body.data.adminDashboard.dailySales;
    const today = shopDay(new Date());
    expect(before.at(-1).day).toBe(today);
    const paidAt = new Date(shopDayStart(today)!.getTime() - 30_000);
    const row = await shop.db.prisma.order.update({ where: { id: order.orderId }, data: { paidAt } });
    const after = (await admin.gql(FIGURES)).body.data.adminDashboard.dailySales;
    const amount = row.totalDiscountedPrice + row.deliveryCharge + row.codFee;
    // The order had been paid today (in its test run); now yesterday, by New York's clock.
    expect(after.at(-2).sales - before.at(-2).sales).toBe(amount);
    expect(before.at(-1).sales - after.at(-1).sales).toBe(amount);
  });

  it('recounts the GST days in one go when the zone changes back', async () => {
    expect(await syncShopTimeZone(shop.db.prisma, 'Asia/Kolkata')).toEqual({
      before: 'America/New_York',
      rebuilt: true,
    });
    const days = await shop.db.prisma.$queryRaw<{ day: string }[]>`
      SELECT to_char("day", 'YYYY-MM-DD') AS day FROM "GstDailyTotal"
      WHERE "kind" = 'INVOICE' AND "day" BETWEEN '2024-06-29' AND '2024-07-02' AND "documents" <> 0`;
    expect(days.map((d) => d.day)).toEqual(['2024-07-01']);
    expect(await syncShopTimeZone(shop.db.prisma, 'Asia/Kolkata')).toEqual({ before: 'Asia/Kolkata', rebuilt: false });
    await expect(syncShopTimeZone(shop.db.prisma, 'Nowhere/Land')).rejects.toThrow(
      'SHOP_TIME_ZONE "Nowhere/Land" is not a time zone the database knows',
    );
  });
});

describe('a shop with no SHOP_TIME_ZONE', () => {
  let shop: TestShop;
  let order: Awaited<ReturnType<typeof orderAtTheMoment>>;
  beforeAll(async () => {
    shop = await startTestShop();
    order = await orderAtTheMoment(shop);
  });
  afterAll(() => shop?.stop());

  it('keeps India time: the mail, the invoice and the GST day say 1 July', async () => {
    expect(shopTimeZone()).toBe('Asia/Kolkata');
    expect((await shop.graphql('{ shopDetails { timeZone } }')).body.data.shopDetails.timeZone).toBe('Asia/Kolkata');
    expect((await paidMail(shop, order.number)).text).toContain(`${order.number}, placed on 1 July 2024`);
    const res = await fetch(`${shop.url}/api/orders/${order.orderId}/invoice`, { headers: order.s.headers });
    expect(pdfText(Buffer.from(await res.arrayBuffer()))).toContain('1 Jul 2024');
    const days = await shop.db.prisma.$queryRaw<{ day: string }[]>`
      SELECT to_char("day", 'YYYY-MM-DD') AS day FROM "GstDailyTotal"
      WHERE "kind" = 'INVOICE' AND "day" BETWEEN '2024-06-29' AND '2024-07-02' AND "documents" <> 0`;
    expect(days.map((d) => d.day)).toEqual(['2024-07-01']);
    await expectGstDaysRebuilt(shop);
  });
});

// The documents themselves: invoice and credit note PDFs read back as text (pdftotext), who may
// fetch them, what GraphQL says about them, and the accountant's month (CSV and totals by rate).
// GST_SHOTS=/some/dir also renders each PDF's first page there as PNG (pdftoppm), to look at.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { ADDRESS, newShopper, type Shopper } from '../support/buying.js';
import { bearer, signin } from '../support/accounts.js';
import { paidOrder, productIn } from '../support/paid-orders.js';
import { shopDay } from '../../src/services/shop-time.js';

let shop: TestShop;
let admin: Record<string, string>;
let buyer: Shopper;
let orderId: string;
beforeAll(async () => {
  shop = await startTestShop();
  admin = bearer((await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password)).body.jwt);
  // A shirt within the apparel threshold (5 %) beside a watch (18 %): the month's CSV has two rates.
  const shirt = await productIn(shop, 'men/clothing/shirts', { maxPrice: 2500_00 });
  const watch = await productIn(shop, 'women/accessories/watch');
  ({ s: buyer, orderId } = await paidOrder(shop, [shirt, watch], {
    ...ADDRESS,
    state: 'Tamil Nadu',
    zipCode: '600001',
  }));
});
afterAll(() => shop?.stop());

/** The PDF's text as pdftotext reads it (layout kept), and a PNG of page 1 when GST_SHOTS is set. */
function pdfText(pdf: Buffer, name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gst-'));
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  if (process.env.GST_SHOTS) {
    fs.mkdirSync(process.env.GST_SHOTS, { recursive: true });
    execFileSync('pdftoppm', ['-r', '110', '-png', '-singlefile', file, path.join(process.env.GST_SHOTS, name)]);
  }
  fs.rmSync(dir, { recursive: true });
  return text;
}

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${shop.url}${url}`, { headers });
const pdfOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('the invoice PDF', () => {
  it('carries what a GST invoice needs, as real text, ₹ included', async () => {
    const invoice = await shop.db.prisma.invoice.findUniqueOrThrow({ where: { orderId } });
    const res = await get(`/api/orders/${orderId}/invoice`, buyer.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await pdfOf(res), 'invoice');
    for (const expected of [
      'TAX INVOICE',
      'SAMPLE — not a valid tax invoice',
      `Invoice number: ${invoice.number}`,
      'GSTIN: 29AAHCK1234M1ZA',
      'Kapda Retail Private Limited (sample)',
      // The address the shop's footer gives, and the order's number as every page quotes it.
      // (the PIN code wraps to the next line)
      '4th Floor, 21 Residency Road, Bengaluru, Karnataka',
      `Order: #${orderId.slice(-8).toUpperCase()}`,
      'Asha Verma',
      'Place of supply: Tamil Nadu (33)',
      'IGST (₹)',
      '6205',
      '9102',
      '18%',
      `₹${(invoice.total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
      'Amount in words: Rupees',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CGST');
  });

  it('is the buyer’s or an admin’s: another customer gets 404, a visitor 401', async () => {
    const stranger = await newShopper(shop, 'stranger');
    expect((await get(`/api/orders/${orderId}/invoice`, stranger.headers)).status).toBe(404);
    expect((await get(`/api/orders/${orderId}/invoice`)).status).toBe(401);
    expect((await get(`/api/orders/${orderId}/invoice`, admin)).status).toBe(200);
    expect((await get(`/api/orders/no-such-order/invoice`, admin)).status).toBe(404);
  });
});

describe('CGST and SGST on the invoice PDF', () => {
  it('are equal halves on every line and in the totals within the seller’s state', async () => {
    // ₹1,049.00 at 5 %: the tax inside is ₹49.9524, whose rounding to ₹49.95 once split as ₹24.98 + ₹24.97.
    const shirt = await productIn(shop, 'men/clothing/shirts', { maxPrice: 2500_00 });
    await shop.db.prisma.product.update({
      where: { id: shirt.id },
      data: { price: 1499_00, discountedPrice: 1049_00 },
    });
    const { s, orderId: within } = await paidOrder(shop, [shirt]);
    const text = pdfText(await pdfOf(await get(`/api/orders/${within}/invoice`, s.headers)), 'invoice-within');
    // The table's rows end "… rate% CGST SGST total"; the totals have a CGST and an SGST row.
    const rows = [...text.matchAll(/\s\d+%\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s+[\d,]+\.\d\d\s*$/gm)];
    expect(rows.length).toBeGreaterThan(0);
    for (const [, cgst, sgst] of rows) expect(cgst).toBe(sgst);
    expect(text).toMatch(/5%\s+24\.98\s+24\.98\s+1,049\.00/);
    const cgst = /^\s*CGST\s+(₹[\d,.]+)\s*$/m.exec(text)?.[1];
    const sgst = /^\s*SGST\s+(₹[\d,.]+)\s*$/m.exec(text)?.[1];
    expect(cgst).toBeDefined();
    expect(cgst).toBe(sgst);
  });
});

describe('credit notes and the accountant’s month', () => {
  it('a cancelled order’s credit note is a PDF at its URL-encoded number, listed by GraphQL with the invoice', async () => {
    expect(
      (await fetch(`${shop.url}/api/admin/orders/${orderId}/cancel`, { method: 'PUT', headers: admin })).status,
    ).toBe(200);
    const { body } = await buyer.gql(
      `query ($id: ID!) { order(id: $id) { invoice { number issuedAt url total } creditNotes { number reason total url } } }`,
      { id: orderId },
    );
    const { invoice, creditNotes } = body.data.order;
    expect(invoice.url).toBe(`/api/orders/${orderId}/invoice`);
    expect(creditNotes).toHaveLength(1);
    const [note] = creditNotes;
    expect(note).toMatchObject({ reason: 'Order cancelled', total: invoice.total });
    expect(note.url).toBe(`/api/orders/${orderId}/credit-notes/${encodeURIComponent(note.number)}`);
    const res = await get(note.url, buyer.headers);
    expect(res.status).toBe(200);
    const text = pdfText(await pdfOf(res), 'credit-note');
    for (const expected of [
      'CREDIT NOTE',
      `Credit note number: ${note.number}`,
      `Against invoice: ${invoice.number}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Reason: Order cancelled');
    expect(
      (await get(`/api/orders/${orderId}/credit-notes/${encodeURIComponent('CN/1999-00/000001')}`, admin)).status,
    ).toBe(404);
  });

  it('the month exports one CSV row per document and rate, and its totals by rate add up', async () => {
    const month = shopDay(new Date()).slice(0, 7);
    const res = await get(`/api/admin/gst/${month}.csv`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await res.text()).trim().split('\r\n');
    expect(rows[0]).toBe(
      'Document,Number,Date,Against invoice,Place of supply,State code,Rate %,Taxable value,CGST,SGST,IGST,Total',
    );
    // The month also holds the sample shop's invoices: this order's documents are found by number.
    const { number } = await shop.db.prisma.invoice.findUniqueOrThrow({ where: { orderId } });
    const invoiceRows = rows.filter((r) => r.startsWith(`Invoice,${number},`));
    const noteRows = rows.filter((r) => r.startsWith('Credit note,') && r.split(',')[3] === number);
    expect(invoiceRows.map((r) => r.split(',')[6]).sort()).toEqual(['18', '5']);
    expect(noteRows).toHaveLength(2);
    expect(invoiceRows[0]).toContain(',Tamil Nadu,33,');

    const { body } = await shop.graphql(
      `query ($m: String!) { adminGstMonth(month: $m) { month invoices creditNotes csvUrl
        rates { rate invoiced { taxable cgst sgst igst total } credited { total } } } }`,
      { m: month },
      admin,
    );
    const summary = body.data.adminGstMonth;
    // The summary counts the documents the CSV lists, and its rates are the CSV's.
    const distinct = (kind: string) =>
      new Set(rows.filter((r) => r.startsWith(`${kind},`)).map((r) => r.split(',')[1]));
    expect(summary).toMatchObject({
      month,
      invoices: distinct('Invoice').size,
      creditNotes: distinct('Credit note').size,
      csvUrl: `/api/admin/gst/${month}.csv`,
    });
    const csvRates = [...new Set(rows.slice(1).map((r) => Number(r.split(',')[6])))].sort((a, b) => a - b);
    expect(summary.rates.map((r: { rate: number }) => r.rate)).toEqual(csvRates);
    expect(csvRates).toEqual(expect.arrayContaining([5, 18]));
    for (const r of summary.rates) {
      expect(r.invoiced.taxable + r.invoiced.cgst + r.invoiced.sgst + r.invoiced.igst).toBeCloseTo(r.invoiced.total, 2);
      expect(r.credited.total).toBeLessThanOrEqual(r.invoiced.total);
    }
    expect((await get('/api/admin/gst/2026-13.csv', admin)).status).toBe(400);
    expect((await get(`/api/admin/gst/${month}.csv`, buyer.headers)).status).toBe(403);
  });
});

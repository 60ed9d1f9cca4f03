// The GST month's CSV, its fields made by PostgreSQL (decision 050) and written by csvText (decision
// 058): byte for byte what the gateway wrote before (the reference below is that code; none of these
// fields starts a formula), and the stored copy of a closed month: written on
// the first export, read on the next, and not read once the month's documents have changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { insertSyntheticOrders } from '../../../scripts/synthetic-orders.js';
import { GstReportService } from '../../src/services/tax/gst-report.js';
import { GstExportCopies } from '../../src/services/tax/gst-export-copies.js';
import { shopDay } from '../../src/services/shop-time.js';
import { byRate, type TaxLine } from '../../src/services/tax/tax-lines.js';
import type { PrismaClient } from '../../src/db/generated/client/client.js';
import { countingRawReads } from '../support/counting-prisma.js';

let shop: TestShop;
let admin: Admin;
let dir: string;
const MONTH = '2025-06';
const FROM = new Date('2025-05-31T18:30:00.000Z');
const TO = new Date('2025-06-30T18:30:00.000Z');
const admins = () => ({ viewer: { id: admin.id, role: 'ADMIN' as const } });

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gst-copies-'));
  shop = await startTestShop({ services: { gstExportDir: dir } });
  admin = await seededAdmin(shop);
  const prisma = shop.db.prisma;
  await insertSyntheticOrders(prisma, 60);
  // The synthetic invoices moved into June 2025: one on the month's first instant, one on its
  // last millisecond, one just after it (July's), the rest through the month; some with several
  // lines at several rates, places with a comma and a quote, a number with a comma.
  await prisma.$executeRawUnsafe(`
    WITH n AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM "Invoice" WHERE id LIKE 'bulkinv%')
    UPDATE "Invoice" i SET "issuedAt" = CASE n.k
        WHEN 1 THEN timestamp '2025-05-31 18:30:00' WHEN 2 THEN timestamp '2025-06-30 18:29:59.999'
        WHEN 3 THEN timestamp '2025-06-30 18:30:00' ELSE timestamp '2025-05-31 18:30:00' + n.k * interval '11 hours 7 minutes' END,
      "placeOfSupplyName" = CASE WHEN n.k % 5 = 0 THEN 'Dadra, "Nagar" Haveli' ELSE i."placeOfSupplyName" END,
      "number" = CASE WHEN n.k = 7 THEN 'INV/2025,7' ELSE i."number" END,
      "lines" = CASE WHEN n.k % 4 = 0 THEN i."lines" || jsonb_build_array(
          jsonb_build_object('description', 'Shoes', 'hsn', '6403', 'quantity', 1, 'rate', 1800, 'amount', 118001,
            'taxable', 100001, 'cgst', 0, 'sgst', 0, 'igst', 18000),
          jsonb_build_object('description', 'Socks', 'hsn', '6115', 'quantity', 2, 'rate', 500, 'amount', 105,
            'taxable', 100, 'cgst', 3, 'sgst', 2, 'igst', 0),
          jsonb_build_object('description', 'Scarf', 'hsn', '6214', 'quantity', 1, 'rate', 250, 'amount', 7,
            'taxable', 7, 'cgst', 0, 'sgst', 0, 'igst', 0))
        ELSE i."lines" END
    FROM n WHERE n.id = i.id`);
  // Credit notes against some of them, in the month, one of them after July began.
  await prisma.$executeRawUnsafe(`
    INSERT INTO "CreditNote" (id, number, "invoiceId", "orderId", "issuedAt", reason, lines, taxable, cgst, sgst, igst, total)
    SELECT 'cn' || i.id, 'CN/' || i."number", i.id, i."orderId",
      CASE WHEN row_number() OVER (ORDER BY i.id) = 1 THEN timestamp '2025-07-01 00:00' ELSE i."issuedAt" + interval '1 day' END,
      'Returned', i."lines", i.taxable, i.cgst, i.sgst, i.igst, i.total
    FROM "Invoice" i WHERE i.id LIKE 'bulkinv%' AND i."issuedAt" < timestamp '2025-06-20' AND right(i.id, 1) < '8'`);
});
afterAll(async () => {
  await shop?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function text(chunks: AsyncIterable<string | Buffer>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const c of chunks) parts.push(Buffer.from(c));
  return Buffer.concat(parts).toString('utf8');
}

/** The export as the gateway wrote it before decision 050: the documents read, each row formatted here. */
async function reference(prisma: PrismaClient): Promise<string> {
  const csvAmount = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
  const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  type Doc = {
    number: string;
    issuedAt: Date;
    lines: TaxLine[];
    placeOfSupply: string;
    placeOfSupplyName: string;
    against: string;
  };
  const invoices = await prisma.$queryRaw<Doc[]>`
    SELECT i."number", i."issuedAt", i."lines", i."placeOfSupply", i."placeOfSupplyName", '' AS against
    FROM "Invoice" i WHERE i."issuedAt" >= ${FROM} AND i."issuedAt" < ${TO} ORDER BY i."issuedAt", i."number"`;
  const notes = await prisma.$queryRaw<Doc[]>`
    SELECT n."number", n."issuedAt", n."lines", i."placeOfSupply", i."placeOfSupplyName", i."number" AS against
    FROM "CreditNote" n JOIN "Invoice" i ON i."id" = n."invoiceId"
    WHERE n."issuedAt" >= ${FROM} AND n."issuedAt" < ${TO} ORDER BY n."issuedAt", n."number"`;
  let out =
    'Document,Number,Date,Against invoice,Place of supply,State code,Rate %,Taxable value,CGST,SGST,IGST,Total\r\n';
  for (const [kind, docs] of [
    ['Invoice', invoices],
    ['Credit note', notes],
  ] as const) {
    for (const d of docs) {
      for (const r of byRate(d.lines)) {
        out +=
          [
            kind,
            d.number,
            shopDay(d.issuedAt),
            d.against,
            d.placeOfSupplyName,
            d.placeOfSupply,
            String(r.rate / 100),
            ...[r.taxable, r.cgst, r.sgst, r.igst, r.total].map(csvAmount),
          ]
            .map(csvField)
            .join(',') + '\r\n';
      }
    }
  }
  return out;
}

const copies = () => fs.readdirSync(dir).filter((f) => f.startsWith(`gst-${MONTH}-`));

describe('the GST CSV read by PostgreSQL, written by csvText', () => {
  it('is byte for byte what the gateway wrote before, in batches of any size', async () => {
    const before = await reference(shop.db.prisma);
    expect(before).toContain('"Dadra, ""Nagar"" Haveli"');
    expect(before).toContain('"INV/2025,7"');
    expect(before).toMatch(/,2\.5,0\.07,/);
    expect(before).toContain('Credit note,');
    const service = new GstReportService(shop.db.prisma);
    for (const batch of [1, 3, 5000]) expect(await text(service.csv(admins(), MONTH, batch).chunks)).toBe(before);
  });
});

describe("a closed month's stored copy", () => {
  it('is written by the first export and read by the next, without reading the documents again', async () => {
    const res = await fetch(`${shop.url}/api/admin/gst/${MONTH}.csv`, { headers: admin.headers });
    expect(res.status).toBe(200);
    const first = await res.text();
    expect(first).toBe(await reference(shop.db.prisma));
    expect(copies()).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, copies()[0]!), 'utf8')).toBe(first);

    const { client: counting, reads: rawReads } = countingRawReads(shop.db.prisma);
    const service = new GstReportService(counting, new GstExportCopies(dir));
    expect(await text(service.csv(admins(), MONTH).chunks)).toBe(first);
    expect(rawReads()).toBe(1); // the month's version only
  });

  it('is not read once a document is issued in the month, or one is changed', async () => {
    const before = await text(
      new GstReportService(shop.db.prisma, new GstExportCopies(dir)).csv(admins(), MONTH).chunks,
    );
    // A new credit note in the month: the count moves.
    await shop.db.prisma.$executeRawUnsafe(`
      INSERT INTO "CreditNote" (id, number, "invoiceId", "orderId", "issuedAt", reason, lines, taxable, cgst, sgst, igst, total)
      SELECT 'cn-late', 'CN/LATE', i.id, i."orderId", timestamp '2025-06-29 10:00', 'Late return', i."lines", i.taxable,
        i.cgst, i.sgst, i.igst, i.total
      FROM "Invoice" i WHERE i.id LIKE 'bulkinv%' ORDER BY i.id DESC LIMIT 1`);
    const service = new GstReportService(shop.db.prisma, new GstExportCopies(dir));
    const added = await text(service.csv(admins(), MONTH).chunks);
    expect(added).not.toBe(before);
    expect(added).toContain('Credit note,CN/LATE,2025-06-29,');
    expect(added).toBe(await reference(shop.db.prisma));
    expect(copies()).toHaveLength(1); // the older copy gone

    // A document changed in place (the shop never does; a raw UPDATE may): the edit counter moves.
    await shop.db.prisma.$executeRawUnsafe(
      `UPDATE "Invoice" SET "placeOfSupplyName" = 'Goa' WHERE "number" = 'INV/2025,7'`,
    );
    const edited = await text(service.csv(admins(), MONTH).chunks);
    expect(edited).toMatch(/^Invoice,"INV\/2025,7",[0-9-]+,,Goa,/m);
    expect(edited).toBe(await reference(shop.db.prisma));
    expect(await text(service.csv(admins(), MONTH).chunks)).toBe(edited);
  });

  it('is left unwritten by a download given up halfway, and never kept for the month still running', async () => {
    for (const f of copies()) fs.rmSync(path.join(dir, f));
    const service = new GstReportService(shop.db.prisma, new GstExportCopies(dir));
    const chunks = service.csv(admins(), MONTH, 2).chunks[Symbol.asyncIterator]();
    await chunks.next();
    await chunks.next();
    await chunks.return?.();
    expect(fs.readdirSync(dir)).toEqual([]);

    const now = shopDay(new Date()).slice(0, 7);
    await text(service.csv(admins(), now).chunks);
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});

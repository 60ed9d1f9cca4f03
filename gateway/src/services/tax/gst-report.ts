import type { PrismaClient } from '../../db/generated/client/client.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../back-office/admin-access.js';
import { invalidInput } from '../errors.js';
import { monthBounds, shopDay } from '../shop-time.js';
import { byRate, type RateRow, type TaxLine, type TaxTotals } from './tax-lines.js';

/** One rate's amounts over a month: what was invoiced, and what credit notes gave back. */
export interface GstRateSummary {
  /** Basis points: 500 = 5 %. */
  rate: number;
  invoiced: TaxTotals;
  credited: TaxTotals;
}

export interface GstMonth {
  /** YYYY-MM, in the shop's time zone. */
  month: string;
  invoices: number;
  creditNotes: number;
  rates: GstRateSummary[];
  /** The month's CSV, for the accountant. */
  csvPath: string;
}

/** One document at one rate: a row of the accountant's export. */
interface ExportRow extends RateRow {
  kind: 'Invoice' | 'Credit note';
  number: string;
  issuedAt: Date;
  against: string;
  placeOfSupply: string;
  stateCode: string;
}

/** The month's bounds: from its first midnight in the shop's zone to the next month's. */
function monthRange(month: unknown): { month: string; from: Date; to: Date } {
  const text = String(month ?? '');
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match) throw invalidInput(`"${text.slice(0, 20)}" is not a month; write it as YYYY-MM, e.g. 2026-04`, 'month');
  const [year, mon] = [Number(match[1]), Number(match[2])];
  return { month: text, ...monthBounds(year, mon) };
}

const zero = (): TaxTotals => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

/** A document as the export reads it: its lines, where it was supplied, what it is against. */
interface DocumentRow {
  number: string;
  issuedAt: Date;
  lines: TaxLine[];
  placeOfSupply: string;
  placeOfSupplyName: string;
  against: string;
}

/** How many documents one read of the CSV export takes: its memory, whatever the month holds. */
const GST_EXPORT_BATCH = 2000;

const CSV_HEADER =
  'Document,Number,Date,Against invoice,Place of supply,State code,Rate %,Taxable value,CGST,SGST,IGST,Total';

/**
 * GST figures for the accountant: a month's invoices and credit notes, by rate and as CSV. The
 * month's totals come from "GstDailyTotal" (kept by triggers as each document is issued, decision
 * 048); the CSV is streamed, a batch of documents at a time.
 */
export class GstReportService {
  constructor(private readonly prisma: PrismaClient) {}

  /** ADMIN only. The month's totals by rate, and how many documents. */
  async month(rc: RequestContext, month: unknown): Promise<GstMonth> {
    requireAdmin(rc);
    const range = monthRange(month);
    const firstDay = `${range.month}-01`;
    const [totals, [counts]] = await Promise.all([
      this.prisma.$queryRaw<
        { kind: string; rate: number; taxable: bigint; cgst: bigint; sgst: bigint; igst: bigint; total: bigint }[]
      >`
        SELECT "kind", "rate", SUM("taxable")::bigint AS taxable, SUM("cgst")::bigint AS cgst, SUM("sgst")::bigint AS sgst,
               SUM("igst")::bigint AS igst, SUM("total")::bigint AS total
        FROM "GstDailyTotal"
        WHERE "day" >= ${firstDay}::date AND "day" < ${firstDay}::date + interval '1 month'
        GROUP BY "kind", "rate"
        HAVING SUM("documents") > 0
        ORDER BY "rate"`,
      this.prisma.$queryRaw<{ invoices: bigint; notes: bigint }[]>`
        SELECT (SELECT COUNT(*) FROM "Invoice" WHERE "issuedAt" >= ${range.from} AND "issuedAt" < ${range.to})::bigint AS invoices,
               (SELECT COUNT(*) FROM "CreditNote" WHERE "issuedAt" >= ${range.from} AND "issuedAt" < ${range.to})::bigint AS notes`,
    ]);
    const rates = [...new Set(totals.map((t) => t.rate))].sort((a, b) => a - b);
    const sum = (rate: number, kind: string): TaxTotals => {
      const t = totals.find((x) => x.rate === rate && x.kind === kind);
      if (!t) return zero();
      return {
        taxable: Number(t.taxable),
        cgst: Number(t.cgst),
        sgst: Number(t.sgst),
        igst: Number(t.igst),
        total: Number(t.total),
      };
    };
    return {
      month: range.month,
      invoices: Number(counts?.invoices ?? 0),
      creditNotes: Number(counts?.notes ?? 0),
      rates: rates.map((rate) => ({ rate, invoiced: sum(rate, 'INVOICE'), credited: sum(rate, 'CREDIT_NOTE') })),
      csvPath: `/api/admin/gst/${range.month}.csv`,
    };
  }

  /**
   * ADMIN only. One row per document and rate; amounts in rupees; credit notes as positive amounts,
   * marked; invoices then credit notes, each in the order they were issued (date, then number).
   * The month and the caller are checked at once (a bad month or a shopper is refused before any
   * byte is sent); the text is produced as it is read, `batch` documents at a time, so memory stays
   * the same for a month of forty documents or of forty thousand.
   */
  csv(
    rc: RequestContext,
    month: unknown,
    batch = GST_EXPORT_BATCH,
  ): { filename: string; chunks: AsyncIterable<string> } {
    requireAdmin(rc);
    const range = monthRange(month);
    return { filename: `gst-${range.month}.csv`, chunks: this.csvChunks(range, batch) };
  }

  private async *csvChunks(range: { from: Date; to: Date }, batch: number): AsyncGenerator<string> {
    yield `${CSV_HEADER}\r\n`;
    for (const kind of ['Invoice', 'Credit note'] as const) {
      let after: { issuedAt: Date; number: string } | null = null;
      for (;;) {
        const docs: DocumentRow[] = await this.documents(kind, range, after, batch);
        if (!docs.length) break;
        yield docs.map((d) => csvRows(kind, d)).join('');
        if (docs.length < batch) break;
        const last: DocumentRow = docs[docs.length - 1]!;
        after = { issuedAt: last.issuedAt, number: last.number };
      }
    }
  }

  /** A batch of the month's documents of one kind, after the last one already read. */
  private documents(
    kind: ExportRow['kind'],
    range: { from: Date; to: Date },
    after: { issuedAt: Date; number: string } | null,
    batch: number,
  ): Promise<DocumentRow[]> {
    // A start before the month when nothing was read yet: every document of the month is after it.
    const [at, number] = after ? [after.issuedAt, after.number] : [new Date(range.from.getTime() - 1), ''];
    if (kind === 'Invoice') {
      return this.prisma.$queryRaw<DocumentRow[]>`
        SELECT i."number", i."issuedAt", i."lines", i."placeOfSupply", i."placeOfSupplyName", '' AS against
        FROM "Invoice" i
        WHERE (i."issuedAt", i."number") > (${at}, ${number}) AND i."issuedAt" >= ${range.from} AND i."issuedAt" < ${range.to}
        ORDER BY i."issuedAt", i."number"
        LIMIT ${batch}`;
    }
    return this.prisma.$queryRaw<DocumentRow[]>`
      SELECT n."number", n."issuedAt", n."lines", i."placeOfSupply", i."placeOfSupplyName", i."number" AS against
      FROM "CreditNote" n JOIN "Invoice" i ON i."id" = n."invoiceId"
      WHERE (n."issuedAt", n."number") > (${at}, ${number}) AND n."issuedAt" >= ${range.from} AND n."issuedAt" < ${range.to}
      ORDER BY n."issuedAt", n."number"
      LIMIT ${batch}`;
  }
}

const csvAmount = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;

/** A document's rows of the export, one per rate, each ending in CRLF. */
function csvRows(kind: ExportRow['kind'], d: DocumentRow): string {
  let text = '';
  for (const r of byRate(d.lines)) {
    const row: ExportRow = {
      kind,
      number: d.number,
      issuedAt: d.issuedAt,
      against: d.against,
      placeOfSupply: d.placeOfSupplyName,
      stateCode: d.placeOfSupply,
      ...r,
    };
    text +=
      [
        row.kind,
        row.number,
        shopDay(row.issuedAt),
        row.against,
        row.placeOfSupply,
        row.stateCode,
        String(row.rate / 100),
        ...[row.taxable, row.cgst, row.sgst, row.igst, row.total].map(csvAmount),
      ]
        .map(csvField)
        .join(',') + '\r\n';
  }
  return text;
}

/** A CSV field, quoted when it holds a comma, quote or line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

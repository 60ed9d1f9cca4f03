import { Prisma, type PrismaClient } from '../../db/generated/client/client.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../accounts/access.js';
import type { GstExportCopies } from './gst-export-copies.js';
import { csvText } from '../csv.js';
import { invalidInput } from '../errors.js';
import { monthBounds, shopTimeZone } from '../shop-time.js';
import type { TaxTotals } from './tax-lines.js';

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

/** The export's two kinds of document, as its first column names them. */
type CsvKind = 'Invoice' | 'Credit note';

/** The month's bounds: from its first midnight in the shop's zone to the next month's. */
function monthRange(month: unknown): { month: string; from: Date; to: Date } {
  const text = String(month ?? '');
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match) throw invalidInput(`"${text.slice(0, 20)}" is not a month; write it as YYYY-MM, e.g. 2026-04`, 'month');
  const [year, mon] = [Number(match[1]), Number(match[2])];
  return { month: text, ...monthBounds(year, mon) };
}

const zero = (): TaxTotals => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

/**
 * How many documents one read of the CSV export takes: its memory (about 450 KB of text),
 * whatever the month holds.
 */
const GST_EXPORT_BATCH = 5000;
/** The export's first read: its first rows out in a few milliseconds. */
const GST_EXPORT_FIRST_BATCH = 250;
/** How many of the export's batches are read at once. */
const GST_EXPORT_READ_AHEAD = 2;

/**
 * The export's layout: change it with any change to how a row is written (stored copies then go
 * stale). 2: written by csvText, formulas neutralised (decision 058).
 */
const CSV_FORMAT = 'gst-csv-2';

const CSV_HEADER = [
  'Document',
  'Number',
  'Date',
  'Against invoice',
  'Place of supply',
  'State code',
  'Rate %',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Total',
];
/** The columns of figures: a negative amount there stays a number. */
const CSV_NUMERIC = ['Rate %', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];

/**
 * GST figures for the accountant: a month's invoices and credit notes, by rate and as CSV. The
 * month's totals come from "GstDailyTotal" (kept by triggers as each document is issued, decision
 * 048); the CSV is streamed, a batch of documents at a time.
 */
export class GstReportService {
  constructor(
    private readonly prisma: PrismaClient,
    /** Stored copies of closed months' CSV (DATA_DIR/gst-exports); none: every export is written anew. */
    private readonly copies: GstExportCopies | null = null,
  ) {}

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
  ): { filename: string; chunks: AsyncIterable<string | Buffer> } {
    requireAdmin(rc);
    const range = monthRange(month);
    return { filename: `gst-${range.month}.csv`, chunks: this.csvExport(range, batch) };
  }

  /**
   * A closed month's export from its stored copy when the copy is of the month's documents as
   * they are now (its version); otherwise written from the documents, and stored as it goes. The
   * month still running is always written anew: its documents are still being issued.
   */
  private async *csvExport(
    range: { month: string; from: Date; to: Date },
    batch: number,
  ): AsyncGenerator<string | Buffer> {
    if (!this.copies || range.to.getTime() > Date.now()) {
      yield* this.csvChunks(range, batch);
      return;
    }
    const version = await this.version(range);
    const copy = await this.copies.open(range.month, version);
    if (copy) yield* copy;
    else yield* this.copies.write(range.month, version, this.csvChunks(range, batch));
  }

  /**
   * What a month's export is written from: the month's bounds, how many invoices and credit notes
   * were issued in it (index-only counts), the count of edits to any document (the sequence
   * gst_document_edits, moved by a trigger on every UPDATE, DELETE or TRUNCATE of either table:
   * migration gst_export_copies), and the export's format. Read before the documents, so a
   * document issued meanwhile makes the next export's version differ from the copy's.
   */
  private async version(range: { from: Date; to: Date }): Promise<string> {
    const [row] = await this.prisma.$queryRaw<{ invoices: bigint; notes: bigint; edits: bigint; called: boolean }[]>`
      SELECT (SELECT COUNT(*) FROM "Invoice" WHERE "issuedAt" >= ${range.from} AND "issuedAt" < ${range.to})::bigint AS invoices,
             (SELECT COUNT(*) FROM "CreditNote" WHERE "issuedAt" >= ${range.from} AND "issuedAt" < ${range.to})::bigint AS notes,
             s.last_value AS edits, s.is_called AS called
      FROM gst_document_edits s`;
    return [
      CSV_FORMAT,
      CSV_HEADER.join(','),
      shopTimeZone(),
      range.from.toISOString(),
      range.to.toISOString(),
      row?.invoices,
      row?.notes,
      row?.edits,
      row?.called,
    ].join('|');
  }

  private async *csvChunks(range: { from: Date; to: Date }, batch: number): AsyncGenerator<string> {
    yield csvText(CSV_HEADER, []);
    const parts = await this.csvParts(range, batch);
    // The next batches are read while one is sent: PostgreSQL writes two at once (one a core on a
    // small server), and at most three batches' text is held at a time. A download given up
    // halfway lets the batches in flight finish and drops them.
    const inFlight: Promise<string | null>[] = [];
    let next = 0;
    const readNext = () => {
      const part = parts[next++];
      if (!part) return;
      const text = this.csvBatch(part, range);
      text.catch(() => undefined);
      inFlight.push(text);
    };
    for (let i = 0; i < GST_EXPORT_READ_AHEAD; i++) readNext();
    while (inFlight.length) {
      const text = await inFlight.shift()!;
      readNext();
      if (text) yield text;
    }
  }

  /**
   * The export's batches, found before any is read: every `batch`-th document of each kind (by
   * date, then number; the first batch `GST_EXPORT_FIRST_BATCH` documents, so the first rows leave
   * at once) bounds one batch, so batches can be read side by side; the last batch of each kind is
   * open-ended, and takes what was issued since. An index-only read of the month's keys.
   */
  private async csvParts(range: { from: Date; to: Date }, batch: number): Promise<CsvPart[]> {
    const first = Math.min(batch, GST_EXPORT_FIRST_BATCH);
    const keys = (table: Prisma.Sql) => Prisma.sql`
      SELECT k."issuedAt", k."number" FROM (
        SELECT d."issuedAt", d."number", row_number() OVER (ORDER BY d."issuedAt", d."number") AS n
        FROM ${table} d WHERE d."issuedAt" >= ${range.from} AND d."issuedAt" < ${range.to}
      ) k
      WHERE k.n >= ${first} AND (k.n - ${first}) % ${batch} = 0
      ORDER BY k."issuedAt", k."number"`;
    const parts: CsvPart[] = [];
    for (const [kind, table] of [
      ['Invoice', Prisma.sql`"Invoice"`],
      ['Credit note', Prisma.sql`"CreditNote"`],
    ] as const) {
      const bounds = await this.prisma.$queryRaw<CsvKey[]>(keys(table));
      let after: CsvKey | null = null;
      for (const upTo of [...bounds, null]) {
        parts.push({ kind, after, upTo });
        after = upTo;
      }
    }
    return parts;
  }

  /**
   * One batch of the month's documents of one kind, after one key and up to another, as the CSV's
   * rows: their fields made by PostgreSQL in the statement that reads them (one JSON text of
   * arrays per batch, so the gateway never parses the documents' lines: decision 050), written by
   * csvText like every CSV of the shop (decision 058).
   */
  private async csvBatch(part: CsvPart, range: { from: Date; to: Date }): Promise<string | null> {
    const { kind, after, upTo } = part;
    const d = kind === 'Invoice' ? Prisma.sql`i` : Prisma.sql`n`;
    const bounds = Prisma.sql`${d}."issuedAt" >= ${range.from} AND ${d}."issuedAt" < ${range.to}
      ${after ? Prisma.sql`AND (${d}."issuedAt", ${d}."number") > (${after.issuedAt}, ${after.number})` : Prisma.empty}
      ${upTo ? Prisma.sql`AND (${d}."issuedAt", ${d}."number") <= (${upTo.issuedAt}, ${upTo.number})` : Prisma.empty}`;
    const documents =
      kind === 'Invoice'
        ? Prisma.sql`
          SELECT i."number", i."issuedAt", i."lines", i."placeOfSupply", i."placeOfSupplyName", '' AS against
          FROM "Invoice" i WHERE ${bounds}`
        : Prisma.sql`
          SELECT n."number", n."issuedAt", n."lines", i."placeOfSupply", i."placeOfSupplyName", i."number" AS against
          FROM "CreditNote" n JOIN "Invoice" i ON i."id" = n."invoiceId" WHERE ${bounds}`;
    // One row per document and rate (the lines grouped by rate, lowest first, as byRate does),
    // amounts as rupees with two decimals.
    const [row] = await this.prisma.$queryRaw<{ rows: string | null }[]>`
      WITH docs AS (${documents})
      SELECT json_agg(json_build_array(
                ${kind}::text, d."number",
                to_char(d."issuedAt" AT TIME ZONE 'UTC' AT TIME ZONE ${shopTimeZone()}, 'YYYY-MM-DD'),
                d.against, d."placeOfSupplyName", d."placeOfSupply",
                trim_scale(r.rate / 100.0)::text,
                ${csvAmount(Prisma.sql`r.taxable`)}, ${csvAmount(Prisma.sql`r.cgst`)}, ${csvAmount(Prisma.sql`r.sgst`)},
                ${csvAmount(Prisma.sql`r.igst`)}, ${csvAmount(Prisma.sql`r.total`)})
              ORDER BY d."issuedAt", d."number", r.rate)::text AS rows
      FROM docs d CROSS JOIN LATERAL (
        SELECT l.rate, sum(l.taxable)::bigint AS taxable, sum(l.cgst)::bigint AS cgst,
               sum(l.sgst)::bigint AS sgst, sum(l.igst)::bigint AS igst, sum(l.amount)::bigint AS total
        FROM jsonb_to_recordset(d."lines") AS l(rate int, taxable bigint, cgst bigint, sgst bigint, igst bigint, amount bigint)
        GROUP BY 1
      ) r`;
    if (!row?.rows) return null;
    return csvText(CSV_HEADER, JSON.parse(row.rows) as string[][], { numeric: CSV_NUMERIC, withoutHeader: true });
  }
}

/** Where a document stands in the export's order. */
interface CsvKey {
  issuedAt: Date;
  number: string;
}

/** A batch of the export: documents of one kind after one key (none: from the first) up to another (none: to the last). */
interface CsvPart {
  kind: CsvKind;
  after: CsvKey | null;
  upTo: CsvKey | null;
}

/**
 * Paise (a bigint) as rupees with two decimals, in SQL: the whole rupees, '.', the paise left as
 * two digits, in integer arithmetic (a numeric floor for every amount was a quarter of the
 * export's time). A negative amount keeps its sign in front: -150 is -1.50.
 */
const csvAmount = (paise: Prisma.Sql) =>
  Prisma.sql`(CASE WHEN ${paise} < 0 THEN '-' ELSE '' END || (abs(${paise}) / 100)::text || '.' || lpad((abs(${paise}) % 100)::text, 2, '0'))`;

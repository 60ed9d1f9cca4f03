import type { PrismaClient } from '../../db/generated/client/client.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../back-office/admin-access.js';
import { invalidInput } from '../errors.js';
import { indiaDate } from './rates.js';
import { byRate, type RateRow, type TaxLine, type TaxTotals } from './tax-lines.js';

/** One rate's amounts over a month: what was invoiced, and what credit notes gave back. */
export interface GstRateSummary {
  /** Basis points: 500 = 5 %. */
  rate: number;
  invoiced: TaxTotals;
  credited: TaxTotals;
}

export interface GstMonth {
  /** YYYY-MM, India time. */
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

/** The month's bounds: from its first midnight in India to the next month's. */
function monthRange(month: unknown): { month: string; from: Date; to: Date } {
  const text = String(month ?? '');
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match) throw invalidInput(`"${text.slice(0, 20)}" is not a month; write it as YYYY-MM, e.g. 2026-04`, 'month');
  const [year, mon] = [Number(match[1]), Number(match[2])];
  const ist = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1) - 5.5 * 3600_000);
  return { month: text, from: ist(year, mon), to: ist(mon === 12 ? year + 1 : year, mon === 12 ? 1 : mon + 1) };
}

const zero = (): TaxTotals => ({ taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
const add = (a: TaxTotals, b: TaxTotals): TaxTotals => ({
  taxable: a.taxable + b.taxable,
  cgst: a.cgst + b.cgst,
  sgst: a.sgst + b.sgst,
  igst: a.igst + b.igst,
  total: a.total + b.total,
});

/** GST figures for the accountant: a month's invoices and credit notes, by rate and as CSV. */
export class GstReportService {
  constructor(private readonly prisma: PrismaClient) {}

  private async rows(month: unknown): Promise<{ month: string; rows: ExportRow[] }> {
    const range = monthRange(month);
    const within = { issuedAt: { gte: range.from, lt: range.to } };
    const [invoices, notes] = await Promise.all([
      this.prisma.invoice.findMany({ where: within, orderBy: { number: 'asc' } }),
      this.prisma.creditNote.findMany({ where: within, orderBy: { number: 'asc' }, include: { invoice: true } }),
    ]);
    const rows: ExportRow[] = [];
    for (const i of invoices) {
      for (const r of byRate(i.lines as unknown as TaxLine[])) {
        const place = { placeOfSupply: i.placeOfSupplyName, stateCode: i.placeOfSupply };
        rows.push({ kind: 'Invoice', number: i.number, issuedAt: i.issuedAt, against: '', ...place, ...r });
      }
    }
    for (const n of notes) {
      for (const r of byRate(n.lines as unknown as TaxLine[])) {
        const place = { placeOfSupply: n.invoice.placeOfSupplyName, stateCode: n.invoice.placeOfSupply };
        rows.push({
          kind: 'Credit note',
          number: n.number,
          issuedAt: n.issuedAt,
          against: n.invoice.number,
          ...place,
          ...r,
        });
      }
    }
    return { month: range.month, rows };
  }

  /** ADMIN only. The month's totals by rate, and how many documents. */
  async month(rc: RequestContext, month: unknown): Promise<GstMonth> {
    requireAdmin(rc);
    const { month: text, rows } = await this.rows(month);
    const rates = [...new Set(rows.map((r) => r.rate))].sort((a, b) => a - b);
    const count = (kind: ExportRow['kind']) => new Set(rows.filter((r) => r.kind === kind).map((r) => r.number)).size;
    return {
      month: text,
      invoices: count('Invoice'),
      creditNotes: count('Credit note'),
      rates: rates.map((rate) => {
        const sum = (kind: ExportRow['kind']) =>
          rows.filter((r) => r.rate === rate && r.kind === kind).reduce((t, r) => add(t, r), zero());
        return { rate, invoiced: sum('Invoice'), credited: sum('Credit note') };
      }),
      csvPath: `/api/admin/gst/${text}.csv`,
    };
  }

  /** ADMIN only. One row per document and rate; amounts in rupees; credit notes as positive amounts, marked. */
  async csv(rc: RequestContext, month: unknown): Promise<{ filename: string; csv: string }> {
    requireAdmin(rc);
    const { month: text, rows } = await this.rows(month);
    const csvAmount = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
    const header =
      'Document,Number,Date,Against invoice,Place of supply,State code,Rate %,Taxable value,CGST,SGST,IGST,Total';
    const lines = rows.map((r) =>
      [
        r.kind,
        r.number,
        indiaDate(r.issuedAt),
        r.against,
        r.placeOfSupply,
        r.stateCode,
        String(r.rate / 100),
        ...[r.taxable, r.cgst, r.sgst, r.igst, r.total].map(csvAmount),
      ]
        .map(csvField)
        .join(','),
    );
    return { filename: `gst-${text}.csv`, csv: [header, ...lines].join('\r\n') + '\r\n' };
  }
}

/** A CSV field, quoted when it holds a comma, quote or line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

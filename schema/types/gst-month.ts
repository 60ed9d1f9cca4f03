import { builder } from '../builder.js';
import type { GstMonth, GstRateSummary, TaxTotals } from '../../gateway/src/services/index.js';

const GstAmountsRef = builder.objectRef<TaxTotals>('GstAmounts').implement({
  description: 'Amounts of GST documents, in paise.',
  fields: (t) => ({
    taxable: t.expose('taxable', { type: 'Money', description: 'Taxable value.' }),
    cgst: t.expose('cgst', { type: 'Money', description: 'Central tax (within the seller’s state).' }),
    sgst: t.expose('sgst', { type: 'Money', description: 'State tax (within the seller’s state).' }),
    igst: t.expose('igst', { type: 'Money', description: 'Integrated tax (to other states).' }),
    total: t.expose('total', { type: 'Money', description: 'Taxable value plus tax.' }),
  }),
});

const GstRateRef = builder.objectRef<GstRateSummary>('GstRateSummary').implement({
  description: "One GST rate's totals over a month.",
  fields: (t) => ({
    rate: t.float({ description: 'The rate in percent: 5, 18, 3.', resolve: (r) => r.rate / 100 }),
    invoiced: t.field({
      type: GstAmountsRef,
      description: 'On invoices issued that month.',
      resolve: (r) => r.invoiced,
    }),
    credited: t.field({
      type: GstAmountsRef,
      description: 'On credit notes issued that month (given back).',
      resolve: (r) => r.credited,
    }),
  }),
});

const GstMonthRef = builder.objectRef<GstMonth>('GstMonth').implement({
  description: "A month's GST documents for the accountant (in the shop's time zone, ShopDetails.timeZone).",
  fields: (t) => ({
    month: t.exposeString('month', { description: 'YYYY-MM.' }),
    invoices: t.exposeInt('invoices', { description: 'Invoices issued.' }),
    creditNotes: t.exposeInt('creditNotes', { description: 'Credit notes issued.' }),
    rates: t.field({
      type: [GstRateRef],
      description: 'Totals by rate, lowest rate first.',
      complexity: { field: 1, multiplier: 3 },
      resolve: (m) => m.rates,
    }),
    csvUrl: t.exposeString('csvPath', {
      description: 'The CSV export (one row per document and rate): GET it with the bearer token.',
    }),
  }),
});

builder.queryFields((t) => ({
  adminGstMonth: t.field({
    type: GstMonthRef,
    description:
      "ADMIN only. A month's invoices and credit notes, totals by rate (month: YYYY-MM, in the shop's time zone).",
    authScopes: { admin: true },
    args: { month: t.arg.string({ required: true, description: 'YYYY-MM, e.g. 2026-04.' }) },
    resolve: (_root, args, ctx) => ctx.services.gstReport.month(ctx, args.month),
  }),
}));

import { builder } from '../builder.js';
import { creditNotePath, invoicePath } from '../../gateway/src/services/index.js';

builder.prismaObject('Invoice', {
  description:
    "A GST tax invoice: issued when the order was paid, numbered in the financial year's series, never changed.",
  fields: (t) => ({
    number: t.exposeString('number', { description: 'The invoice number, e.g. INV/2026-27/000001.' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime', description: 'When it was issued (the payment).' }),
    total: t.expose('total', { type: 'Money', description: 'What was paid, GST included.' }),
    url: t.string({
      description: 'Where the PDF is: GET it with the same bearer token (relative to the shop).',
      select: { orderId: true },
      resolve: (invoice) => invoicePath(invoice.orderId),
    }),
  }),
});

builder.prismaObject('CreditNote', {
  description: 'A GST credit note against the invoice, for money given back (a cancelled or returned paid order).',
  fields: (t) => ({
    number: t.exposeString('number', { description: 'The credit note number, e.g. CN/2026-27/000001.' }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime', description: 'When it was issued.' }),
    total: t.expose('total', { type: 'Money', description: 'What it credits, GST included.' }),
    reason: t.exposeString('reason', { description: 'Why: "Order cancelled", "Order returned".' }),
    url: t.string({
      description: 'Where the PDF is: GET it with the same bearer token (relative to the shop).',
      select: { orderId: true, number: true },
      resolve: (note) => creditNotePath(note.orderId, note.number),
    }),
  }),
});

builder.prismaObjectFields('Order', (t) => ({
  invoice: t.relation('invoice', {
    nullable: true,
    description: 'The tax invoice; null until the order is paid.',
  }),
  creditNotes: t.relation('creditNotes', {
    description: 'Credit notes against the invoice, oldest first.',
    query: { orderBy: { number: 'asc' } },
  }),
}));

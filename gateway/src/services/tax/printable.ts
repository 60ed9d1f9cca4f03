import type { CreditNote, Invoice } from '../../db/generated/client/client.js';
import { stateName } from '../geography/states.js';
import type { TaxLine, TaxTotals } from './tax-lines.js';

/** Everything a tax document prints, read from its stored row (never from today's settings). */
export interface Printable {
  kind: 'invoice' | 'credit-note';
  number: string;
  issuedAt: Date;
  orderId: string;
  /** A credit note's invoice. */
  against?: { number: string; issuedAt: Date };
  reason?: string;
  seller: { name: string; gstin: string; address: string; state: string };
  sample: boolean;
  buyer: { name: string; address: string };
  placeOfSupply: string;
  intraState: boolean;
  lines: TaxLine[];
  totals: TaxTotals;
}

const totalsOf = (row: TaxTotals): TaxTotals => ({
  taxable: row.taxable,
  cgst: row.cgst,
  sgst: row.sgst,
  igst: row.igst,
  total: row.total,
});

export function printableInvoice(invoice: Invoice): Printable {
  return {
    kind: 'invoice',
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    orderId: invoice.orderId,
    seller: {
      name: invoice.sellerName,
      gstin: invoice.sellerGstin,
      address: invoice.sellerAddress,
      state: `${stateName(invoice.sellerState)} (${invoice.sellerState})`,
    },
    sample: invoice.sample,
    buyer: { name: invoice.buyerName, address: invoice.buyerAddress },
    placeOfSupply: `${invoice.placeOfSupplyName} (${invoice.placeOfSupply})`,
    intraState: invoice.intraState,
    lines: invoice.lines as unknown as TaxLine[],
    totals: totalsOf(invoice),
  };
}

/** A credit note prints its invoice's seller, buyer and place of supply. */
export function printableCreditNote(note: CreditNote, invoice: Invoice): Printable {
  return {
    ...printableInvoice(invoice),
    kind: 'credit-note',
    number: note.number,
    issuedAt: note.issuedAt,
    against: { number: invoice.number, issuedAt: invoice.issuedAt },
    reason: note.reason,
    lines: note.lines as unknown as TaxLine[],
    totals: totalsOf(note),
  };
}

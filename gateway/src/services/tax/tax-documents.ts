import type { PrismaClient } from '../../db/generated/client/client.js';
import { signedIn } from '../accounts/viewer.js';
import type { RequestContext } from '../accounts/viewer.js';
import { notFound } from '../errors.js';
import { renderPdf } from './pdf.js';
import { printableCreditNote, printableInvoice } from './printable.js';

/** A rendered document and the file name to save it under. */
export interface DocumentFile {
  filename: string;
  pdf: Buffer;
}

/** "INV/2026-27/000001" → "INV-2026-27-000001.pdf". */
const fileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** Where the API serves a document (relative to the shop's address). */
export const invoicePath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/invoice`;
export const creditNotePath = (orderId: string, number: string) =>
  `/api/orders/${encodeURIComponent(orderId)}/credit-notes/${encodeURIComponent(number)}`;

/**
 * An order's tax documents as PDFs, for its buyer or an admin; for anyone else they do not
 * exist (NOT_FOUND, the same answer as an order without them).
 */
export class TaxDocumentService {
  constructor(private readonly prisma: PrismaClient) {}

  /** Who may see the documents of an order: its buyer, or any admin. */
  private orderFilter(rc: RequestContext, orderId: string) {
    const viewer = signedIn(rc);
    return { id: String(orderId), ...(viewer.role === 'ADMIN' ? {} : { userId: viewer.id }) };
  }

  async invoicePdf(rc: RequestContext, orderId: string): Promise<DocumentFile> {
    const invoice = await this.prisma.invoice.findFirst({ where: { order: this.orderFilter(rc, orderId) } });
    if (!invoice) throw notFound(`Order ${orderId} has no invoice: an invoice is issued when an order is paid`);
    return { filename: fileName(invoice.number), pdf: await renderPdf(printableInvoice(invoice)) };
  }

  async creditNotePdf(rc: RequestContext, orderId: string, number: string): Promise<DocumentFile> {
    const note = await this.prisma.creditNote.findFirst({
      where: { number: String(number), order: this.orderFilter(rc, orderId) },
      include: { invoice: true },
    });
    if (!note) throw notFound(`Order ${orderId} has no credit note ${number}`);
    return { filename: fileName(note.number), pdf: await renderPdf(printableCreditNote(note, note.invoice)) };
  }
}

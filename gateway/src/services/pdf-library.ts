// pdfkit, with fontkit, its Unicode tables and a Brotli decoder for WOFF2 fonts, is the largest
// library the shop uses for rare work: about 5 MiB of V8 heap and 20 MiB resident once loaded. It is
// loaded on the first PDF drawn (an invoice, a credit note, a label, a packing slip), not at start
// (docs/decisions/051).
import type PDFDocument from 'pdfkit';

export type PdfDocumentClass = typeof PDFDocument;
export type PdfDocument = InstanceType<PdfDocumentClass>;

let loading: Promise<PdfDocumentClass> | undefined;

/** The PDFDocument class, imported on the first call. */
export function loadPdfKit(): Promise<PdfDocumentClass> {
  loading ??= import('pdfkit').then((module) => module.default);
  return loading;
}

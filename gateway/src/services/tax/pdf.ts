import { createRequire } from 'node:module';
import { guardText } from '../pdf-text.js';
import { loadPdfKit, type PdfDocument } from '../pdf-library.js';
import { dateText } from './format.js';
import { drawLines } from './pdf-table.js';
import type { Printable } from './printable.js';
import { SAMPLE_MARK } from './seller.js';
import { orderNumber } from '../order-number.js';

type Doc = PdfDocument;

// Noto Sans (SIL Open Font License) from the npm package @expo-google-fonts/noto-sans: it has the
// rupee sign (U+20B9), which the PDF standard fonts lack. Embedded as subsets, so the text stays
// real, selectable text.
const require = createRequire(import.meta.url);
const FONTS = {
  body: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

const LEFT = 40;
const WIDTH = 515;

function title(doc: Doc, p: Printable): void {
  const heading = p.kind === 'invoice' ? 'TAX INVOICE' : 'CREDIT NOTE';
  doc.font('bold').fontSize(18).text(heading, LEFT, 40);
  const facts = [
    `${p.kind === 'invoice' ? 'Invoice' : 'Credit note'} number: ${p.number}`,
    `Date: ${dateText(p.issuedAt)}`,
    `Order: ${orderNumber(p.orderId)}`,
    ...(p.against ? [`Against invoice: ${p.against.number} of ${dateText(p.against.issuedAt)}`] : []),
  ];
  doc
    .font('body')
    .fontSize(9)
    .text(facts.join('\n'), LEFT + 255, 42, { width: 260, align: 'right' });
  if (p.sample) {
    const y = Math.max(doc.y, 76) + 6;
    doc.rect(LEFT, y, WIDTH, 20).fill('#fde2e1');
    doc
      .fillColor('#a61b1b')
      .font('bold')
      .fontSize(10)
      .text(SAMPLE_MARK, LEFT, y + 4, { width: WIDTH, align: 'center' });
    doc.fillColor('black');
    doc.y = y + 20;
  }
  doc.y = Math.max(doc.y, 90) + 8;
}

function parties(doc: Doc, p: Printable): void {
  const top = doc.y;
  const half = WIDTH / 2 - 10;
  const block = (x: number, heading: string, name: string, rest: string[]) => {
    doc.font('bold').fontSize(8).fillColor('#555555').text(heading, x, top, { width: half });
    doc
      .fillColor('black')
      .fontSize(10.5)
      .text(name, x, doc.y + 1, { width: half });
    doc
      .font('body')
      .fontSize(9)
      .text(rest.join('\n'), x, doc.y + 1, { width: half });
    return doc.y;
  };
  const left = block(LEFT, 'SOLD BY', p.seller.name, [
    p.seller.address,
    `GSTIN: ${p.seller.gstin}`,
    `State: ${p.seller.state}`,
  ]);
  const right = block(LEFT + WIDTH / 2 + 10, 'BILL TO / SHIP TO', p.buyer.name, [
    p.buyer.address,
    'GSTIN: unregistered (consumer)',
    `Place of supply: ${p.placeOfSupply}`,
  ]);
  doc.y = Math.max(left, right) + 14;
}

function footer(doc: Doc, p: Printable): void {
  doc.moveDown(1);
  const notes = [
    ...(p.reason ? [`Reason: ${p.reason}`] : []),
    'Prices include GST. Tax payable under reverse charge: No.',
    p.intraState
      ? 'Supply within the seller’s state: CGST and SGST, each half the rate.'
      : 'Supply to another state: IGST.',
    'This is a computer-generated document and needs no signature.',
  ];
  doc.font('body').fontSize(8.5).fillColor('#444444').text(notes.join('\n'), LEFT, doc.y, { width: WIDTH });
  doc.fillColor('black');
}

/** "INV/2026-27/000001 · page 1 of 2" at the foot of every page, so a loose page is still traceable. */
function numberPages(doc: Doc, number: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without this pdfkit would start a new page for the line.
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(7.5)
      .fillColor('#777777')
      .text(`${number} · page ${i - start + 1} of ${count}`, LEFT, 812, { width: WIDTH, align: 'right' });
  }
  doc.fillColor('black');
}

/** The document as a PDF: seller, buyer, number and date, place of supply, lines, totals in figures and words. */
export async function renderPdf(p: Printable): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 40, bottom: 40, left: LEFT, right: 40 },
    // Kept until the end, so every page can be numbered once their count is known.
    bufferPages: true,
    info: { Title: `${p.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${p.number}`, Author: p.seller.name },
  });
  doc.registerFont('body', FONTS.body);
  doc.registerFont('bold', FONTS.bold);
  // Every string drawn is printable in its font: no box for an emoji (issue 56).
  guardText(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  title(doc, p);
  parties(doc, p);
  drawLines(doc, p, LEFT);
  footer(doc, p);
  numberPages(doc, p.number);
  doc.end();
  return done;
}

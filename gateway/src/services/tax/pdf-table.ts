import type PDFDocument from 'pdfkit';
import { rateText } from './format.js';
import { amountText, formatRupees } from '../money.js';
import type { Printable } from './printable.js';
import type { TaxLine } from './tax-lines.js';
import { rupeesInWords } from './words.js';

type Doc = InstanceType<typeof PDFDocument>;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell(line: TaxLine, index: number): string;
}

const money = (pick: (l: TaxLine) => number) => (line: TaxLine) => amountText(pick(line));

/** The table's columns: CGST and SGST within the seller's state, IGST between states; 515 pt wide. */
function columns(intraState: boolean): Column[] {
  const taxes: Column[] = intraState
    ? [
        { title: 'CGST (₹)', width: 56, align: 'right', cell: money((l) => l.cgst) },
        { title: 'SGST (₹)', width: 56, align: 'right', cell: money((l) => l.sgst) },
      ]
    : [{ title: 'IGST (₹)', width: 60, align: 'right', cell: money((l) => l.igst) }];
  const description = intraState ? 148 : 200;
  return [
    { title: '#', width: 18, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: 'Description', width: description, align: 'left', cell: (l) => l.description },
    { title: 'HSN', width: 36, align: 'left', cell: (l) => l.hsn || '—' },
    { title: 'Qty', width: 28, align: 'right', cell: (l) => (l.quantity ? String(l.quantity) : '—') },
    { title: 'Taxable (₹)', width: 72, align: 'right', cell: money((l) => l.taxable) },
    { title: 'Rate', width: 38, align: 'right', cell: (l) => rateText(l.rate) },
    ...taxes,
    { title: 'Total (₹)', width: 63, align: 'right', cell: money((l) => l.amount) },
  ];
}

const PAD = 4;
const BOTTOM = 780;

function row(doc: Doc, x: number, cells: string[], cols: Column[], font: string): number {
  doc.font(font).fontSize(8.5);
  const height =
    Math.max(...cells.map((text, i) => doc.heightOfString(text, { width: cols[i]!.width - PAD }))) + PAD * 2;
  const y = doc.y;
  let left = x;
  cells.forEach((text, i) => {
    doc.text(text, left + PAD / 2, y + PAD, { width: cols[i]!.width - PAD, align: cols[i]!.align });
    left += cols[i]!.width;
  });
  doc.y = y + height;
  return height;
}

/** The lines table, then the totals and the total in words. */
export function drawLines(doc: Doc, printable: Printable, x: number): void {
  const cols = columns(printable.intraState);
  const width = cols.reduce((sum, c) => sum + c.width, 0);
  const header = () => {
    const top = doc.y;
    doc.rect(x, top, width, 18).fill('#eef2f5').fillColor('black');
    doc.y = top;
    row(
      doc,
      x,
      cols.map((c) => c.title),
      cols,
      'bold',
    );
  };
  header();
  printable.lines.forEach((line, index) => {
    if (doc.y > BOTTOM - 40) {
      doc.addPage();
      header();
    }
    row(
      doc,
      x,
      cols.map((c) => c.cell(line, index)),
      cols,
      'body',
    );
    doc
      .moveTo(x, doc.y)
      .lineTo(x + width, doc.y)
      .lineWidth(0.5)
      .strokeColor('#c9d1d9')
      .stroke();
  });
  drawTotals(doc, printable, x, width);
}

function drawTotals(doc: Doc, printable: Printable, x: number, width: number): void {
  const t = printable.totals;
  const rows: [string, number][] = [['Taxable value', t.taxable]];
  if (printable.intraState) rows.push(['CGST', t.cgst], ['SGST', t.sgst]);
  else rows.push(['IGST', t.igst]);
  if (doc.y > BOTTOM - 110) doc.addPage();
  doc.moveDown(0.6);
  const labelX = x + width - 220;
  for (const [label, paise] of rows) {
    const y = doc.y;
    doc.font('body').fontSize(9).text(label, labelX, y, { width: 120 });
    doc.text(formatRupees(paise), labelX + 120, y, { width: 100, align: 'right' });
  }
  const y = doc.y + 2;
  const label = printable.kind === 'invoice' ? 'Total (GST included)' : 'Total credited';
  doc.font('bold').fontSize(10.5).text(label, labelX, y, { width: 120 });
  doc.text(formatRupees(t.total), labelX + 120, y, { width: 100, align: 'right' });
  doc.moveDown(0.8);
  doc
    .font('body')
    .fontSize(9)
    .text(`Amount in words: ${rupeesInWords(t.total)}`, x, doc.y, { width });
}

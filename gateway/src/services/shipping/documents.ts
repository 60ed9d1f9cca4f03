import { createRequire } from 'node:module';
import type { PrismaClient } from '../../db/generated/client/client.js';
import type { RequestContext } from '../accounts/viewer.js';
import { requireAdmin } from '../accounts/access.js';
import { notFound } from '../errors.js';
import { formatRupees } from '../money.js';
import { amountDue } from '../buying/order-rules.js';
import { orderNumber } from '../order-number.js';
import type { Seller } from '../tax/seller.js';
import { code128Bars } from './code128.js';
import { shopFormatter } from '../shop-time.js';
import { guardText } from '../pdf-text.js';
import { loadPdfKit, type PdfDocument } from '../pdf-library.js';

type Doc = PdfDocument;

// The invoices' font (tax/pdf.ts): Noto Sans has the rupee sign.
const require = createRequire(import.meta.url);
const FONTS = {
  body: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

/** 4 × 6 inches, the courier label size thermal printers take, in points. */
const LABEL = { width: 288, height: 432 };
const dateText = shopFormatter({ dateStyle: 'medium' });

async function render(size: [number, number] | 'A4', draw: (doc: Doc) => void, title: string): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const doc = new PDFDocument({ size, margin: 0, info: { Title: title, Author: 'Kapda' } });
  doc.registerFont('body', FONTS.body);
  doc.registerFont('bold', FONTS.bold);
  // Every string drawn is printable in its font: no box for an emoji (issue 56).
  guardText(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** Draws `text` as a Code 128 barcode filling `width` points at (x, y). */
function barcode(doc: Doc, text: string, x: number, y: number, width: number, height: number): void {
  const { bars, total } = code128Bars(text);
  const module = width / total;
  for (const [start, w] of bars) doc.rect(x + start * module, y, w * module, height).fill('black');
}

/**
 * The order's printable shipping papers: the 4 × 6 inch courier label (from, to, PIN, AWB as a
 * Code 128 barcode, the cash to collect of a COD order) and the A4 packing slip with the lines.
 */
export class ShippingDocuments {
  /** `sellerNow`: the sender as the shop's details say now (saved in the back office, else SELLER_*). */
  constructor(
    private readonly prisma: PrismaClient,
    private readonly sellerNow: (db: PrismaClient) => Promise<Seller>,
  ) {}

  /** The sender block: legal name, address and GSTIN, as saved on the Shop details page. */
  private async sender(): Promise<string> {
    const seller = await this.sellerNow(this.prisma);
    return `${seller.legalName}\n${seller.address}\nGSTIN ${seller.gstin}`;
  }

  private async load(rc: RequestContext, orderId: string) {
    requireAdmin(rc);
    const order = await this.prisma.order.findUnique({
      where: { id: String(orderId) },
      include: { items: { orderBy: { id: 'asc' } }, shipment: true },
    });
    if (!order) throw notFound(`No order with id ${orderId}`);
    return order;
  }

  /** ADMIN only. The label of a shipped order; NOT_FOUND until it has a shipment. */
  async label(rc: RequestContext, orderId: string): Promise<{ filename: string; pdf: Buffer }> {
    const order = await this.load(rc, orderId);
    const shipment = order.shipment;
    if (!shipment) throw notFound(`Order ${orderNumber(order.id)} has no shipment yet: ship it to print its label`);
    const cod = order.paymentMethod === 'COD' && order.paidAt === null ? amountDue(order) : 0;
    const number = orderNumber(order.id);
    const sender = await this.sender();
    const pdf = await render(
      [LABEL.width, LABEL.height],
      (doc) => {
        const left = 14;
        const width = LABEL.width - 28;
        doc
          .lineWidth(1)
          .rect(6, 6, LABEL.width - 12, LABEL.height - 12)
          .stroke();
        doc.font('bold').fontSize(13).text(shipment.courier, left, 14, { width });
        doc.font('body').fontSize(8).text(`AWB ${shipment.awb}`, left, doc.y, { width });
        barcode(doc, shipment.awb, left, 50, width, 56);
        doc.font('bold').fontSize(11).text(shipment.awb, left, 110, { width, align: 'center' });
        doc
          .moveTo(6, 130)
          .lineTo(LABEL.width - 6, 130)
          .stroke();
        doc.font('bold').fontSize(8).text('TO', left, 138);
        doc
          .fontSize(11)
          .text(`${order.shipFirstName} ${order.shipLastName}`, left, doc.y, { width })
          .font('body')
          .fontSize(9.5)
          .text(`${order.shipStreetAddress}\n${order.shipCity}, ${order.shipState}`, { width })
          .text(`Mobile ${order.shipMobile}`, { width });
        doc
          .font('bold')
          .fontSize(20)
          .text(`PIN ${order.shipZipCode}`, left, doc.y + 4, { width });
        const payY = Math.max(doc.y + 6, 262);
        doc
          .moveTo(6, payY)
          .lineTo(LABEL.width - 6, payY)
          .stroke();
        if (cod) {
          doc.rect(left, payY + 8, width, 42).fill('black');
          doc
            .fillColor('white')
            .font('bold')
            .fontSize(15)
            .text(`COD: COLLECT ${formatRupees(cod)}`, left, payY + 18, { width, align: 'center' });
          doc.fillColor('black');
        } else {
          doc
            .font('bold')
            .fontSize(15)
            .text('PREPAID: DO NOT COLLECT CASH', left, payY + 18, { width, align: 'center' });
        }
        const fromY = payY + 60;
        doc
          .moveTo(6, fromY)
          .lineTo(LABEL.width - 6, fromY)
          .stroke();
        doc
          .font('bold')
          .fontSize(8)
          .text('FROM (if undelivered, return to)', left, fromY + 6, { width });
        doc.font('body').fontSize(8.5).text(sender, { width });
        doc
          .fontSize(8)
          .text(
            `Order ${number} · ${order.totalItem} item${order.totalItem === 1 ? '' : 's'} · ${dateText.format(shipment.createdAt)}`,
            left,
            LABEL.height - 26,
            { width },
          );
      },
      `Label ${shipment.awb}`,
    );
    return { filename: `label-${shipment.awb}.pdf`, pdf };
  }

  /** ADMIN only. The A4 packing slip: who it goes to and every line, for the box. */
  async packingSlip(rc: RequestContext, orderId: string): Promise<{ filename: string; pdf: Buffer }> {
    const order = await this.load(rc, orderId);
    const number = orderNumber(order.id);
    const sender = await this.sender();
    const pdf = await render(
      'A4',
      (doc) => {
        const left = 40;
        const width = 515;
        doc.font('bold').fontSize(18).text('PACKING SLIP', left, 40);
        doc
          .font('body')
          .fontSize(9)
          .text(`Order ${number}\nPlaced ${dateText.format(order.createdAt)}`, left + 255, 42, {
            width: 260,
            align: 'right',
          });
        doc.font('bold').fontSize(8).text('FROM', left, 90);
        doc.font('body').fontSize(9.5).text(sender, left, doc.y, { width: 240 });
        doc
          .font('bold')
          .fontSize(8)
          .text('SHIP TO', left + 275, 90);
        doc
          .font('body')
          .fontSize(9.5)
          .text(
            `${order.shipFirstName} ${order.shipLastName}\n${order.shipStreetAddress}\n${order.shipCity}, ${order.shipState} ${order.shipZipCode}\nMobile ${order.shipMobile}`,
            left + 275,
            doc.y,
            { width: 240 },
          );
        let y = 180;
        if (order.shipment) {
          doc
            .font('body')
            .fontSize(9.5)
            .text(`Courier: ${order.shipment.courier} · AWB ${order.shipment.awb}`, left, y);
          y += 20;
        }
        const cols = [left, left + 300, left + 380, left + 450];
        doc.rect(left, y, width, 20).fill('#eeeeee').fillColor('black');
        doc.font('bold').fontSize(9);
        ['Item', 'Size', 'Quantity', 'Packed'].forEach((h, i) => doc.text(h, cols[i]! + 4, y + 5));
        y += 24;
        doc.font('body').fontSize(9.5);
        for (const item of order.items) {
          doc.text(`${item.title}\n${item.brand} · ${item.colour}`, cols[0]! + 4, y, { width: 290 });
          const next = doc.y;
          doc.text(item.size, cols[1]! + 4, y);
          doc.text(String(item.quantity), cols[2]! + 4, y);
          doc.rect(cols[3]! + 8, y, 10, 10).stroke();
          y = next + 8;
          doc
            .moveTo(left, y - 4)
            .lineTo(left + width, y - 4)
            .strokeColor('#dddddd')
            .stroke()
            .strokeColor('black');
        }
        doc
          .font('bold')
          .fontSize(10)
          .text(`${order.totalItem} item${order.totalItem === 1 ? '' : 's'} in this parcel`, left, y + 6);
        const cod = order.paymentMethod === 'COD' && order.paidAt === null ? amountDue(order) : 0;
        doc
          .font('body')
          .fontSize(9.5)
          .text(cod ? `Cash on delivery: the courier collects ${formatRupees(cod)}` : 'Paid online', left, doc.y + 4);
      },
      `Packing slip ${number}`,
    );
    return { filename: `packing-slip-${number.slice(1)}.pdf`, pdf };
  }
}

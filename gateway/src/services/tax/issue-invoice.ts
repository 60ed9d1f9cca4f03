import type { Tx } from '../../db/transactions.js';
import { chargeLine, invoiceLines } from './document-lines.js';
import { nextNumber } from './numbering.js';
import { placeOfSupply } from './place-of-supply.js';
import type { Seller } from './seller.js';
import { totalsOf } from './tax-lines.js';

/** The delivery address as an invoice prints it. */
function addressText(o: { shipStreetAddress: string; shipCity: string; shipState: string; shipZipCode: string }) {
  return `${o.shipStreetAddress}, ${o.shipCity}, ${o.shipState} ${o.shipZipCode}`;
}

/**
 * Issues the tax invoice of a paid order inside the paying transaction: the next number of the
 * financial year, the seller and buyer as they are now, each line's HSN code, rate, taxable value
 * and tax, a delivery charge and a cash-on-delivery fee each as its own line at the rate of the principal supply (docs/decisions/034),
 * and totals that add up to what was paid. An order has one invoice: asked again, this
 * returns the one it has.
 */
export async function issueInvoice(tx: Tx, orderId: string, at: Date, seller: Seller): Promise<{ number: string }> {
  const existing = await tx.invoice.findUnique({ where: { orderId }, select: { number: true } });
  if (existing) return existing;
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: 'asc' }, include: { product: { select: { categoryId: true } } } } },
  });
  const place = placeOfSupply({ state: order.shipState, zipCode: order.shipZipCode }, seller);
  const items = order.items.map((item) => ({
    title: item.title,
    brand: item.brand,
    size: item.size,
    quantity: item.quantity,
    // What was paid for the line: after its share of the offer's and the code's discount, so the
    // slab (and the rate) is judged on the price really paid (docs/decisions/036).
    amount: item.discountedPrice - item.couponDiscount,
    couponDiscount: item.couponDiscount,
    // A product removed from the catalog altogether leaves no category: taxed as unlisted goods.
    categoryPath: item.product?.categoryId ?? '',
  }));
  const goods = invoiceLines(items, place.intraState, at);
  const charges = [
    chargeLine(goods, 'Delivery charge', order.deliveryCharge, place.intraState),
    chargeLine(goods, 'Cash on delivery fee', order.codFee, place.intraState),
  ].filter((line) => line !== null);
  const lines = [...goods, ...charges];
  const number = await nextNumber(tx, 'INV', at);
  await tx.invoice.create({
    data: {
      number,
      orderId,
      issuedAt: at,
      sellerName: seller.legalName,
      sellerGstin: seller.gstin,
      sellerAddress: seller.address,
      sellerState: seller.stateCode,
      sample: seller.sample,
      buyerName: `${order.shipFirstName} ${order.shipLastName}`.trim(),
      buyerAddress: addressText(order),
      placeOfSupply: place.code,
      placeOfSupplyName: place.name,
      intraState: place.intraState,
      lines: lines as object[],
      ...totalsOf(lines),
    },
  });
  return { number };
}

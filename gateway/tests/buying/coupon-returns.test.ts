// A return of one line of an order placed with a coupon (issues 34 and 36), over real HTTP: the
// refund is what the shopper paid for that line after its share of the discount
// (OrderItem.couponDiscount), never its list or sale price, and the credit note's tax is worked
// out on that amount, at the rate the discounted value falls under (the rate the invoice gave it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { addToCart, newShopper, stockOf, type Shopper } from '../support/buying.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { pay, placeOrder, productIn } from '../support/paid-orders.js';
import type { TaxLine } from '../../src/services/tax/tax-lines.js';
import { extractTax, lineTax } from '../../src/services/tax/tax-lines.js';

let shop: TestShop;
let admin: Admin;
let buyer: Shopper;

beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  [admin, buyer] = await Promise.all([seededAdmin(shop), newShopper(shop, 'coupon-returner')]);
  // Free delivery, so the order's total is the goods after the discount and nothing else.
  await shop.db.prisma.deliverySettings.upsert({
    where: { id: 1 },
    create: { freeDeliveryThreshold: 0, deliveryCharge: 0 },
    update: { freeDeliveryThreshold: 0, deliveryCharge: 0 },
  });
}, 240_000);
afterAll(() => shop?.stop());

describe('a refund of one line of an order placed with a coupon', () => {
  it('refunds that line after its share of the discount, and credits it at the rate of the discounted value', async () => {
    // A shirt at ₹2,700 (18 % above ₹2,500 a piece) and a watch at ₹1,500 (18 % whatever the price).
    const shirt = await productIn(shop, 'men/clothing/shirts');
    const watch = await productIn(shop, 'men/accessories/watch');
    await shop.db.prisma.product.update({
      where: { id: shirt.id },
      data: { price: 270_000, discountedPrice: 270_000 },
    });
    await shop.db.prisma.product.update({
      where: { id: watch.id },
      data: { price: 150_000, discountedPrice: 150_000 },
    });
    // The admin makes a 10 % code through the back office's API.
    const made = await admin.gql(`mutation ($input: CouponInput!) { adminCreateCoupon(input: $input) { id code } }`, {
      input: { code: 'tenoff', title: '10 % off everything', kind: 'PERCENT', percent: 10, onSaleItems: true },
    });
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data.adminCreateCoupon.code).toBe('TENOFF');

    const shirtSize = shirt.sizes[0]!.name;
    await addToCart(buyer, shirt.id, shirtSize);
    await addToCart(buyer, watch.id, watch.sizes[0]!.name);
    const applied = await buyer.rest('PUT', '/api/cart/coupon', { code: 'TenOff' });
    expect(applied.status).toBe(200);
    expect(applied.body.couponDiscount).toBe(420);
    const orderId = await placeOrder(buyer);
    await pay(shop, buyer, orderId);

    // ₹2,700 less its ₹270 share is ₹2,430: under ₹2,500, so the invoice taxes the shirt at 5 %.
    const items = await shop.db.prisma.orderItem.findMany({ where: { orderId } });
    const shirtLine = items.find((i) => i.productId === shirt.id)!;
    const watchLine = items.find((i) => i.productId === watch.id)!;
    expect(shirtLine).toMatchObject({ discountedPrice: 270_000, couponDiscount: 27_000 });
    expect(watchLine).toMatchObject({ discountedPrice: 150_000, couponDiscount: 15_000 });
    const invoice = await shop.db.prisma.invoice.findUniqueOrThrow({ where: { orderId } });
    const invoiced = (invoice.lines as unknown as TaxLine[]).find((l) => l.amount === 243_000);
    expect(invoiced).toMatchObject({ rate: 500 });

    await shop.db.prisma.order.update({
      where: { id: orderId },
      data: { status: 'DELIVERED', deliveredAt: new Date(Date.now() - 86_400_000) },
    });
    const asked = await buyer.rest('POST', '/api/returns', {
      orderId,
      reason: 'TOO_LARGE',
      lines: [{ orderItemId: shirtLine.id, quantity: 1 }],
    });
    expect(asked.status).toBe(201);
    const id = asked.body._id as string;
    for (const action of ['approve', 'pick-up']) {
      expect((await admin.rest('PUT', `/api/admin/returns/${id}/${action}`)).status).toBe(200);
    }
    const stockBefore = await stockOf(shop, shirt.id);
    const lineId = asked.body.lines[0]._id as string;
    const received = await admin.rest('PUT', `/api/admin/returns/${id}/receive`, {
      lines: [{ lineId, restockable: 1, damaged: 0 }],
    });
    expect(received.status).toBe(200);
    // The REST facade speaks rupees.
    expect(received.body).toMatchObject({ status: 'REFUNDED', refundAmount: 2430, deliveryRefund: 0 });
    expect((await stockOf(shop, shirt.id))[shirtSize]).toBe(stockBefore[shirtSize]! + 1);

    // The refund: what was paid for the line (₹2,430), not its price (₹2,700), sent once.
    const refunds = await shop.db.prisma.refund.findMany({ where: { orderId } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 243_000, returnId: id, status: 'PROCESSED' });
    const ret = await shop.db.prisma.returnRequest.findUniqueOrThrow({ where: { id } });
    expect(ret).toMatchObject({ refundAmount: 243_000, deliveryRefund: 0 });

    // The credit note: the shirt's line alone, on ₹2,430 at 5 %, the tax extracted from that amount.
    const notes = await shop.db.prisma.creditNote.findMany({ where: { orderId } });
    expect(notes).toHaveLength(1);
    const [credited, ...others] = notes[0]!.lines as unknown as TaxLine[];
    expect(others).toHaveLength(0);
    // Within the state the halves are equal (lineTax, decision 061), so the tax may be a paisa off the exact one.
    const { taxable, cgst, sgst, igst } = lineTax(243_000, 500, credited!.igst === 0);
    expect(credited).toMatchObject({
      quantity: 1,
      rate: 500,
      amount: 243_000,
      taxable,
      cgst,
      sgst,
      igst,
      hsn: invoiced!.hsn,
    });
    expect(Math.abs(cgst + sgst + igst - extractTax(243_000, 500).tax)).toBeLessThanOrEqual(1);
    expect(notes[0]!.total).toBe(243_000);

    // The order keeps its code and its whole discount; it stands, one line of two came back.
    const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order).toMatchObject({ status: 'DELIVERED', couponCode: 'TENOFF', couponDiscount: 42_000 });
  });
});

// Tax invoices and credit notes follow the order's life: paying issues the invoice (numbered
// without gaps, even when payments race), cancelling a paid order or a return issues the credit note.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { ADDRESS, addToCart, newShopper } from '../support/buying.js';
import { bearer, inBatches, signin } from '../support/accounts.js';
import { paidOrder, pay, placeOrder, productIn, someProduct } from '../support/paid-orders.js';
import { issueCreditNote } from '../../src/services/tax/issue-credit-note.js';
import type { TaxLine } from '../../src/services/tax/tax-lines.js';

let shop: TestShop;
let admin: Record<string, string>;
beforeAll(async () => {
  shop = await startTestShop();
  admin = bearer((await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password)).body.jwt);
});
afterAll(() => shop?.stop());

const invoiceOf = (orderId: string) =>
  shop.db.prisma.invoice.findUniqueOrThrow({ where: { orderId }, include: { creditNotes: true } });
const serial = (number: string) => Number(number.split('/')[2]);
const move = (orderId: string, path: string) =>
  fetch(`${shop.url}/api/admin/orders/${orderId}/${path}`, { method: 'PUT', headers: admin });

describe('the invoice of a paid order', () => {
  it('is issued once when the order is paid, its lines adding up to what was paid, CGST + SGST within Karnataka', async () => {
    const shirt = await productIn(shop, 'men/clothing/shirts');
    const watch = await productIn(shop, 'men/accessories/watch');
    const { orderId } = await paidOrder(shop, [shirt, watch]);
    const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    const invoice = await invoiceOf(orderId);
    expect(invoice.number).toMatch(/^INV\/20\d\d-\d\d\/\d{6}$/);
    expect(invoice.issuedAt).toEqual(order.paidAt);
    expect(invoice).toMatchObject({ placeOfSupply: '29', intraState: true, igst: 0, sellerGstin: '29AAHCK1234M1ZA' });
    expect(invoice.total).toBe(order.totalDiscountedPrice);
    expect(invoice.taxable + invoice.cgst + invoice.sgst).toBe(order.totalDiscountedPrice);
    const lines = invoice.lines as unknown as TaxLine[];
    expect(lines.map((l) => l.hsn)).toEqual(expect.arrayContaining(['6205', '9102']));
    expect(lines.find((l) => l.hsn === '9102')!.rate).toBe(1800);
    for (const line of lines) expect(line.taxable + line.cgst + line.sgst).toBe(line.amount);
    // CGST and SGST are equal halves, line by line and in the invoice's totals.
    for (const line of lines) expect(line.cgst).toBe(line.sgst);
    expect(invoice.cgst).toBe(invoice.sgst);
  });

  it('is all IGST when the delivery goes to another state, named by the state or else the PIN code', async () => {
    const { product } = await someProduct(shop);
    const byName = await paidOrder(shop, [product], { ...ADDRESS, state: 'Tamil Nadu', zipCode: '600001' });
    // Orders refuse a state they cannot read (issue 56); one kept from before still invoices by its PIN code.
    const buyer = await newShopper(shop, 'bombay-side');
    await addToCart(buyer, product.id, product.sizes[0]!.name);
    const byPin = { orderId: await placeOrder(buyer, { ...ADDRESS, state: 'Maharashtra', zipCode: '400050' }) };
    await shop.db.prisma.order.update({ where: { id: byPin.orderId }, data: { shipState: 'Bombay side' } });
    await pay(shop, buyer, byPin.orderId);
    expect(await invoiceOf(byName.orderId)).toMatchObject({ placeOfSupply: '33', intraState: false, cgst: 0, sgst: 0 });
    const viaPin = await invoiceOf(byPin.orderId);
    expect(viaPin).toMatchObject({ placeOfSupply: '27', placeOfSupplyName: 'Maharashtra', intraState: false });
    expect(viaPin.igst + viaPin.taxable).toBe(viaPin.total);
  });

  it(
    'takes consecutive numbers without gaps or duplicates when eight payments race',
    { timeout: 240_000 },
    async () => {
      const shoppers = await inBatches(
        Array.from({ length: 8 }, (_, i) => () => newShopper(shop, `racer${i}`)),
        2,
      );
      const orders = [];
      for (const s of shoppers) {
        const { product, size } = await someProduct(shop);
        await addToCart(s, product.id, size);
        orders.push({ s, orderId: await placeOrder(s) });
      }
      await Promise.all(orders.map(({ s, orderId }) => pay(shop, s, orderId)));
      const numbers = (await Promise.all(orders.map((o) => invoiceOf(o.orderId)))).map((i) => serial(i.number));
      numbers.sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => numbers[0]! + i));
      // And over the whole series: 1 … N, each once.
      const all = (await shop.db.prisma.invoice.findMany({ select: { number: true } })).map((i) => serial(i.number));
      expect(all.sort((a, b) => a - b)).toEqual(all.map((_, i) => i + 1));
    },
  );
});

describe('credit notes', () => {
  it('cancelling a paid order issues one for everything paid, mirroring the invoice', async () => {
    const { product } = await someProduct(shop);
    const { orderId } = await paidOrder(shop, [product]);
    expect((await move(orderId, 'cancel')).status).toBe(200);
    const invoice = await invoiceOf(orderId);
    expect(invoice.creditNotes).toHaveLength(1);
    const [note] = invoice.creditNotes;
    expect(note!.number).toMatch(/^CN\/20\d\d-\d\d\/\d{6}$/);
    expect(note).toMatchObject({
      total: invoice.total,
      taxable: invoice.taxable,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
    });
    expect(note!.reason).toBe('Order cancelled');
  });

  it('a return issues one; an order cancelled before payment has neither invoice nor credit note', async () => {
    const { product } = await someProduct(shop);
    const { orderId } = await paidOrder(shop, [product]);
    for (const step of ['confirmed', 'ship', 'deliver', 'return']) expect((await move(orderId, step)).status).toBe(200);
    const invoice = await invoiceOf(orderId);
    expect(invoice.creditNotes.map((n) => [n.total, n.reason])).toEqual([[invoice.total, 'Order returned']]);

    const s = await newShopper(shop, 'unpaid');
    await addToCart(s, product.id, product.sizes[0]!.name);
    const unpaid = await placeOrder(s);
    expect((await move(unpaid, 'cancel')).status).toBe(200);
    expect(await shop.db.prisma.invoice.count({ where: { orderId: unpaid } })).toBe(0);
    expect(await shop.db.prisma.creditNote.count({ where: { orderId: unpaid } })).toBe(0);
  });

  it('after a part refund, cancelling credits only the rest; more than was invoiced is refused', async () => {
    const shirt = await productIn(shop, 'men/clothing/shirts');
    const { orderId } = await paidOrder(shop, [shirt]);
    const invoice = await invoiceOf(orderId);
    const part = await shop.db.prisma.$transaction((tx) =>
      issueCreditNote(tx, { orderId, amount: 100_01, reason: 'Partial refund' }),
    );
    expect(part!.number).toMatch(/^CN\//);
    await expect(
      shop.db.prisma.$transaction((tx) => issueCreditNote(tx, { orderId, amount: invoice.total, reason: 'Too much' })),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await move(orderId, 'cancel')).status).toBe(200);
    const notes = (await invoiceOf(orderId)).creditNotes;
    expect(notes.map((n) => n.total).sort((a, b) => a - b)).toEqual(
      [100_01, invoice.total - 100_01].sort((a, b) => a - b),
    );
    const credit = (field: 'taxable' | 'cgst' | 'sgst') => notes.reduce((s, n) => s + n[field], 0);
    expect([credit('taxable'), credit('cgst'), credit('sgst')]).toEqual([invoice.taxable, invoice.cgst, invoice.sgst]);
    for (const note of notes) {
      expect(note.cgst).toBe(note.sgst);
      for (const line of note.lines as unknown as TaxLine[]) expect(line.cgst).toBe(line.sgst);
    }
  });
});

// The delivery charge: the owner's threshold and charge, shown in the cart, copied into the order,
// paid through the link and printed on the GST invoice as its own line at the goods' rate.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { addToCart, CART_FIELDS, newShopper, type Shopper } from '../support/buying.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { pay, placeOrder, productIn } from '../support/paid-orders.js';
import type { TaxLine } from '../../src/services/tax/tax-lines.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const DELIVERY = `{ freeDeliveryThreshold deliveryCharge updatedAt }`;
const setDelivery = (who: { gql: Admin['gql'] }, input: Record<string, unknown>) =>
  who.gql(`mutation ($i: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $i) ${DELIVERY} }`, { i: input });
const cartOf = async (s: Shopper) =>
  (await s.gql(`{ cart { ${CART_FIELDS} deliveryCharge freeDeliveryShortfall totalAmount } }`)).body.data.cart;

/** A shirt (5 % GST) priced `paise` after discount, restocked; each call takes another product. */
let nth = 0;
async function shirtAt(paise: number, listPrice = paise) {
  const product = await productIn(shop, 'men/clothing/shirts');
  const other = await shop.db.prisma.product.findMany({
    where: { categoryId: 'men/clothing/shirts', deletedAt: null },
    orderBy: { id: 'asc' },
    skip: nth++,
    take: 1,
    include: { sizes: true },
  });
  const chosen = other[0] ?? product;
  await shop.db.prisma.productSize.updateMany({ where: { productId: chosen.id }, data: { quantity: 20 } });
  await shop.db.prisma.product.update({
    where: { id: chosen.id },
    data: { price: listPrice, discountedPrice: paise, quantity: 20 * chosen.sizes.length },
  });
  return chosen;
}

function pdfText(pdf: Buffer): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-'));
  const file = path.join(dir, 'invoice.pdf');
  fs.writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  fs.rmSync(dir, { recursive: true });
  return text;
}

describe('delivery charge', () => {
  it('is free by default: no charge, nothing to add, the total is the goods', async () => {
    const { body } = await shop.graphql(`{ deliverySettings ${DELIVERY} }`);
    expect(body.data.deliverySettings).toEqual({ freeDeliveryThreshold: 49_900, deliveryCharge: 0, updatedAt: null });
    const s = await newShopper(shop, 'free');
    const shirt = await shirtAt(19_900);
    await addToCart(s, shirt.id, shirt.sizes[0]!.name);
    const cart = await cartOf(s);
    expect(cart).toMatchObject({
      totalDiscountedPrice: 19_900,
      deliveryCharge: 0,
      freeDeliveryShortfall: 0,
      totalAmount: 19_900,
    });
  });

  it('only an admin changes the settings; a wrong amount is refused naming its field, GraphQL and REST', async () => {
    const s = await newShopper(shop, 'not-admin');
    expect((await setDelivery(s, { deliveryCharge: 4900 })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (await shop.graphql(`mutation { adminUpdateDeliverySettings(input: { deliveryCharge: 1 }) { deliveryCharge } }`))
        .body.errors[0].extensions.code,
    ).toBe('UNAUTHENTICATED');
    const tooBig = await setDelivery(admin, { deliveryCharge: 20_000_000 });
    expect(tooBig.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'deliveryCharge' });
    const rest = await admin.rest('PUT', '/api/admin/delivery-settings', {
      freeDeliveryThreshold: 'lots',
      deliveryCharge: 49.005,
    });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(/threshold/);
    expect(JSON.stringify(rest.body)).toMatch(/deliveryCharge/);
    expect((await s.rest('PUT', '/api/admin/delivery-settings', { deliveryCharge: 49 })).status).toBe(403);
    expect(
      (await shop.graphql(`{ deliverySettings { deliveryCharge } }`)).body.data.deliverySettings.deliveryCharge,
    ).toBe(0);
  });

  it('with ₹49 below ₹499, a ₹299 cart pays ₹348: the cart, the order, the link and the invoice agree', async () => {
    const saved = await admin.rest('PUT', '/api/admin/delivery-settings', {
      freeDeliveryThreshold: 499,
      deliveryCharge: 49,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ freeDeliveryThreshold: 499, deliveryCharge: 49 });
    expect((await shop.graphql(`{ deliverySettings ${DELIVERY} }`)).body.data.deliverySettings).toMatchObject({
      freeDeliveryThreshold: 49_900,
      deliveryCharge: 4_900,
    });

    const s = await newShopper(shop, 'charged');
    const shirt = await shirtAt(29_900, 59_900);
    await addToCart(s, shirt.id, shirt.sizes[0]!.name);
    expect(await cartOf(s)).toMatchObject({
      totalDiscountedPrice: 29_900,
      deliveryCharge: 4_900,
      freeDeliveryShortfall: 20_000,
      totalAmount: 34_800,
    });
    const restCart = await s.rest('GET', '/api/cart/');
    expect(restCart.body).toMatchObject({
      totalDiscountedPrice: 299,
      deliveryCharge: 49,
      freeDeliveryShortfall: 200,
      totalAmount: 348,
    });

    const orderId = await placeOrder(s);
    const restOrder = await s.rest('GET', `/api/orders/${orderId}`);
    expect(restOrder.body).toMatchObject({ totalDiscountedPrice: 299, deliveryCharge: 49, totalAmount: 348 });

    // The owner changes the settings after the order is placed: the order, its link and its invoice keep ₹49.
    await setDelivery(admin, { deliveryCharge: 9_900, freeDeliveryThreshold: 99_900 });
    await pay(shop, s, orderId);
    const payment = await shop.db.prisma.payment.findFirstOrThrow({ where: { orderId, status: 'PAID' } });
    expect(payment.amount).toBe(34_800);
    const { body } = await s.gql(
      `query ($id: ID!) { order(id: $id) { totalDiscountedPrice deliveryCharge totalAmount amountPaid } }`,
      { id: orderId },
    );
    expect(body.data.order).toEqual({
      totalDiscountedPrice: 29_900,
      deliveryCharge: 4_900,
      totalAmount: 34_800,
      amountPaid: 34_800,
    });

    const invoice = await shop.db.prisma.invoice.findUniqueOrThrow({ where: { orderId } });
    const lines = invoice.lines as unknown as TaxLine[];
    expect(invoice.total).toBe(34_800);
    expect(lines).toHaveLength(2);
    const [goods, delivery] = lines;
    expect(goods).toMatchObject({ amount: 29_900, rate: 500 });
    // Composite supply: delivery is taxed at the rate (and under the HSN) of the goods it ships.
    expect(delivery).toMatchObject({
      description: 'Delivery charge',
      amount: 4_900,
      rate: 500,
      hsn: goods!.hsn,
      taxable: 4_666,
    });
    // CGST and SGST are equal halves: the half of ₹2.3333 is rounded once (₹1.17) and the tax is twice it.
    expect([delivery!.cgst, delivery!.sgst]).toEqual([117, 117]);

    const pdf = await fetch(`${shop.url}/api/orders/${orderId}/invoice`, { headers: s.headers });
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()));
    expect(text).toMatch(
      new RegExp(`Delivery charge\\s+${goods!.hsn}\\s+1\\s+46\\.66\\s+5%\\s+1\\.17\\s+1\\.17\\s+49\\.00`),
    );
    expect(text).toMatch(/Total \(GST included\)\s+₹348\.00/);
  });

  it('is judged on the goods after discount: ₹600 listed at ₹450 is charged; ₹499 exactly ships free', async () => {
    await setDelivery(admin, { deliveryCharge: 4_900, freeDeliveryThreshold: 49_900 });
    const s = await newShopper(shop, 'threshold');
    const discounted = await shirtAt(45_000, 60_000);
    await addToCart(s, discounted.id, discounted.sizes[0]!.name);
    expect(await cartOf(s)).toMatchObject({ deliveryCharge: 4_900, freeDeliveryShortfall: 4_900, totalAmount: 49_900 });

    const t = await newShopper(shop, 'exactly');
    const exact = await shirtAt(49_900, 80_000);
    await addToCart(t, exact.id, exact.sizes[0]!.name);
    expect(await cartOf(t)).toMatchObject({ deliveryCharge: 0, freeDeliveryShortfall: 0, totalAmount: 49_900 });
    const orderId = await placeOrder(t);
    const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.deliveryCharge).toBe(0);
  });
});

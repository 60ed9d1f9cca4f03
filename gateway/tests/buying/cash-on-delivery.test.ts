// Cash on delivery: offered only when allowed (409 naming why otherwise, nothing placed), placed at
// once with stock reserved, confirmed, invoiced when shipped, paid when the cash is recorded, or
// refused at the door (stock back once, a credit note, no refund) until the account is barred.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import {
  ADDRESS,
  addToCart,
  createOrder,
  newShopper,
  productWithStock,
  stockOf,
  type Shopper,
} from '../support/buying.js';
import { SET_STATUS, seededAdmin, type Admin } from '../support/admin.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
  const { body } = await admin.gql(
    `mutation { adminUpdateDeliverySettings(input: { codEnabled: true, codMinimum: 29900, codMaximum: 500000, codFee: 2000, codRefusalLimit: 2 }) { codEnabled } }`,
  );
  expect(body.errors).toBeUndefined();
});
afterAll(() => shop?.stop());

const ORDER = `id status paymentMethod codFee totalDiscountedPrice deliveryCharge totalAmount paidAt`;
const choose = (s: Shopper, orderId: string) =>
  s.gql(`mutation ($id: ID!) { chooseCashOnDelivery(orderId: $id) { ${ORDER} } }`, { id: orderId });
const offer = async (s: Shopper, orderId: string) =>
  (await s.gql(`query ($id: ID!) { order(id: $id) { cashOnDelivery { available reason fee } } }`, { id: orderId })).body
    .data.order.cashOnDelivery;
const move = (orderId: string, status: string) => admin.gql(SET_STATUS, { id: orderId, status });

let nth = 0;
/** A PENDING order of one unit priced `paise`, from a new shopper (or `s`), to `address`. */
async function pendingOrder(paise: number, s?: Shopper, address = ADDRESS) {
  const shopper = s ?? (await newShopper(shop, 'cod'));
  const product = await productWithStock(shop, { M: 5 }, 20 + nth++);
  await shop.db.prisma.product.update({
    where: { id: product.id },
    data: { discountedPrice: paise, price: paise * 2 },
  });
  await addToCart(shopper, product.id, 'M');
  const { body } = await createOrder(shopper, { a: address });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return { s: shopper, orderId: body.data.createOrder.id as string, productId: product.id };
}

describe('cash on delivery', () => {
  it('is refused with 409 naming why, and nothing is placed: over the maximum, switched off, the PIN code, REST too', async () => {
    const big = await pendingOrder(600_000);
    expect(await offer(big.s, big.orderId)).toEqual({
      available: false,
      reason: 'Cash on delivery is for orders of ₹299.00 to ₹5,000.00; this one is ₹6,000.00',
      fee: 2000,
    });
    const over = await choose(big.s, big.orderId);
    expect(over.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(over.body.errors[0].message).toContain('₹5,000.00');
    const rest = await big.s.rest('POST', `/api/orders/${big.orderId}/cod`);
    expect(rest.status).toBe(409);
    expect(rest.body.message).toMatch(/nothing was placed$/);

    const small = await pendingOrder(39_900);
    expect((await offer(small.s, small.orderId)).available).toBe(true);
    // The owner switches COD off between the page and the click.
    await admin.gql(`mutation { adminUpdateDeliverySettings(input: { codEnabled: false }) { codEnabled } }`);
    const off = await choose(small.s, small.orderId);
    expect(off.body.errors[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    expect(off.body.errors[0].message).toContain('not offered by the shop');
    await admin.gql(`mutation { adminUpdateDeliverySettings(input: { codEnabled: true }) { codEnabled } }`);

    // A PIN code served without COD.
    await shop.db.prisma.deliveryPin.create({ data: { code: '400', codAllowed: false, days: 3 } });
    const mumbai = await pendingOrder(39_900, undefined, { ...ADDRESS, state: 'Maharashtra', zipCode: '400050' });
    const noCod = await choose(mumbai.s, mumbai.orderId);
    expect(noCod.body.errors[0].message).toContain('not available for PIN code 400050');
    await shop.db.prisma.deliveryPin.deleteMany({});

    for (const { orderId } of [big, small, mumbai]) {
      const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
      expect(order).toMatchObject({ status: 'PENDING', paymentMethod: 'PREPAID', codFee: 0 });
      expect(order.expiresAt).not.toBeNull();
    }
  });

  it('goes placed → confirmed → shipped (invoice) → delivered → cash collected, each double click answered why', async () => {
    const { s, orderId, productId } = await pendingOrder(39_900);
    const stockAfterOrder = (await stockOf(shop, productId)).M;
    const placed = await choose(s, orderId);
    expect(placed.body.data.chooseCashOnDelivery).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'COD',
      codFee: 2000,
      totalAmount: 41_900,
      paidAt: null,
    });
    // Again: the same order, nothing new.
    expect((await choose(s, orderId)).body.data.chooseCashOnDelivery.status).toBe('PLACED');
    const row = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    // No payment deadline: while PLACED, expiresAt is the confirmation deadline (COD_CONFIRM_HOURS, 24 by default).
    const hours = (row.expiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.5);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await stockOf(shop, productId)).M).toBe(stockAfterOrder);
    expect(await shop.db.prisma.invoice.count({ where: { orderId } })).toBe(0);
    expect((await s.gql(`{ cart { totalItem } }`)).body.data.cart.totalItem).toBe(0);
    expect((await s.gql(`{ orders { id paymentMethod } }`)).body.data.orders).toContainEqual({
      id: orderId,
      paymentMethod: 'COD',
    });
    const mail = await shop.db.prisma.mail.findFirst({ where: { orderId, kind: 'order-placed' } });
    expect(mail?.text).toContain('cash on delivery');

    expect((await move(orderId, 'CONFIRMED')).body.data.adminUpdateOrderStatus.status).toBe('CONFIRMED');
    const twice = await admin.rest('PUT', `/api/admin/orders/${orderId}/confirmed`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toContain('CONFIRMED');

    const early = await admin.gql(`mutation ($id: ID!) { adminRecordCashCollected(id: $id) { id } }`, { id: orderId });
    expect(early.body.errors[0].message).toContain('this order is CONFIRMED');

    await move(orderId, 'SHIPPED');
    const invoice = await shop.db.prisma.invoice.findUniqueOrThrow({ where: { orderId } });
    expect(invoice.total).toBe(41_900);
    await move(orderId, 'DELIVERED');

    const collect = () => admin.rest('PUT', `/api/admin/orders/${orderId}/cash-collected`);
    const [a, b] = await Promise.all([collect(), collect()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const second = a.status === 409 ? a : b;
    expect(second.body.message).toMatch(/already recorded on .* by admin@test\.local; nothing was changed/);
    const payments = await shop.db.prisma.payment.findMany({ where: { orderId } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: 'COD', status: 'PAID', amount: 41_900, recordedById: admin.id });
    const paid = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(paid.paidAt).toEqual(payments[0]!.paidAt);
  });

  it('refused at the door: stock back once, a credit note, no refund; the second refusal bars the account until an admin lifts it', async () => {
    const first = await pendingOrder(39_900);
    const s = first.s;
    const refuse = async (orderId: string) => {
      await choose(s, orderId);
      await move(orderId, 'CONFIRMED');
      await move(orderId, 'SHIPPED');
      return move(orderId, 'RETURN_TO_ORIGIN');
    };
    const before = (await stockOf(shop, first.productId)).M;
    const back = await refuse(first.orderId);
    expect(back.body.data.adminUpdateOrderStatus.status).toBe('RETURN_TO_ORIGIN');
    expect((await stockOf(shop, first.productId)).M).toBe(before + 1);
    const again = await admin.rest('PUT', `/api/admin/orders/${first.orderId}/return-to-origin`);
    expect(again.status).toBe(409);
    expect((await stockOf(shop, first.productId)).M).toBe(before + 1);
    const invoice = await shop.db.prisma.invoice.findUniqueOrThrow({
      where: { orderId: first.orderId },
      include: { creditNotes: true },
    });
    expect(invoice.creditNotes).toHaveLength(1);
    expect(invoice.creditNotes[0]).toMatchObject({ total: invoice.total });
    expect(invoice.creditNotes[0]!.reason).toContain('Refused at the door');
    expect(await shop.db.prisma.refund.count({ where: { orderId: first.orderId } })).toBe(0);
    expect(
      (await shop.db.prisma.user.findFirstOrThrow({ where: { orders: { some: { id: first.orderId } } } })).codBarredAt,
    ).toBeNull();

    const second = await pendingOrder(39_900, s);
    await refuse(second.orderId);
    const user = await shop.db.prisma.user.findFirstOrThrow({ where: { orders: { some: { id: first.orderId } } } });
    expect(user.codBarredReason).toContain('Refused 2 cash-on-delivery parcels at the door');
    const third = await pendingOrder(39_900, s);
    const barred = await choose(s, third.orderId);
    expect(barred.body.errors[0].message).toContain('not available for this account');
    const shown = await admin.gql(`query ($id: ID!) { adminOrder(id: $id) { customer { codBarredReason } } }`, {
      id: third.orderId,
    });
    expect(shown.body.data.adminOrder.customer.codBarredReason).toContain('Refused 2');

    await admin.rest('PUT', `/api/admin/users/${user.id}/allow-cod`);
    expect((await choose(s, third.orderId)).body.data.chooseCashOnDelivery.status).toBe('PLACED');
  });

  it('a prepaid order cannot be returned to origin', async () => {
    const { orderId } = await pendingOrder(39_900);
    await shop.db.prisma.order.update({ where: { id: orderId }, data: { status: 'SHIPPED', paidAt: new Date() } });
    const refused = await move(orderId, 'RETURN_TO_ORIGIN');
    expect(refused.body.errors[0].message).toContain('only a cash-on-delivery order is refused at the door');
  });
});

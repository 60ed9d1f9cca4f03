// Coupons and automatic offers through the API: a code applied in the cart with its reasons in
// words, offers applied by themselves, the order keeping each line's share, GST on the value
// paid, and uses counted exactly when shoppers race for the last one (PGlite and PostgreSQL).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Prisma } from '../../src/db/generated/client/client.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import { ADDRESS, addToCart, newShopper, productWithStock, type Shopper } from '../support/buying.js';
import { payOrder, seededAdmin, SET_STATUS, type Admin } from '../support/admin.js';
import { OrderSweep } from '../../src/services/buying/order-sweep.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  // The gateway's own sweep is off: the release test drives a round itself. The race needs more
  // new accounts from one address than the sign-up throttle lets a network make.
  shop = await startTestShop({
    buying: { sweepIntervalMs: 0 },
    services: { loginThrottle: { signupsPerAddress: 500 } },
  });
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

let n = 0;
/** A coupon straight in the database (the admin form has its own tests below). */
async function coupon(data: Partial<Prisma.CouponCreateInput> = {}) {
  return shop.db.prisma.coupon.create({
    data: {
      code: `SAVE${++n}X${process.pid}`,
      title: '₹200 off above ₹1,999',
      kind: 'FIXED',
      amountOff: 20_000,
      minGoods: 199_900,
      ...data,
    },
  });
}

/** A product with plenty of stock at a chosen price (paise, no sale price unless given). */
async function productAt(price: number, skip: number, discountedPrice = price) {
  const product = await productWithStock(shop, { M: 500 }, skip);
  await shop.db.prisma.product.update({ where: { id: product.id }, data: { price, discountedPrice } });
  return product;
}

const apply = (s: Shopper, code: unknown) => s.rest('PUT', '/api/cart/coupon', { code });
const place = (s: Shopper, key?: string) =>
  s.rest('POST', '/api/orders/', { ...ADDRESS, save: false }, key ? { 'idempotency-key': key } : {});

beforeEach(async () => {
  // Offers made by one test must not reach the carts of the next.
  await shop.db.prisma.coupon.updateMany({ where: { automatic: true }, data: { paused: true } });
});

describe('a code in the cart', () => {
  it('applies in any case and with spaces, shares the discount among the lines exactly, and shows it', async () => {
    const c = await coupon({ kind: 'PERCENT', percent: 10, amountOff: null, minGoods: 0 });
    const s = await newShopper(shop, 'applier');
    const a = await productAt(33_333, 0);
    const b = await productAt(66_667, 1);
    await addToCart(s, a.id, 'M');
    await addToCart(s, b.id, 'M');
    const typed = ` ${c.code.toLowerCase().slice(0, 3)} ${c.code.toLowerCase().slice(3)} `;
    const r = await apply(s, typed);
    expect(r.status).toBe(200);
    expect(r.body.coupon).toMatchObject({ code: c.code, amount: 100 });
    expect(r.body.couponDiscount).toBe(100);
    expect(r.body.totalDiscountedPrice).toBe(900);
    const shares = r.body.cartItems.map((i: { couponDiscount: number }) => Math.round(i.couponDiscount * 100));
    expect(shares.reduce((x: number, y: number) => x + y, 0)).toBe(10_000);
    expect(r.body.combiningRule).toMatch(/offer is taken off first/);

    const order = await place(s);
    expect(order.status).toBe(201);
    expect(order.body).toMatchObject({ couponCode: c.code, couponDiscount: 100, totalDiscountedPrice: 900 });
    const items = await shop.db.prisma.orderItem.findMany({ where: { orderId: order.body._id } });
    expect(items.reduce((sum, i) => sum + i.couponDiscount, 0)).toBe(10_000);
    expect((await shop.db.prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).usesHeld).toBe(1);
  });

  it('refuses with the reason in words: the shortfall, used up, first order, ended', async () => {
    const s = await newShopper(shop, 'reasons');
    const p = await productAt(157_900, 2);
    await addToCart(s, p.id, 'M');
    const short = await coupon();
    expect((await apply(s, short.code)).body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `Add ₹420 more to use ${short.code}`,
    });
    const usedUp = await coupon({ minGoods: 0, usageLimit: 3, usesHeld: 3 });
    expect((await apply(s, usedUp.code)).body.message).toBe('This code has been used up');
    const ended = await coupon({ minGoods: 0, endsAt: new Date('2026-11-02T18:30:00Z') });
    expect((await apply(s, ended.code)).body.message).toBe(`${ended.code} ended on 2 Nov`);
    const first = await coupon({ minGoods: 0, firstOrderOnly: true });
    expect((await apply(s, first.code)).status).toBe(200);
    expect((await place(s)).status).toBe(201);
    await addToCart(s, p.id, 'M');
    const again = await apply(s, first.code);
    expect(again.body.message).toBe('This code is for your first order');
  });

  it('handles a code with SQL, HTML, 200 characters or nothing as text: a 400, never a 500', async () => {
    const s = await newShopper(shop, 'oddcodes');
    await addToCart(s, (await productAt(100_000, 3)).id, 'M');
    for (const code of ["x' OR '1'='1", '<script>alert(1)</script>', 'A'.repeat(200), '', 42, null]) {
      const r = await apply(s, code);
      expect(r.status, String(code)).toBe(400);
      expect(r.body.code).toBe('BAD_USER_INPUT');
    }
    const gql = await s.gql(`mutation ($c: String!) { applyCouponCode(input: { code: $c }) { id } }`, {
      c: '"; DROP TABLE "Coupon"; --',
    });
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    expect(await shop.db.prisma.coupon.count()).toBeGreaterThan(0);
  });

  it('drops a code with a notice when the cart stops qualifying, and DELETE takes it off', async () => {
    const s = await newShopper(shop, 'shrinker');
    const c = await coupon();
    const a = await productAt(150_000, 4);
    const b = await productAt(100_000, 5);
    await addToCart(s, a.id, 'M');
    const cart = await addToCart(s, b.id, 'M');
    expect((await apply(s, c.code)).body.couponDiscount).toBe(200);
    const line = cart.items.find((i: { product: { id: string } }) => i.product.id === b.id);
    const after = await s.rest('DELETE', `/api/cart_items/${line.id}`);
    expect(after.body.cart.coupon).toBeNull();
    expect(after.body.cart.notices).toContain(`${c.code} was removed: Add ₹499 more to use ${c.code}`);
    await addToCart(s, b.id, 'M');
    expect((await apply(s, c.code)).status).toBe(200);
    const removed = await s.rest('DELETE', '/api/cart/coupon');
    expect(removed.body).toMatchObject({ coupon: null, couponDiscount: 0 });
  });

  it('an edited coupon reaches carts at their next read; a placed order keeps what it was given', async () => {
    const s = await newShopper(shop, 'edited');
    const c = await coupon({ minGoods: 0 });
    await addToCart(s, (await productAt(100_000, 6)).id, 'M');
    await apply(s, c.code);
    const order = await place(s);
    await addToCart(s, (await productAt(100_000, 6)).id, 'M');
    await shop.db.prisma.coupon.update({ where: { id: c.id }, data: { amountOff: 5_000 } });
    await apply(s, c.code);
    expect((await s.rest('GET', '/api/cart/')).body.couponDiscount).toBe(50);
    const kept = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.body._id } });
    expect(kept.couponDiscount).toBe(20_000);
  });
});

describe('automatic offers', () => {
  it('apply by themselves, the best one only, and a code is applied to what the offer left', async () => {
    await coupon({
      automatic: true,
      code: `AUTO5X${process.pid}`,
      title: '5 % off',
      kind: 'PERCENT',
      percent: 5,
      amountOff: null,
      minGoods: 0,
    });
    await coupon({
      automatic: true,
      code: `AUTO10X${process.pid}`,
      title: '10 % off above ₹2,999',
      kind: 'PERCENT',
      percent: 10,
      amountOff: null,
      minGoods: 299_900,
    });
    const s = await newShopper(shop, 'offered');
    await addToCart(s, (await productAt(300_000, 7)).id, 'M');
    const cart = (await s.rest('GET', '/api/cart/')).body;
    expect(cart.offer).toMatchObject({ code: `AUTO10X${process.pid}`, amount: 300 });
    const code = await coupon({ kind: 'PERCENT', percent: 10, amountOff: null, minGoods: 0 });
    const both = (await apply(s, code.code)).body;
    expect(both.coupon.amount).toBe(270);
    expect(both.couponDiscount).toBe(570);
    const order = await place(s);
    expect(order.body).toMatchObject({
      offerCode: `AUTO10X${process.pid}`,
      couponCode: code.code,
      couponDiscount: 570,
    });
  });
});

describe('uses counted exactly', () => {
  it('twenty shoppers racing for the last use: exactly one order gets it, the rest a 409', async () => {
    const c = await coupon({ minGoods: 0, usageLimit: 5, usesHeld: 4 });
    const p = await productAt(100_000, 8);
    const shoppers = await Promise.all(Array.from({ length: 20 }, (_, i) => newShopper(shop, `couponrace${i}`)));
    for (const s of shoppers) {
      await addToCart(s, p.id, 'M');
      expect((await apply(s, c.code)).status).toBe(200);
    }
    const replies = await Promise.all(shoppers.map((s) => place(s)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const lost = replies.filter((r) => r.status === 409);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(r.body.message).toMatch(/used up/);
    expect((await shop.db.prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).usesHeld).toBe(5);
    expect(await shop.db.prisma.couponUse.count({ where: { couponId: c.id } })).toBe(1);
    expect(await shop.db.prisma.order.count({ where: { couponCode: c.code } })).toBe(1);
  });

  it('once per customer holds when one account places five orders at once', async () => {
    const c = await coupon({ minGoods: 0, perCustomerLimit: 1 });
    const s = await newShopper(shop, 'greedy');
    await addToCart(s, (await productAt(100_000, 9)).id, 'M');
    await apply(s, c.code);
    const replies = await Promise.all(Array.from({ length: 5 }, (_, i) => place(s, `greedy-${i}-${Date.now()}`)));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await shop.db.prisma.order.count({ where: { couponCode: c.code } })).toBe(1);
  });

  it('an order cancelled before payment gives its use back (the sweep)', async () => {
    const c = await coupon({ minGoods: 0, usageLimit: 1 });
    const s = await newShopper(shop, 'sweptaway');
    await addToCart(s, (await productAt(100_000, 10)).id, 'M');
    await apply(s, c.code);
    const order = await place(s);
    expect(order.status).toBe(201);
    expect((await shop.db.prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).usesHeld).toBe(1);
    await shop.db.prisma.order.update({
      where: { id: order.body._id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    await new OrderSweep(shop.db.prisma, { reconcileGraceMs: 0 }).sweepOnce();
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.body._id } })).status).toBe('CANCELLED');
    expect((await shop.db.prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).usesHeld).toBe(0);
    expect(await shop.db.prisma.couponCustomer.findFirst({ where: { couponId: c.id } })).toMatchObject({ uses: 0 });
  });
});

describe('uses released by the shopper and the admin', () => {
  it('an unpaid cash-on-delivery order cancelled by its shopper, and one by an admin, give their uses back', async () => {
    const settings = await admin.gql(
      `mutation { adminUpdateDeliverySettings(input: { codEnabled: true, codMinimum: 0, codMaximum: 500000, codFee: 0 }) { codEnabled } }`,
    );
    expect(settings.body.errors).toBeUndefined();
    const c = await coupon({ minGoods: 0, usageLimit: 2 });
    const p = await productAt(100_000, 12);
    const placeCod = async (label: string) => {
      const s = await newShopper(shop, label);
      await addToCart(s, p.id, 'M');
      await apply(s, c.code);
      const order = await place(s);
      expect(order.status).toBe(201);
      const cod = await s.gql(`mutation ($id: ID!) { chooseCashOnDelivery(orderId: $id) { id status } }`, {
        id: order.body._id,
      });
      expect(cod.body.data.chooseCashOnDelivery.status).toBe('PLACED');
      return { s, id: order.body._id as string };
    };
    const mine = await placeCod('codcancel');
    const theirs = await placeCod('codadmin');
    const held = async () => (await shop.db.prisma.coupon.findUniqueOrThrow({ where: { id: c.id } })).usesHeld;
    expect(await held()).toBe(2);
    const cancelled = await mine.s.gql(`mutation ($id: ID!) { cancelOrder(id: $id) { id status } }`, { id: mine.id });
    expect(cancelled.body.data.cancelOrder.status).toBe('CANCELLED');
    expect(await held()).toBe(1);
    const moved = await admin.gql(SET_STATUS, { id: theirs.id, status: 'CANCELLED' });
    expect(moved.body.errors).toBeUndefined();
    expect(await held()).toBe(0);
  });
});

describe('GST on what is paid', () => {
  it('a code that brings a piece under ₹2,500 is taxed at 5 % on the discounted value, and the invoice names the discount', async () => {
    const s = await newShopper(shop, 'taxed');
    const shirt = await productWithStock(shop, { M: 50 }, 0);
    const category = await shop.db.prisma.product.findFirstOrThrow({
      where: { categoryId: { contains: 'clothing' } },
      select: { categoryId: true },
    });
    await shop.db.prisma.product.update({
      where: { id: shirt.id },
      data: { price: 280_000, discountedPrice: 280_000, categoryId: category.categoryId },
    });
    await addToCart(s, shirt.id, 'M');
    const c = await coupon({ minGoods: 0, amountOff: 40_000 });
    await apply(s, c.code);
    const order = await place(s);
    expect(order.body.totalAmount).toBe(2400);
    await payOrder(shop, s, order.body._id);
    const invoice = await shop.db.prisma.invoice.findUniqueOrThrow({ where: { orderId: order.body._id } });
    const [line] = invoice.lines as unknown as { rate: number; amount: number; description: string }[];
    expect(line).toMatchObject({ rate: 500, amount: 240_000 });
    expect(line!.description).toContain('after a discount of ₹400.00');
    expect(invoice.total).toBe(240_000);
    const mail = await shop.db.prisma.mail.findFirstOrThrow({
      where: { orderId: order.body._id, kind: 'order-placed' },
    });
    expect(mail.text).toContain(`Coupon ${c.code}`);
    expect(mail.text).toContain('₹400.00');
    expect(mail.text).toContain('₹2,400.00');
  });
});

describe('the back office', () => {
  const CREATE = `mutation ($i: CouponInput!) { adminCreateCoupon(input: $i) { id code usesHeld orders discountGiven } }`;
  it('names a percent over 100 and a negative amount beside their fields', async () => {
    const over = await admin.gql(CREATE, { i: { code: 'BIG', title: 'Too much', kind: 'PERCENT', percent: 150 } });
    expect(over.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'percent' });
    const negative = await admin.gql(CREATE, {
      i: { code: 'NEG', title: 'Negative', kind: 'FIXED', amountOff: -500, minGoods: -1 },
    });
    expect(negative.body.errors[0].extensions.fields).toMatchObject({
      amountOff: 'Amount cannot be negative',
      minGoods: 'Minimum cannot be negative',
    });
  });

  it('lists coupons with uses so far, discount given and orders; a customer may not', async () => {
    const made = await admin.gql(CREATE, {
      i: { code: `list-${process.pid}`, title: '₹100 off', kind: 'FIXED', amountOff: 10_000, endsOn: '2099-11-02' },
    });
    expect(made.body.data.adminCreateCoupon.code).toBe(`LIST-${process.pid}`);
    const s = await newShopper(shop, 'lister');
    await addToCart(s, (await productAt(100_000, 11)).id, 'M');
    await apply(s, `list-${process.pid}`);
    await place(s);
    const list = await admin.gql(`{ adminCoupons { code usesHeld orders discountGiven orderIds } }`);
    const row = list.body.data.adminCoupons.find((c: { code: string }) => c.code === `LIST-${process.pid}`);
    expect(row).toMatchObject({ usesHeld: 1, orders: 1, discountGiven: 10_000 });
    const denied = await s.gql(`{ adminCoupons { code } }`);
    expect(denied.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('covers chosen products: named back with their titles, and a product not on sale refused beside the field', async () => {
    const kurta = await productAt(120_000, 12);
    const unknown = await admin.gql(CREATE, {
      i: { code: 'PICKED-X', title: 'Picked', kind: 'FIXED', amountOff: 5_000, productIds: [kurta.id, 'no-such'] },
    });
    expect(unknown.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'productIds',
      fields: { productIds: 'No product on sale with id no-such' },
    });
    const made = await admin.gql(
      `mutation ($i: CouponInput!) { adminCreateCoupon(input: $i) { code productIds products { id title brand } } }`,
      {
        i: { code: `picked-${process.pid}`, title: 'Picked', kind: 'FIXED', amountOff: 5_000, productIds: [kurta.id] },
      },
    );
    expect(made.body.errors).toBeUndefined();
    expect(made.body.data.adminCreateCoupon).toMatchObject({
      productIds: [kurta.id],
      products: [{ id: kurta.id, title: kurta.title, brand: kurta.brand }],
    });
    // It covers that product and nothing else.
    const s = await newShopper(shop, 'picker');
    await addToCart(s, (await productAt(120_000, 13)).id, 'M');
    expect((await apply(s, `picked-${process.pid}`)).body.message).toBe(
      `PICKED-${process.pid} does not apply to anything in your cart`,
    );
    await addToCart(s, kurta.id, 'M');
    const applied = await apply(s, `picked-${process.pid}`);
    expect(applied.status).toBe(200);
    expect(applied.body.couponDiscount).toBe(50);
  });
});

// Returns and exchanges the shopper starts, line by line: the request and its bad inputs, the
// exchange's size reserved at once, the admin's moves (racing approve and decline), receiving
// once, the refund of each line's paid value through the refund worker exactly once, the credit
// note at each returned line's own rate, the replacement order, the order RETURNED only when
// everything came back, and the mails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { addToCart, newShopper, stockOf, type Shopper } from '../support/buying.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { pay, placeOrder, productIn } from '../support/paid-orders.js';
import type { TaxLine } from '../../src/services/tax/tax-lines.js';
import { linePaid } from '../../src/services/buying/line-value.js';

let shop: TestShop;
let admin: Admin;
let buyer: Shopper;
let stranger: Shopper;
let shirt: Awaited<ReturnType<typeof productIn>>;
let watch: Awaited<ReturnType<typeof productIn>>;
let kurta: Awaited<ReturnType<typeof productIn>>;
let orderId: string;
const DELIVERY = 4_900;

/** Sets each size's stock (and the product's sum). */
async function setStock(productId: string, stock: Record<string, number>) {
  const sizes = await shop.db.prisma.productSize.findMany({ where: { productId } });
  for (const s of sizes) {
    await shop.db.prisma.productSize.update({ where: { id: s.id }, data: { quantity: stock[s.name] ?? 0 } });
  }
  const total = sizes.reduce((sum, s) => sum + (stock[s.name] ?? 0), 0);
  await shop.db.prisma.product.update({ where: { id: productId }, data: { quantity: total } });
}

/** A paid order of the lines, delivered `daysAgo` days ago. */
async function deliveredOrder(s: Shopper, lines: { id: string; size: string; units: number }[], daysAgo = 1) {
  for (const line of lines) for (let i = 0; i < line.units; i++) await addToCart(s, line.id, line.size);
  const id = await placeOrder(s);
  await pay(shop, s, id);
  await shop.db.prisma.order.update({
    where: { id },
    data: { status: 'DELIVERED', deliveredAt: new Date(Date.now() - daysAgo * 86_400_000) },
  });
  return id;
}

const itemOf = async (order: string, productId: string) =>
  shop.db.prisma.orderItem.findFirstOrThrow({ where: { orderId: order, productId } });
const ask = (s: Shopper, body: Record<string, unknown>) => s.rest('POST', '/api/returns', body);
const adminPut = (id: string, action: string, body?: unknown) =>
  admin.rest('PUT', `/api/admin/returns/${id}/${action}`, body);

beforeAll(async () => {
  shop = await startTestShop({ buying: { sweepIntervalMs: 0 } });
  [admin, buyer, stranger] = await Promise.all([
    seededAdmin(shop),
    newShopper(shop, 'returner'),
    newShopper(shop, 'stranger'),
  ]);
  // Every order pays a delivery charge, so the rule for giving it back can be seen.
  await shop.db.prisma.deliverySettings.upsert({
    where: { id: 1 },
    create: { freeDeliveryThreshold: 10_000_000, deliveryCharge: DELIVERY },
    update: { freeDeliveryThreshold: 10_000_000, deliveryCharge: DELIVERY },
  });
  // A shirt at most ₹1,000 a piece: GST 5 %; a watch: 18 %.
  shirt = await productIn(shop, 'men/clothing/shirts', { maxPrice: 100_000 });
  watch = await productIn(shop, 'men/accessories/watch');
  kurta = (await shop.db.prisma.product.findFirstOrThrow({
    where: { deletedAt: null, id: { notIn: [shirt.id, watch.id] }, sizes: { some: { name: 'L' } } },
    orderBy: { id: 'desc' },
    include: { sizes: true },
  })) as typeof shirt;
  await setStock(kurta.id, Object.fromEntries(kurta.sizes.map((s) => [s.name, s.name === 'L' ? 1 : 5])));
  const kurtaSize = kurta.sizes.find((s) => s.name !== 'L')!.name;
  orderId = await deliveredOrder(buyer, [
    { id: shirt.id, size: shirt.sizes[0]!.name, units: 2 },
    { id: watch.id, size: watch.sizes[0]!.name, units: 1 },
    { id: kurta.id, size: kurtaSize, units: 1 },
  ]);
}, 240_000);
afterAll(() => shop?.stop());

describe('the shopper asks', () => {
  it('offers each line with its units and the other sizes in stock (never one out of stock)', async () => {
    const { status, body } = await buyer.rest('GET', `/api/returns/options/${orderId}`);
    expect(status).toBe(200);
    expect(body.reason).toBeNull();
    expect(body.deliveryRefundRule).toMatch(/damaged, defective or not as shown/);
    const kurtaItem = await itemOf(orderId, kurta.id);
    const lineOf = (lines: { orderItemId: string; exchangeSizes: string[]; returnable: number }[]) =>
      lines.find((l) => l.orderItemId === kurtaItem.id)!;
    expect(lineOf(body.lines)).toMatchObject({ returnable: 1 });
    expect(lineOf(body.lines).exchangeSizes).toContain('L');
    await setStock(kurta.id, Object.fromEntries(kurta.sizes.map((s) => [s.name, s.name === 'L' ? 0 : 5])));
    const again = await buyer.rest('GET', `/api/returns/options/${orderId}`);
    await setStock(kurta.id, Object.fromEntries(kurta.sizes.map((s) => [s.name, s.name === 'L' ? 1 : 5])));
    expect(lineOf(again.body.lines).exchangeSizes).not.toContain('L');
  });

  it("refuses someone else's order (403), more units than bought (400), an unknown reason (400)", async () => {
    const item = await itemOf(orderId, shirt.id);
    const line = { orderItemId: item.id, quantity: 1 };
    const theirs = await ask(stranger, { orderId, reason: 'TOO_SMALL', lines: [line] });
    expect(theirs.status).toBe(403);
    expect(theirs.body.message).toMatch(/belongs to another account/);
    const tooMany = await ask(buyer, { orderId, reason: 'TOO_SMALL', lines: [{ ...line, quantity: 3 }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/You bought 2 of .*; you cannot return 3/);
    const reason = await ask(buyer, { orderId, reason: 'BORED', lines: [line] });
    expect(reason.status).toBe(400);
    expect(await shop.db.prisma.returnRequest.count({ where: { orderId } })).toBe(0);
  });

  it('refuses an order not delivered, and one past the return window (409 naming why)', async () => {
    const s = await newShopper(shop, 'early');
    const id = await deliveredOrder(s, [{ id: watch.id, size: watch.sizes[0]!.name, units: 1 }], 30);
    const item = await itemOf(id, watch.id);
    const late = await ask(s, {
      orderId: id,
      reason: 'CHANGED_MY_MIND',
      lines: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/7-day return window of this order closed on \d{4}-\d\d-\d\d/);
    await shop.db.prisma.order.update({ where: { id }, data: { status: 'SHIPPED', deliveredAt: null } });
    const early = await ask(s, {
      orderId: id,
      reason: 'CHANGED_MY_MIND',
      lines: [{ orderItemId: item.id, quantity: 1 }],
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/This order is shipped, not delivered/);
  });

  it('takes a request for both units of the 5 % line, mails it, and refuses a second request for them (409)', async () => {
    const item = await itemOf(orderId, shirt.id);
    const first = await ask(buyer, {
      orderId,
      reason: 'too small',
      note: 'Tight at the shoulders',
      lines: [{ orderItemId: item.id, quantity: 2 }],
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'REQUESTED', resolution: 'REFUND', reason: 'TOO_SMALL' });
    const second = await ask(buyer, { orderId, reason: 'TOO_LARGE', lines: [{ orderItemId: item.id, quantity: 1 }] });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/2 of 2 .* are already in a return request; 0 can still be returned/);
    const mail = await shop.db.prisma.mail.findFirst({ where: { kind: 'return-requested', orderId } });
    expect(mail?.subject).toBe('We got your return request');
  });

  it('reserves the exchange size at once, and refuses a size out of stock (409) without reserving', async () => {
    const item = await itemOf(orderId, kurta.id);
    const before = await stockOf(shop, kurta.id);
    const request = await ask(buyer, {
      orderId,
      reason: 'TOO_SMALL',
      resolution: 'EXCHANGE',
      lines: [{ orderItemId: item.id, quantity: 1, exchangeSize: 'L' }],
    });
    expect([request.status, request.body.message]).toEqual([201, undefined]);
    expect((await stockOf(shop, kurta.id)).L).toBe(before.L! - 1);
    // The last L is held: another shopper's exchange (or this one again) finds none; never below zero.
    const other = await ask(buyer, {
      orderId,
      reason: 'TOO_SMALL',
      resolution: 'EXCHANGE',
      lines: [{ orderItemId: item.id, quantity: 1, exchangeSize: 'L' }],
    });
    expect(other.status).toBe(409);
    expect((await stockOf(shop, kurta.id)).L).toBe(0);
  });
});

describe('the back office', () => {
  it('lets one of a racing approve and decline win; the other is 409 naming both states', async () => {
    const item = await itemOf(orderId, watch.id);
    const request = await ask(buyer, {
      orderId,
      reason: 'CHANGED_MY_MIND',
      lines: [{ orderItemId: item.id, quantity: 1 }],
    });
    const id = request.body._id as string;
    const [approve, decline] = await Promise.all([
      adminPut(id, 'approve'),
      adminPut(id, 'decline', { reason: 'Worn, the tags are off' }),
    ]);
    const statuses = [approve.status, decline.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = approve.status === 409 ? approve : decline;
    expect(loser.body.message).toMatch(/This return is (APPROVED|DECLINED) and cannot become (APPROVED|DECLINED)/);
    const history = await shop.db.prisma.returnStatusChange.count({ where: { returnId: id } });
    expect(history).toBe(2);
    // Whichever won, the watch line is let go (declined) or cancelled by the shopper now.
    if (approve.status === 200) {
      const cancelled = await buyer.rest('POST', `/api/returns/${id}/cancel`);
      expect(cancelled.body.status).toBe('CANCELLED');
    }
  });

  it('receives the 5 % line once (one restockable, one damaged): stock +1, refund = its paid value, credit note at 5 %', async () => {
    const r = await shop.db.prisma.returnRequest.findFirstOrThrow({
      where: { orderId, resolution: 'REFUND', status: 'REQUESTED' },
      include: { lines: true },
    });
    expect((await adminPut(r.id, 'approve')).status).toBe(200);
    const early = await adminPut(r.id, 'receive', { lines: [{ lineId: r.lines[0]!.id, restockable: 2, damaged: 0 }] });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/This return is APPROVED and cannot become RECEIVED/);
    expect((await adminPut(r.id, 'pick-up')).body.status).toBe('PICKED_UP');
    const cancel = await buyer.rest('POST', `/api/returns/${r.id}/cancel`);
    expect(cancel.status).toBe(409);
    const wrongCount = await adminPut(r.id, 'receive', {
      lines: [{ lineId: r.lines[0]!.id, restockable: 1, damaged: 0 }],
    });
    expect(wrongCount.status).toBe(400);

    const size = shirt.sizes[0]!.name;
    const before = (await stockOf(shop, shirt.id))[size]!;
    const counts = { lines: [{ lineId: r.lines[0]!.id, restockable: 1, damaged: 1 }] };
    const [one, two] = await Promise.all([adminPut(r.id, 'receive', counts), adminPut(r.id, 'receive', counts)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect((await stockOf(shop, shirt.id))[size]).toBe(before + 1);

    const item = await itemOf(orderId, shirt.id);
    const done = await shop.db.prisma.returnRequest.findUniqueOrThrow({
      where: { id: r.id },
      include: { refunds: true },
    });
    expect(done.status).toBe('REFUNDED');
    expect(done.refundAmount).toBe(linePaid(item));
    expect(done.deliveryRefund).toBe(0);
    expect(done.refunds).toHaveLength(1);
    expect(done.refunds[0]).toMatchObject({ amount: linePaid(item), status: 'PROCESSED' });

    const notes = await shop.db.prisma.creditNote.findMany({ where: { orderId } });
    expect(notes).toHaveLength(1);
    const lines = notes[0]!.lines as unknown as TaxLine[];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ rate: 500, quantity: 2, amount: linePaid(item) });
    expect(notes[0]!.total).toBe(linePaid(item));

    // Sent once: the worker running again, or the sender asked again, refunds nothing more.
    await shop.gateway.services.money.worker.runOnce(new Date(Date.now() + 3_600_000));
    await shop.gateway.services.money.sender.sendNow(orderId);
    const payment = await shop.db.prisma.payment.findFirstOrThrow({
      where: { orderId, status: { in: ['PAID', 'REFUNDED'] } },
    });
    expect(await shop.db.prisma.sandboxRefund.count({ where: { paymentId: payment.providerPaymentId! } })).toBe(1);
    const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } });
    expect(order.status).toBe('DELIVERED');
    const kinds = (await shop.db.prisma.mail.findMany({ where: { orderId, dedupeKey: { contains: r.id } } })).map(
      (m) => m.kind,
    );
    expect(kinds.sort()).toEqual(
      ['return-approved', 'return-picked-up', 'return-received', 'return-refunded', 'return-requested'].sort(),
    );
  });

  it('exchanges: the replacement order holds the reserved size at no charge, the old unit restocked, nothing refunded', async () => {
    const r = await shop.db.prisma.returnRequest.findFirstOrThrow({
      where: { orderId, resolution: 'EXCHANGE' },
      include: { lines: true },
    });
    await adminPut(r.id, 'approve');
    await adminPut(r.id, 'pick-up');
    const before = await stockOf(shop, kurta.id);
    const item = await itemOf(orderId, kurta.id);
    const received = await adminPut(r.id, 'receive', {
      lines: [{ lineId: r.lines[0]!.id, restockable: 1, damaged: 0 }],
    });
    expect(received.status).toBe(200);
    expect(received.body.status).toBe('EXCHANGED');
    const after = await stockOf(shop, kurta.id);
    expect(after[item.size]).toBe(before[item.size]! + 1);
    expect(after.L).toBe(before.L);
    const replacement = await shop.db.prisma.order.findUniqueOrThrow({
      where: { id: received.body.exchangeOrderId },
      include: { items: true },
    });
    expect(replacement).toMatchObject({
      status: 'PLACED',
      totalDiscountedPrice: 0,
      userId: item.orderId ? replacement.userId : '',
    });
    expect(replacement.items.map((i) => [i.size, i.quantity, i.discountedPrice])).toEqual([['L', 1, 0]]);
    expect(await shop.db.prisma.invoice.count({ where: { orderId: replacement.id } })).toBe(0);
    expect(await shop.db.prisma.refund.count({ where: { returnId: r.id } })).toBe(0);
    const mine = await buyer.rest('GET', '/api/orders/user');
    expect(JSON.stringify(mine.body)).toContain(replacement.id);
  });

  it('moves the order to RETURNED only when every unit came back, refunding the delivery charge with it', async () => {
    const s = await newShopper(shop, 'whole');
    const id = await deliveredOrder(s, [{ id: watch.id, size: watch.sizes[0]!.name, units: 1 }]);
    const item = await itemOf(id, watch.id);
    const before = await stockOf(shop, watch.id);
    const request = await s.gql(
      `mutation ($input: ReturnRequestInput!) { requestReturn(input: $input) { id status lines { id } } }`,
      { input: { orderId: id, reason: 'DAMAGED_OR_DEFECTIVE', lines: [{ orderItemId: item.id, quantity: 1 }] } },
    );
    expect(request.body.errors).toBeUndefined();
    const r = request.body.data.requestReturn;
    for (const m of ['adminApproveReturn', 'adminPickUpReturn']) {
      const moved = await admin.gql(`mutation ($id: ID!) { ${m}(id: $id) { status } }`, { id: r.id });
      expect(moved.body.errors).toBeUndefined();
    }
    const got = await admin.gql(
      `mutation ($id: ID!, $lines: [ReturnCountInput!]!) { adminReceiveReturn(id: $id, lines: $lines) { status refundAmount deliveryRefund } }`,
      { id: r.id, lines: [{ lineId: r.lines[0].id, restockable: 0, damaged: 1 }] },
    );
    expect(got.body.errors).toBeUndefined();
    const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id } });
    expect(order.status).toBe('RETURNED');
    expect(await stockOf(shop, watch.id)).toEqual(before);
    const refunds = await shop.db.prisma.refund.findMany({ where: { orderId: id } });
    expect(refunds.reduce((sum, f) => sum + f.amount, 0)).toBe(linePaid(item) + DELIVERY);
    expect(refunds).toHaveLength(1);
    const notes = await shop.db.prisma.creditNote.findMany({ where: { orderId: id } });
    const invoice = await shop.db.prisma.invoice.findUniqueOrThrow({ where: { orderId: id } });
    expect(notes.reduce((sum, n) => sum + n.total, 0)).toBe(invoice.total);
    const rates = notes.flatMap((n) => n.lines as unknown as TaxLine[]).map((l) => [l.description.slice(0, 8), l.rate]);
    expect(rates.every(([, rate]) => rate === 1800)).toBe(true);
  });

  it('lists returns by queue and search, and gives the return rate by reason', async () => {
    const done = await admin.rest('GET', '/api/admin/returns/?queue=DONE');
    expect(done.status).toBe(200);
    expect(done.body.length).toBeGreaterThanOrEqual(3);
    expect(
      done.body.every((r: { status: string }) => ['REFUNDED', 'EXCHANGED', 'DECLINED', 'CANCELLED'].includes(r.status)),
    ).toBe(true);
    const search = await admin.rest(
      'GET',
      `/api/admin/returns/?search=${encodeURIComponent(shirt.title.slice(0, 12))}`,
    );
    expect(search.body.some((r: { lines: { title: string }[] }) => r.lines.some((l) => l.title === shirt.title))).toBe(
      true,
    );
    const figures = await admin.gql(`{ returnFigures { reason label requests units rate } }`);
    const small = figures.body.data.returnFigures.find((f: { reason: string }) => f.reason === 'TOO_SMALL');
    expect(small.units).toBeGreaterThanOrEqual(3);
    expect(small.rate).toBeGreaterThan(0);
    const forbidden = await buyer.rest('GET', '/api/admin/returns/');
    expect(forbidden.status).toBe(403);
  });

  it("gives the dashboard's return rate this month: units asked back over units delivered, by reason", async () => {
    const RATE = `{ adminReturnRate { from unitsDelivered ordersDelivered unitsReturned ordersReturned rate orderRate
      byReason { reason requests units rate } } }`;
    const read = async () => {
      const { body } = await admin.gql(RATE);
      expect(body.errors).toBeUndefined();
      return body.data.adminReturnRate;
    };
    const before = await read();
    // Two units delivered now; one asked back (counted), the other asked back and declined (not counted).
    const s = await newShopper(shop, 'rate');
    const id = await deliveredOrder(s, [{ id: watch.id, size: watch.sizes[0]!.name, units: 2 }], 0);
    const item = await itemOf(id, watch.id);
    const one = { orderId: id, lines: [{ orderItemId: item.id, quantity: 1 }] };
    expect((await ask(s, { ...one, reason: 'NOT_AS_SHOWN' })).status).toBe(201);
    const declined = await ask(s, { ...one, reason: 'CHANGED_MY_MIND' });
    expect((await adminPut(declined.body._id, 'decline', { reason: 'Worn' })).status).toBe(200);
    const after = await read();
    expect(after.unitsDelivered).toBe(before.unitsDelivered + 2);
    expect(after.ordersDelivered).toBe(before.ordersDelivered + 1);
    expect(after.unitsReturned).toBe(before.unitsReturned + 1);
    expect(after.ordersReturned).toBe(before.ordersReturned + 1);
    expect(after.rate).toBeCloseTo(after.unitsReturned / after.unitsDelivered, 10);
    expect(after.orderRate).toBeCloseTo(after.ordersReturned / after.ordersDelivered, 10);
    const reason = (r: typeof after, name: string) => r.byReason.find((f: { reason: string }) => f.reason === name);
    expect(reason(after, 'NOT_AS_SHOWN').units).toBe(reason(before, 'NOT_AS_SHOWN').units + 1);
    expect(reason(after, 'CHANGED_MY_MIND').units).toBe(reason(before, 'CHANGED_MY_MIND').units);
    expect(after.byReason.reduce((sum: number, f: { units: number }) => sum + f.units, 0)).toBe(after.unitsReturned);
    // The period is the calendar month in India time: it starts at 00:00 IST on the 1st.
    const from = new Date(after.from);
    expect(new Date(from.getTime() + 330 * 60_000).toISOString()).toMatch(/-01T00:00:00\.000Z$/);
    const refused = await buyer.gql(RATE);
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('refuses a whole-order "Mark Returned" while the order has return requests', async () => {
    const { status, body } = await admin.rest('PUT', `/api/admin/orders/${orderId}/return`);
    expect(status).toBe(409);
    expect(body.message).toMatch(/return requests on it/);
  });
});

// Cash on delivery, the rest of it: the shopper confirms a placed COD order by the link mailed at
// placing or from the order page (a second click, or a link used after a cancellation, says why);
// one nobody confirms is cancelled by the sweep after COD_CONFIRM_HOURS through the state machine
// (stock back once, the shopper mailed); collected cash given back by hand is recorded once per
// reference, in the ledger, never through the provider; the dashboard splits prepaid and COD and
// the admin list filters by payment method.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
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
import { OrderSweep } from '../../src/services/buying/order-sweep.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop({ services: { codConfirmHours: 6 } });
  admin = await seededAdmin(shop);
  const { body } = await admin.gql(
    `mutation { adminUpdateDeliverySettings(input: { codEnabled: true, codMinimum: 0, codMaximum: 500000, codFee: 2000 }) { codEnabled } }`,
  );
  expect(body.errors).toBeUndefined();
});
afterAll(() => shop?.stop());

const move = (orderId: string, status: string) => admin.gql(SET_STATUS, { id: orderId, status });
let nth = 0;
async function codOrder(s?: Shopper) {
  const shopper = s ?? (await newShopper(shop, 'cod-confirm'));
  const product = await productWithStock(shop, { M: 5 }, 70 + nth++);
  await addToCart(shopper, product.id, 'M');
  const { body } = await createOrder(shopper, { a: ADDRESS });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const orderId = body.data.createOrder.id as string;
  const placed = await shopper.gql(
    `mutation ($id: ID!) { chooseCashOnDelivery(orderId: $id) { id status codConfirmBy } }`,
    {
      id: orderId,
    },
  );
  expect(placed.body.data.chooseCashOnDelivery.status).toBe('PLACED');
  return {
    s: shopper,
    orderId,
    productId: product.id,
    confirmBy: placed.body.data.chooseCashOnDelivery.codConfirmBy as string,
  };
}
/** The token of the placed mail's "Confirm my order" link (no SMTP here: the admin mailbox keeps it). */
async function confirmToken(orderId: string) {
  const mail = await shop.db.prisma.mail.findFirstOrThrow({ where: { orderId, kind: 'order-placed' } });
  expect(mail.listUnsubscribe).toBeNull(); // an order mail is never marketing
  return decodeURIComponent(/\/order\/confirm\?token=([^"&\s]+)/.exec(mail.text)![1]!);
}
const confirmByLink = (token: string) =>
  fetch(`${shop.url}/api/orders/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });

describe('confirming a cash-on-delivery order', () => {
  it('takes the mailed link once, without signing in; the second use says when it was confirmed', async () => {
    const { orderId, confirmBy } = await codOrder();
    const hours = (new Date(confirmBy).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(5.9);
    expect(hours).toBeLessThanOrEqual(6);
    const token = await confirmToken(orderId);
    const [a, b] = await Promise.all([confirmByLink(token), confirmByLink(token)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const second = (await (a.status === 409 ? a : b).json()) as { message: string };
    expect(second.message).toMatch(/confirmed already on/);
    const order = await shop.db.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { statusChanges: true },
    });
    expect(order.status).toBe('CONFIRMED');
    expect(order.statusChanges.filter((c) => c.toStatus === 'CONFIRMED')).toHaveLength(1);

    const forged = await confirmByLink(`${token.slice(0, -3)}abc`);
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toMatch(/not valid/);
  });

  it('is a button on the order page too (GraphQL and REST), for the buyer only', async () => {
    const { s, orderId } = await codOrder();
    const stranger = await newShopper(shop, 'stranger');
    expect((await stranger.rest('POST', `/api/orders/${orderId}/confirm`)).status).toBe(404);
    const done = await s.gql(
      `mutation ($id: ID!) { confirmCashOnDeliveryOrder(orderId: $id) { status codConfirmBy } }`,
      {
        id: orderId,
      },
    );
    expect(done.body.data.confirmCashOnDeliveryOrder).toEqual({ status: 'CONFIRMED', codConfirmBy: null });
    const again = await s.rest('POST', `/api/orders/${orderId}/confirm`);
    expect(again.status).toBe(409);
  });

  it('cancels an order nobody confirmed in time through the sweep: stock back once, the shopper told; the link then says it was cancelled', async () => {
    const { orderId, productId } = await codOrder();
    const token = await confirmToken(orderId);
    const held = (await stockOf(shop, productId)).M!;
    const sweep = new OrderSweep(shop.db.prisma, {
      lifecycle: shop.gateway.services.lifecycle,
      codConfirmHours: 6,
      log: () => undefined,
    });
    // Not yet due.
    await sweep.sweepOnce(new Date(Date.now() + 5 * 3_600_000));
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId } })).status).toBe('PLACED');
    const later = new Date(Date.now() + 7 * 3_600_000);
    await Promise.all([sweep.sweepOnce(later), sweep.sweepOnce(later)]);
    const order = await shop.db.prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      include: { statusChanges: true },
    });
    expect(order.status).toBe('CANCELLED');
    expect(order.statusChanges.find((c) => c.toStatus === 'CANCELLED')?.reason).toBe(
      'Cash on delivery not confirmed within 6 hours; stock released',
    );
    expect((await stockOf(shop, productId)).M).toBe(held + 1);
    const mail = await shop.db.prisma.mail.findFirst({ where: { orderId, kind: 'order-cancelled' } });
    expect(mail?.subject).toMatch(/was cancelled/);
    const late = await confirmByLink(token);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toMatch(
      /was cancelled on .*; it can no longer be confirmed/,
    );
    // A confirmed order is never swept.
    const kept = await codOrder();
    await confirmByLink(await confirmToken(kept.orderId));
    await sweep.sweepOnce(later);
    expect((await shop.db.prisma.order.findUniqueOrThrow({ where: { id: kept.orderId } })).status).toBe('CONFIRMED');
  });
});

describe('cash given back by hand, the dashboard and the order list', () => {
  it('records a manual refund once per reference, within the cash collected, never for a prepaid order', async () => {
    const { orderId } = await codOrder();
    for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED'])
      expect((await move(orderId, status)).body.errors).toBeUndefined();
    const early = await admin.rest('POST', `/api/admin/orders/${orderId}/manual-refunds`, {
      amount: 10,
      method: 'UPI',
      reference: 'UPI-1',
    });
    expect(early.status).toBe(409); // no cash collected yet
    expect((await admin.rest('PUT', `/api/admin/orders/${orderId}/cash-collected`)).status).toBe(200);
    const dash = await admin.gql(
      `{ adminDashboard { salesThisMonth prepaidSalesThisMonth codSalesThisMonth codToCollect codOrdersToCollect returnToOriginRate } }`,
    );
    const d = dash.body.data.adminDashboard;
    expect(d.codSalesThisMonth).toBeGreaterThan(0);
    expect(d.prepaidSalesThisMonth + d.codSalesThisMonth).toBe(d.salesThisMonth);
    expect((await move(orderId, 'RETURNED')).body.errors).toBeUndefined();

    const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { payments: true } });
    const collected = order.payments[0]!.amount;
    for (const [body, status] of [
      [{ amount: 10, method: 'CHEQUE', reference: 'X' }, 400],
      [{ amount: 10, method: 'UPI', reference: '' }, 400],
      [{ amount: -5, method: 'UPI', reference: 'X' }, 400],
      [{ amount: collected / 100 + 1, method: 'UPI', reference: 'TOO-MUCH' }, 409],
    ] as const) {
      expect((await admin.rest('POST', `/api/admin/orders/${orderId}/manual-refunds`, body)).status).toBe(status);
    }
    const send = () =>
      admin.rest('POST', `/api/admin/orders/${orderId}/manual-refunds`, {
        amount: 100,
        method: 'upi',
        reference: 'UPI-4711',
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const created = a.status === 201 ? a : b;
    expect(created.body).toMatchObject({ amount: 100, method: 'UPI', reference: 'UPI-4711' });
    expect((a.status === 409 ? a : b).body.message).toMatch(/already recorded on .*nothing was changed/);
    const refunds = await shop.db.prisma.refund.findMany({ where: { orderId } });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      status: 'PROCESSED',
      manualMethod: 'UPI',
      manualReference: 'UPI-4711',
      amount: 10_000,
      nextAttemptAt: null,
      providerRefundId: null,
    });
    // In the ledger as GraphQL shows it.
    const ledger = await admin.gql(
      `query ($id: ID!) { adminOrder(id: $id) { refunds { amount status manualMethod manualReference } } }`,
      { id: orderId },
    );
    expect(ledger.body.data.adminOrder.refunds).toEqual([
      { amount: 10_000, status: 'PROCESSED', manualMethod: 'UPI', manualReference: 'UPI-4711' },
    ]);
    // The customer never sees the reference.
    const s = await newShopper(shop, 'nosy');
    const hidden = await s.gql(`{ adminSubscriberCounts { newsletter } }`);
    expect(hidden.body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('keeps a note with cash given back and who recorded the cash, for the back office only', async () => {
    const { s, orderId } = await codOrder();
    for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED'])
      expect((await move(orderId, status)).body.errors).toBeUndefined();
    expect((await admin.rest('PUT', `/api/admin/orders/${orderId}/cash-collected`)).status).toBe(200);
    expect((await move(orderId, 'RETURNED')).body.errors).toBeUndefined();
    const long = await admin.rest('POST', `/api/admin/orders/${orderId}/manual-refunds`, {
      amount: 10,
      method: 'BANK_TRANSFER',
      reference: 'UTR-LONG',
      note: 'x'.repeat(501),
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/note must be text of at most 500 characters/);
    const rest = await admin.rest('POST', `/api/admin/orders/${orderId}/manual-refunds`, {
      amount: 50,
      method: 'BANK_TRANSFER',
      reference: 'UTR-001',
      note: '  Paid to the account ending 4711 after a call  ',
    });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ amount: 50, note: 'Paid to the account ending 4711 after a call' });
    const gql = await admin.gql(
      `mutation ($id: ID!) { adminRecordManualRefund(orderId: $id, amount: 2500, method: UPI, reference: "UPI-77", note: "Rest of it") { amount manualNote manualMethod } }`,
      { id: orderId },
    );
    expect(gql.body.data.adminRecordManualRefund).toEqual({
      amount: 2500,
      manualNote: 'Rest of it',
      manualMethod: 'UPI',
    });
    const seen = await admin.gql(
      `query ($id: ID!) { adminOrder(id: $id) { payments { method provider recordedBy { email } } refunds { manualReference manualNote } } }`,
      { id: orderId },
    );
    expect(seen.body.data.adminOrder.payments).toEqual([
      { method: 'COD', provider: 'cash', recordedBy: { email: TEST_ADMIN.email } },
    ]);
    expect(seen.body.data.adminOrder.refunds).toEqual(
      expect.arrayContaining([
        { manualReference: 'UTR-001', manualNote: 'Paid to the account ending 4711 after a call' },
        { manualReference: 'UPI-77', manualNote: 'Rest of it' },
      ]),
    );
    const listed = await admin.rest('GET', `/api/admin/orders/${orderId}`);
    expect(
      (listed.body as { refunds: { manualNote: string | null }[] }).refunds.map((r) => r.manualNote).sort(),
    ).toEqual(['Paid to the account ending 4711 after a call', 'Rest of it']);
    // The buyer sees the refunds (amount, reason) but never the note nor who recorded the cash.
    const mine = await s.gql(`query ($id: ID!) { order(id: $id) { refunds { amount reason } } }`, { id: orderId });
    expect(mine.body.data.order.refunds).toHaveLength(2);
    for (const field of ['refunds { manualNote }', 'payments { recordedBy { email } }']) {
      const denied = await s.gql(`query ($id: ID!) { order(id: $id) { ${field} } }`, { id: orderId });
      expect(denied.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('filters the admin order list by payment method, 400 naming the choices for anything else', async () => {
    const { orderId } = await codOrder();
    const cod = await admin.rest('GET', '/api/admin/orders/?payment=COD');
    expect(cod.status).toBe(200);
    expect((cod.body as { _id: string; paymentMethod: string }[]).every((o) => o.paymentMethod === 'COD')).toBe(true);
    expect((cod.body as { _id: string }[]).some((o) => o._id === orderId)).toBe(true);
    const toCollect = await admin.gql(
      `{ adminOrders(payment: COD_TO_COLLECT) { content { id paymentMethod paidAt } } }`,
    );
    expect(toCollect.body.data.adminOrders.content.some((o: { id: string }) => o.id === orderId)).toBe(true);
    const prepaid = await admin.rest('GET', '/api/admin/orders/?payment=prepaid');
    expect((prepaid.body as { paymentMethod: string }[]).every((o) => o.paymentMethod === 'PREPAID')).toBe(true);
    const bad = await admin.rest('GET', '/api/admin/orders/?payment=CASH');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/PREPAID, COD, COD_TO_COLLECT/);
  });
});

// Shipping with a courier: the sandbox courier books at once (AWB, pickup), the label and packing
// slip print, the courier's events driven from the sandbox page move the order through the one
// state machine (delivered at the courier's time, RTO for cash on delivery), idempotently and out
// of order; the tracking webhook wants its token; the mails go out; faults leave nothing half-done.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { confirmedOrder, pdfText, press } from '../support/shipping.js';
import { stockOf } from '../support/buying.js';
import { sandboxWebhookBody } from '../../src/couriers/sandbox.js';
import { SHIPROCKET_STATUS, shiprocketTimeText } from '../../src/couriers/shiprocket-events.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop({ buying: { courierPollIntervalMs: 0 } });
  admin = await seededAdmin(shop);
  const { body } = await admin.gql(
    `mutation { adminUpdateDeliverySettings(input: { codEnabled: true, codMinimum: 0, codMaximum: 5000000, codFee: 2000 }) { codEnabled } }`,
  );
  expect(body.errors).toBeUndefined();
});
afterAll(() => shop?.stop());

const order = (id: string) =>
  shop.db.prisma.order.findUniqueOrThrow({ where: { id }, include: { shipment: { include: { events: true } } } });
const mails = (orderId: string) =>
  shop.db.prisma.mail.findMany({
    where: { orderId },
    orderBy: { createdAt: 'asc' },
    select: { kind: true, subject: true, text: true },
  });
const token = () => shop.gateway.services.shipping.provider.webhookToken() as Promise<string>;
const webhook = (body: unknown, apiKey?: string) =>
  fetch(`${shop.url}/api/webhooks/courier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('shipping through the sandbox courier', () => {
  let orderId: string;
  let awb: string;
  let s: Awaited<ReturnType<typeof confirmedOrder>>['s'];

  it('books at once: an AWB, a tracking link, the order SHIPPED with its history and the shipped mail naming courier and AWB', async () => {
    ({ orderId, s } = await confirmedOrder(shop, admin));
    const shipped = await admin.rest('POST', `/api/admin/orders/${orderId}/shipment`, {});
    expect(shipped.status).toBe(201);
    awb = shipped.body.awb;
    expect(awb).toMatch(/^SBX\d{9}$/);
    expect(shipped.body).toMatchObject({
      courier: 'Kapda Sandbox Courier',
      provider: 'sandbox',
      trackingUrl: `/sandbox-courier/${awb}`,
    });
    const row = await order(orderId);
    expect(row.status).toBe('SHIPPED');
    const history = await shop.db.prisma.orderStatusChange.findFirstOrThrow({
      where: { orderId, toStatus: 'SHIPPED' },
    });
    expect(history.reason).toBe(`Shipped with Kapda Sandbox Courier, AWB ${awb}`);
    const shippedMail = (await mails(orderId)).find((m) => m.kind === 'order-shipped')!;
    expect(shippedMail.text).toContain(`Courier: Kapda Sandbox Courier. Tracking number (AWB): ${awb}.`);
    expect(shippedMail.text).toContain(`/sandbox-courier/${awb}`);

    // Shipping again: 409, still one shipment.
    const again = await admin.rest('POST', `/api/admin/orders/${orderId}/shipment`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(`already shipped with Kapda Sandbox Courier, AWB ${awb}`);
    expect(await shop.db.prisma.sandboxShipment.count({ where: { orderId } })).toBe(1);
  });

  it('prints the 4x6 label (to, PIN, AWB, prepaid) and the A4 packing slip; a shopper may not', async () => {
    const label = await fetch(`${shop.url}/api/admin/orders/${orderId}/label`, { headers: admin.headers });
    expect(label.status).toBe(200);
    expect(label.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(await label.arrayBuffer());
    expect(text).toContain('Kapda Sandbox Courier');
    expect(text).toContain(awb);
    expect(text).toContain('PIN 560001');
    expect(text).toContain('Asha Verma');
    expect(text).toContain('PREPAID: DO NOT COLLECT CASH');
    const slip = await fetch(`${shop.url}/api/admin/orders/${orderId}/packing-slip`, { headers: admin.headers });
    const slipText = pdfText(await slip.arrayBuffer());
    expect(slipText).toContain('PACKING SLIP');
    expect(slipText).toContain(`AWB ${awb}`);
    expect(slipText).toMatch(/1 item in this parcel/);
    expect((await s.rest('GET', `/api/admin/orders/${orderId}/label`)).status).toBe(403);
  });

  it('moves the order as the courier drives it: events shown, out-for-delivery and failed-attempt mails, delivered at the courier’s time', async () => {
    for (const event of [
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivery_attempt_failed'.replace('_attempt', ''),
    ]) {
      expect(await press(shop, awb, event)).toBe(303);
    }
    let row = await order(orderId);
    expect(row.status).toBe('SHIPPED');
    expect(row.shipment!.events.map((e) => e.status).sort()).toEqual(
      ['DELIVERY_FAILED', 'IN_TRANSIT', 'OUT_FOR_DELIVERY', 'PICKED_UP'].sort(),
    );
    const kinds = (await mails(orderId)).map((m) => m.kind);
    expect(kinds).toContain('order-out-for-delivery');
    expect(kinds).toContain('order-delivery-failed');
    const failed = (await mails(orderId)).find((m) => m.kind === 'order-delivery-failed')!;
    expect(failed.text).toContain('will try again');

    expect(await press(shop, awb, 'delivered')).toBe(303);
    row = await order(orderId);
    expect(row.status).toBe('DELIVERED');
    const delivered = row.shipment!.events.find((e) => e.status === 'DELIVERED')!;
    expect(delivered.outcome).toBe('moved: DELIVERED');
    // The courier's time (whole seconds, as Shiprocket writes it), not the moment it was received;
    // never before the parcel left, which in a test that ships and delivers within one second it can be.
    const courierTime = delivered.occurredAt.getTime();
    expect(courierTime % 1000).toBe(0);
    expect(row.deliveredAt!.getTime()).toBe(Math.max(courierTime, row.shippedAt!.getTime()));
    expect((await mails(orderId)).map((m) => m.kind)).toContain('order-delivered');

    // The shopper sees the parcel and its events.
    const view = await s.rest('GET', `/api/orders/${orderId}/shipment`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ awb, courier: 'Kapda Sandbox Courier', status: 'DELIVERED' });
    expect(view.body.events).toHaveLength(5);
  });

  it('changes nothing twice: the same event again is a duplicate; an older one after delivery is recorded only', async () => {
    const scans = (await shop.gateway.services.shipping.provider.track(awb)).length;
    const delivered = (await shop.db.prisma.sandboxShipment.findUniqueOrThrow({ where: { awb } })).scans as any[];
    const last = delivered.at(-1);
    const at = new Date(`${last.date.replace(' ', 'T')}+05:30`);
    const body = sandboxWebhookBody(awb, orderId, delivered, SHIPROCKET_STATUS.DELIVERED, at);
    const replay = await webhook(body, await token());
    expect(replay).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });

    const older = new Date(at.getTime() - 3_600_000);
    const late = await webhook(
      sandboxWebhookBody(awb, orderId, delivered, SHIPROCKET_STATUS.IN_TRANSIT, older),
      await token(),
    );
    expect(late.body.outcome).toBe('recorded');
    const row = await order(orderId);
    expect(row.status).toBe('DELIVERED');
    expect(row.shipment!.lastStatus).toBe('DELIVERED');
    expect(row.shipment!.events).toHaveLength(scans + 1);
    expect(await shop.db.prisma.orderStatusChange.count({ where: { orderId, toStatus: 'DELIVERED' } })).toBe(1);
    // An RTO after delivery moves nothing.
    const rto = await webhook(
      sandboxWebhookBody(awb, orderId, delivered, SHIPROCKET_STATUS.RTO_DELIVERED, new Date()),
      await token(),
    );
    expect(rto.body.outcome).toBe('ignored');
    expect((await order(orderId)).status).toBe('DELIVERED');
  });
});

describe('the tracking webhook', () => {
  const body = (awb: string, status = SHIPROCKET_STATUS.IN_TRANSIT) =>
    sandboxWebhookBody(awb, 'x', [], status, new Date());

  it('refuses a forged or missing token with 401 and records nothing', async () => {
    const before = await shop.db.prisma.shipmentEvent.count();
    expect((await webhook(body('SBX999999999'), 'forged-token')).status).toBe(401);
    const missing = await webhook(body('SBX999999999'));
    expect(missing.status).toBe(401);
    expect(missing.body.message).toContain('x-api-key');
    expect(await shop.db.prisma.shipmentEvent.count()).toBe(before);
  });

  it('answers 400 for a body that is not an event', async () => {
    const key = await token();
    expect((await webhook('not json', key)).status).toBe(400);
    expect((await webhook({ hello: 'world' }, key)).body.message).toContain('names no AWB');
    expect(
      (await webhook({ awb: '123', current_status: 'DELIVERED', current_timestamp: 'yesterday' }, key)).status,
    ).toBe(400);
    expect((await webhook([1, 2], key)).status).toBe(400);
  });

  it('records an event for an unknown AWB and changes nothing', async () => {
    const reply = await webhook(body('UNKNOWN12345', SHIPROCKET_STATUS.DELIVERED), await token());
    expect(reply).toMatchObject({ status: 200, body: { outcome: 'unknown-awb', awb: 'UNKNOWN12345' } });
    const kept = await shop.db.prisma.shipmentEvent.findFirstOrThrow({ where: { awb: 'UNKNOWN12345' } });
    expect(kept).toMatchObject({ shipmentId: null, outcome: 'unknown-awb', status: 'DELIVERED' });
  });
});

describe('shipping by hand and the courier list', () => {
  it('asks for a courier from the owner’s list and an AWB no other order has (409), nothing half-written', async () => {
    const list = await admin.rest('GET', '/api/admin/couriers');
    expect(list.body.couriers.map((c: { name: string }) => c.name)).toContain('Delhivery');
    const saved = await admin.rest('PUT', '/api/admin/couriers', {
      couriers: [
        { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' },
        { name: 'Blue Dart', trackingUrl: null },
      ],
    });
    expect(saved.status).toBe(200);
    const badUrl = await admin.rest('PUT', '/api/admin/couriers', {
      couriers: [{ name: 'X', trackingUrl: 'http://x' }],
    });
    expect(badUrl.status).toBe(400);

    const first = await confirmedOrder(shop, admin);
    const unknown = await admin.rest('POST', `/api/admin/orders/${first.orderId}/shipment`, {
      courier: 'Pigeon Post',
      awb: 'DL123456',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('Delhivery, Blue Dart');
    const badAwb = await admin.rest('POST', `/api/admin/orders/${first.orderId}/shipment`, {
      courier: 'Delhivery',
      awb: 'no spaces!',
    });
    expect(badAwb.status).toBe(400);
    const ok = await admin.rest('POST', `/api/admin/orders/${first.orderId}/shipment`, {
      courier: 'delhivery',
      awb: 'DL123456',
    });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({
      provider: 'manual',
      courier: 'Delhivery',
      trackingUrl: 'https://www.delhivery.com/track/package/DL123456',
    });

    const second = await confirmedOrder(shop, admin);
    const used = await admin.rest('POST', `/api/admin/orders/${second.orderId}/shipment`, {
      courier: 'Blue Dart',
      awb: 'DL123456',
    });
    expect(used.status).toBe(409);
    expect(used.body.message).toContain('AWB DL123456 is already on order');
    const row = await order(second.orderId);
    expect(row.status).toBe('CONFIRMED');
    expect(row.shipment).toBeNull();
  });

  it('ships only a CONFIRMED order', async () => {
    const placed = await confirmedOrder(shop, admin);
    await shop.db.prisma.order.update({ where: { id: placed.orderId }, data: { status: 'PLACED' } });
    const reply = await admin.rest('POST', `/api/admin/orders/${placed.orderId}/shipment`, {});
    expect(reply.status).toBe(409);
    expect((await order(placed.orderId)).shipment).toBeNull();
  });
});

describe('cash on delivery parcels', () => {
  it('prints the cash to collect on the label; a parcel refused and returned goes RETURN_TO_ORIGIN with its stock back', async () => {
    const { orderId, productId } = await confirmedOrder(shop, admin, true);
    const shipped = await admin.rest('POST', `/api/admin/orders/${orderId}/shipment`, {});
    expect(shipped.status).toBe(201);
    const awb = shipped.body.awb as string;
    const row = await order(orderId);
    const due = row.totalDiscountedPrice + row.deliveryCharge + row.codFee;
    const label = await fetch(`${shop.url}/api/admin/orders/${orderId}/label`, { headers: admin.headers });
    const text = pdfText(await label.arrayBuffer());
    expect(text).toContain(`COD: COLLECT ₹${(due / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);

    const before = await stockOf(shop, productId);
    await press(shop, awb, 'out_for_delivery');
    const ofd = (await mails(orderId)).find((m) => m.kind === 'order-out-for-delivery')!;
    expect(ofd.text).toContain('Please keep ₹');
    await press(shop, awb, 'rto_initiated');
    expect((await order(orderId)).status).toBe('SHIPPED');
    await press(shop, awb, 'rto_delivered');
    expect((await order(orderId)).status).toBe('RETURN_TO_ORIGIN');
    const after = await stockOf(shop, productId);
    expect(JSON.stringify(after)).not.toBe(JSON.stringify(before));
  });
});

describe('reconciliation', () => {
  it('asks the provider about an order shipped long ago and records the delivery it missed', async () => {
    const { orderId } = await confirmedOrder(shop, admin);
    const shipped = await admin.rest('POST', `/api/admin/orders/${orderId}/shipment`, {});
    const awb = shipped.body.awb as string;
    // The webhook of the delivery was lost: the courier knows, the shop does not.
    const deliveredAt = new Date(Date.now() - 3_600_000);
    await shop.db.prisma.sandboxShipment.update({
      where: { awb },
      data: {
        scans: [
          {
            date: shiprocketTimeText(deliveredAt),
            status: 'DELIVERED',
            activity: 'Delivered to the customer',
            location: 'Bengaluru',
            'sr-status': 7,
            'sr-status-label': 'DELIVERED',
          },
        ],
      },
    });
    const tracking = shop.gateway.services.shipping.tracking;
    expect(await tracking.reconcile()).toBe(0); // shipped just now: not due
    await shop.db.prisma.order.update({
      where: { id: orderId },
      data: { shippedAt: new Date(Date.now() - 4 * 86_400_000) },
    });
    expect(await tracking.reconcile()).toBeGreaterThanOrEqual(1);
    const row = await order(orderId);
    expect(row.status).toBe('DELIVERED');
    expect(Math.abs(row.deliveredAt!.getTime() - deliveredAt.getTime())).toBeLessThan(1000);
    expect(row.shipment!.polledAt).not.toBeNull();
  });
});

describe('the sender on the shipping papers', () => {
  it('is the shop’s details as saved in the back office (name, address, GSTIN), not a constant', async () => {
    const { orderId } = await confirmedOrder(shop, admin);
    expect((await admin.rest('POST', `/api/admin/orders/${orderId}/shipment`, {})).status).toBe(201);
    const papers = async () => {
      const label = await fetch(`${shop.url}/api/admin/orders/${orderId}/label`, { headers: admin.headers });
      const slip = await fetch(`${shop.url}/api/admin/orders/${orderId}/packing-slip`, { headers: admin.headers });
      return [pdfText(await label.arrayBuffer()), pdfText(await slip.arrayBuffer())];
    };
    // Before anything is saved: the configured seller (the sample's).
    for (const text of await papers()) expect(text).toContain('GSTIN 29AAHCK1234M1ZA');

    const saved = await admin.rest('PUT', '/api/admin/shop-details', {
      legalName: 'Dhaaga Textiles LLP',
      gstin: '27AAPFU0939F1ZV',
      address: 'Unit 7, Kamala Mills, Lower Parel, Mumbai 400013',
    });
    expect(saved.status).toBe(200);
    for (const text of await papers()) {
      expect(text).toContain('Dhaaga Textiles LLP');
      expect(text).toContain('Kamala Mills');
      expect(text).toContain('GSTIN 27AAPFU0939F1ZV');
      expect(text).not.toContain('Kapda Retail');
      expect(text).not.toContain('29AAHCK1234M1ZA');
    }
  });
});

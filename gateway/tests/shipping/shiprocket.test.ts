// The Shiprocket client against a local fake of Shiprocket's API: booking (login, adhoc order,
// AWB, label, pickup) with the requests its documentation asks for; the provider down leaves the
// order CONFIRMED with nothing booked; a lost answer books once with the same order id; an
// expired token logs in again; the tracking webhook wants its x-api-key token; tracking by AWB
// reconciles a delivery the webhook missed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { confirmedOrder } from '../support/shipping.js';
import { startFakeShiprocket, type FakeShiprocket } from '../support/fake-shiprocket.js';
import { ShiprocketCourier } from '../../src/couriers/shiprocket.js';
import { shiprocketTimeText } from '../../src/couriers/shiprocket-events.js';

const hoursAgo = (h: number) => new Date(Math.floor((Date.now() - h * 3_600_000) / 1000) * 1000);
/** "2026-11-28 07:15:00" → "28 11 2026 07:15:00": the webhook's current_timestamp. */
const webhookTime = (at: Date) => {
  const [day, time] = shiprocketTimeText(at).split(' ');
  return `${day!.split('-').reverse().join(' ')} ${time}`;
};

const TOKEN = 'sr-webhook-token-for-tests';
let fake: FakeShiprocket;
let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  fake = await startFakeShiprocket();
  const couriers = new ShiprocketCourier({
    email: fake.email,
    password: fake.password,
    pickupLocation: 'Bengaluru Warehouse',
    apiUrl: fake.url,
    webhookToken: TOKEN,
  });
  shop = await startTestShop({ services: { couriers }, buying: { courierPollIntervalMs: 0 } });
  admin = await seededAdmin(shop);
});
afterAll(async () => {
  await shop?.stop();
  await fake?.close();
});

const ship = (orderId: string) => admin.rest('POST', `/api/admin/orders/${orderId}/shipment`, {});
const order = (id: string) =>
  shop.db.prisma.order.findUniqueOrThrow({ where: { id }, include: { shipment: { include: { events: true } } } });
const webhook = (body: unknown, apiKey?: string) =>
  fetch(`${shop.url}/api/webhooks/courier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(apiKey ? { 'x-api-key': apiKey } : {}) },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('booking through Shiprocket', () => {
  it('logs in, creates the adhoc order, assigns the AWB, makes the label and the pickup: the order ships with them', async () => {
    const { orderId } = await confirmedOrder(shop, admin);
    const reply = await ship(orderId);
    expect(reply.status).toBe(201);
    const sent = fake.orders.get(orderId)!;
    expect(reply.body).toMatchObject({
      provider: 'shiprocket',
      courier: 'Delhivery Surface',
      awb: sent.awb,
      trackingUrl: `https://shiprocket.co/tracking/${sent.awb}`,
      labelUrl: expect.stringContaining(`/labels/${sent.shipmentId}.pdf`),
      pickupAt: '2026-11-29T04:30:00.000Z',
    });
    expect(fake.logins).toBe(1);
    const calls = fake.requests.filter((r) => r.path !== '/v1/external/auth/login');
    expect(calls.every((r) => r.authorised)).toBe(true);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/external/orders/create/adhoc',
      'POST /v1/external/courier/assign/awb',
      'POST /v1/external/courier/generate/label',
      'POST /v1/external/courier/generate/pickup',
    ]);
    expect(sent.body).toMatchObject({
      order_id: orderId,
      pickup_location: 'Bengaluru Warehouse',
      billing_pincode: '560001',
      billing_country: 'India',
      shipping_is_billing: true,
      payment_method: 'Prepaid',
    });
    expect(sent.body.order_items[0]).toMatchObject({ units: 1 });
    expect((await order(orderId)).status).toBe('SHIPPED');
  });

  it('Shiprocket down: 503 with a clear message, the order stays CONFIRMED with no shipment; the retry books once', async () => {
    const { orderId } = await confirmedOrder(shop, admin);
    fake.down = true;
    const down = await ship(orderId);
    fake.down = false;
    expect(down.status).toBe(503);
    expect(down.body.message).toContain('the order is still CONFIRMED and nothing was booked');
    let row = await order(orderId);
    expect(row.status).toBe('CONFIRMED');
    expect(row.shipment).toBeNull();
    const retry = await ship(orderId);
    expect(retry.status).toBe(201);
    row = await order(orderId);
    expect(row.status).toBe('SHIPPED');
    // The outage's request reached nothing; the retry made the one order Shiprocket has.
    expect([...fake.orders.values()].filter((o) => o.channelOrderId === orderId)).toHaveLength(1);
    expect(row.shipment!.awb).toBe(fake.orders.get(orderId)!.awb);
  });

  it('an answer lost after Shiprocket assigned the AWB: the retry finds the same order and AWB, one booking', async () => {
    const { orderId } = await confirmedOrder(shop, admin);
    fake.loseAnswers.set('/v1/external/courier/assign/awb', 1);
    const lost = await ship(orderId);
    expect(lost.status).toBe(503);
    expect((await order(orderId)).shipment).toBeNull();
    const awb = fake.orders.get(orderId)!.awb;
    expect(awb).toBeTruthy(); // Shiprocket has it; the shop does not yet.
    const retry = await ship(orderId);
    expect(retry.status).toBe(201);
    expect(retry.body.awb).toBe(awb);
    expect([...fake.orders.values()].filter((o) => o.channelOrderId === orderId)).toHaveLength(1);
  });

  it('logs in again when the token has expired', async () => {
    const { orderId } = await confirmedOrder(shop, admin);
    const logins = fake.logins;
    fake.expireTokens();
    expect((await ship(orderId)).status).toBe(201);
    expect(fake.logins).toBe(logins + 1);
  });
});

describe('Shiprocket tracking', () => {
  it('takes the webhook with its x-api-key token (a wrong one is 401) and moves the order at the courier’s time', async () => {
    const { orderId } = await confirmedOrder(shop, admin);
    const awb = (await ship(orderId)).body.awb as string;
    // Shipped yesterday (the courier's time is never taken as before the parcel left).
    await shop.db.prisma.order.update({
      where: { id: orderId },
      data: { shippedAt: new Date(Date.now() - 86_400_000) },
    });
    const deliveredAt = hoursAgo(2);
    // Shiprocket's documented body, as its webhook sends it.
    const body = {
      awb,
      courier_name: 'Delhivery Surface',
      current_status: 'DELIVERED',
      current_status_id: 7,
      shipment_status: 'DELIVERED',
      shipment_status_id: 7,
      current_timestamp: webhookTime(deliveredAt),
      order_id: orderId,
      sr_order_id: 348456385,
      awb_assigned_date: '2026-11-27 11:59:16',
      pickup_scheduled_date: '2026-11-27 11:59:17',
      etd: '2026-11-28 15:40:19',
      scans: [
        {
          date: '2026-11-27 11:59:16',
          status: 'X-UCI',
          activity: 'Manifested - Manifest uploaded',
          location: 'Bengaluru',
          'sr-status': '5',
          'sr-status-label': 'MANIFEST GENERATED',
        },
        {
          date: shiprocketTimeText(deliveredAt),
          status: 'DL',
          activity: 'Delivered to consignee',
          location: 'Bengaluru',
          'sr-status': '7',
          'sr-status-label': 'DELIVERED',
        },
      ],
      is_return: 0,
      channel_id: 3422553,
      pod_status: 'OTP Based Delivery',
      pod: 'Not Available',
    };
    expect((await webhook(body, 'wrong')).status).toBe(401);
    expect((await order(orderId)).status).toBe('SHIPPED');
    const ok = await webhook(body, TOKEN);
    expect(ok).toMatchObject({ status: 200, body: { outcome: 'moved', trackingStatus: 'DELIVERED' } });
    const row = await order(orderId);
    expect(row.status).toBe('DELIVERED');
    // Written in India time, read back as the same moment.
    expect(row.deliveredAt!.toISOString()).toBe(deliveredAt.toISOString());
    expect(row.shipment!.events[0]).toMatchObject({ description: 'Delivered to consignee', location: 'Bengaluru' });
    expect((await webhook(body, TOKEN)).body.outcome).toBe('duplicate');
  });

  it('reconciles from track-by-AWB when the webhook never came', async () => {
    const { orderId } = await confirmedOrder(shop, admin);
    const awb = (await ship(orderId)).body.awb as string;
    const deliveredAt = hoursAgo(3);
    fake.orders.get(orderId)!.activities.push(
      {
        date: shiprocketTimeText(hoursAgo(30)),
        status: 'PU',
        activity: 'Picked up',
        location: 'Bengaluru',
        'sr-status': '42',
        'sr-status-label': 'PICKED UP',
      },
      {
        date: shiprocketTimeText(deliveredAt),
        status: 'DL',
        activity: 'Delivered',
        location: 'Mysuru',
        'sr-status': '7',
        'sr-status-label': 'DELIVERED',
      },
    );
    await shop.db.prisma.order.update({
      where: { id: orderId },
      data: { shippedAt: new Date(Date.now() - 5 * 86_400_000) },
    });
    await shop.gateway.services.shipping.tracking.reconcile({ now: new Date() });
    const row = await order(orderId);
    expect(row.status).toBe('DELIVERED');
    expect(row.deliveredAt!.toISOString()).toBe(deliveredAt.toISOString());
    expect(row.shipment!.events.map((e) => e.status).sort()).toEqual(['DELIVERED', 'PICKED_UP']);
    expect(fake.requests.some((r) => r.path === `/v1/external/courier/track/awb/${awb}`)).toBe(true);
  });
});

// Abandoned-cart reminders and one-click unsubscribe, over real HTTP on a real database, with the
// mails read from a real SMTP server: one reminder per cart per 7 days to shoppers who agreed,
// listing only what is still in stock, never after the cart was ordered or emptied; every
// marketing mail carries List-Unsubscribe (https, from PUBLIC_URL) with List-Unsubscribe-Post,
// transactional ones never; the one-click POST works without signing in and only unsubscribes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { MAIL_FROM, QUICK_SENDER, eventually } from '../support/mail.js';
import { addToCart, newShopper, productWithStock, type Shopper } from '../support/buying.js';
import { placeOrder } from '../support/admin.js';

const PUBLIC_URL = 'https://shop.example.test';
const HOUR = 3_600_000;
let shop: TestShop;
let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await startTestShop({
    buying: { publicUrl: PUBLIC_URL },
    // The test runs the sweep itself (intervalMs 0: no timer), at the moments it chooses.
    services: {
      mail: { smtpUrl: inbox.url, from: MAIL_FROM, sender: QUICK_SENDER },
      cartReminders: { intervalMs: 0, batchSize: 50 },
    },
  });
});
afterAll(async () => {
  await shop?.stop();
  await inbox?.stop();
});

const sweep = (now: Date) => shop.gateway.services.cartReminders.sweepOnce(now);
const SET_CONSENT = `mutation ($t: ConsentTopic!, $g: Boolean!) { setConsent(topic: $t, granted: $g, source: SUBSCRIPTIONS_PAGE) { topic granted } }`;
const CONSENTS = `{ consents { topic granted source } }`;

async function emailOf(s: Shopper): Promise<string> {
  return (await s.gql('{ me { email id } }')).body.data.me.email;
}
/** The shopper's cart as if last changed `hours` ago. */
async function ageCart(s: Shopper, hours: number, from = Date.now()) {
  const me = (await s.gql('{ me { id } }')).body.data.me.id as string;
  await shop.db.prisma.cart.update({ where: { userId: me }, data: { touchedAt: new Date(from - hours * HOUR) } });
}
const remindersTo = (email: string) =>
  inbox.received.filter((m) => m.rcptTo.includes(email) && /cart is waiting/.test(m.subject));
const oneClick = (url: string, origin = shop.url) => {
  const u = new URL(url);
  return fetch(`${origin}${u.pathname}${u.search}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
};

describe('abandoned-cart reminder', () => {
  it('mails a consenting shopper once, the lines still in stock only, with one-click unsubscribe that only ever unsubscribes', async () => {
    const kept = await productWithStock(shop, { M: 3 }, 60);
    const soldOut = await productWithStock(shop, { L: 1 }, 61);
    const s = await newShopper(shop, 'reminded');
    const email = await emailOf(s);
    expect((await s.gql(SET_CONSENT, { t: 'ORDER_REMINDERS', g: true })).body.data.setConsent.granted).toBe(true);
    await addToCart(s, kept.id, 'M');
    await addToCart(s, soldOut.id, 'L');
    await shop.db.prisma.productSize.updateMany({ where: { productId: soldOut.id, name: 'L' }, data: { quantity: 0 } });

    // Touched 23 hours ago: not yet.
    await ageCart(s, 23);
    expect(await sweep(new Date())).toBe(0);
    await ageCart(s, 25);
    expect(await sweep(new Date())).toBeGreaterThanOrEqual(1);
    const [mail] = await inbox.waitFor(email, 2); // the welcome mail, then the reminder
    const reminder = remindersTo(email)[0]!;
    expect(reminder).toBeDefined();
    expect(reminder.text).toContain(kept.title);
    expect(reminder.text).not.toContain(soldOut.title);
    expect(reminder.text).toMatch(/1 other line has sold out/);

    // RFC 8058: https from PUBLIC_URL, with the one-click POST header; the welcome mail has neither.
    const header = reminder.headers['list-unsubscribe']!;
    expect(header).toMatch(/^<https:\/\/shop\.example\.test\/api\/unsubscribe\?token=[\w.%-]+>$/);
    expect(reminder.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(reminder.html).toContain(`${PUBLIC_URL}/unsubscribe?token=`);
    const welcome = inbox.received.find((m) => m.rcptTo.includes(email) && m !== reminder)!;
    expect(mail).toBeDefined();
    expect(welcome.headers['list-unsubscribe']).toBeUndefined();
    expect(welcome.headers['list-unsubscribe-post']).toBeUndefined();

    // Sweeping again, or the cart still left: no second mail.
    expect(await sweep(new Date())).toBe(0);
    expect(await sweep(new Date(Date.now() + 2 * HOUR))).toBe(0);

    // Forged and altered tokens: 400, the same words whoever, nothing changes.
    const url = header.slice(1, -1);
    const token = new URL(url).searchParams.get('token')!;
    const altered = `${token.slice(0, -2)}${token.endsWith('A') ? 'BB' : 'AA'}`;
    for (const bad of [altered, 'x.y', '', `${token}.extra`]) {
      const r = await fetch(`${shop.url}/api/unsubscribe?token=${encodeURIComponent(bad)}`, { method: 'POST' });
      expect(r.status).toBe(400);
      const body = (await r.json()) as { message: string };
      expect(body.message).not.toContain(email);
    }
    expect((await s.gql(CONSENTS)).body.data.consents).toContainEqual({
      topic: 'ORDER_REMINDERS',
      granted: true,
      source: 'subscriptions-page',
    });

    // The one-click POST, without signing in (a Host header of another site changes nothing): unsubscribed.
    const first = await oneClick(url);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ topic: 'ORDER_REMINDERS', unsubscribed: true });
    expect((await s.gql(CONSENTS)).body.data.consents).toContainEqual({
      topic: 'ORDER_REMINDERS',
      granted: false,
      source: 'unsubscribe-link',
    });
    // Replayed after the shopper subscribed again: it unsubscribes again, never subscribes.
    await s.gql(SET_CONSENT, { t: 'ORDER_REMINDERS', g: true });
    const replay = await oneClick(url);
    expect(await replay.json()).toEqual({ topic: 'ORDER_REMINDERS', unsubscribed: true });
    expect((await s.gql(CONSENTS)).body.data.consents).toContainEqual({
      topic: 'ORDER_REMINDERS',
      granted: false,
      source: 'unsubscribe-link',
    });
    // Other consents untouched; GraphQL names the topic before the click.
    const topic = await shop.graphql(`query ($t: String!) { unsubscribeTopic(token: $t) }`, { t: token });
    expect(topic.body.data.unsubscribeTopic).toBe('ORDER_REMINDERS');
    const viaGraphql = await shop.graphql(`mutation ($t: String!) { unsubscribe(token: $t) { topic unsubscribed } }`, {
      t: altered,
    });
    expect(viaGraphql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('never reminds without consent, after the consent was withdrawn, for an empty cart, or after an order; at most once per 7 days', async () => {
    const product = await productWithStock(shop, { S: 20 }, 62);
    const none = await newShopper(shop, 'no-consent');
    await addToCart(none, product.id, 'S');
    await ageCart(none, 48);

    const withdrawn = await newShopper(shop, 'withdrawn');
    await withdrawn.gql(SET_CONSENT, { t: 'ORDER_REMINDERS', g: true });
    await withdrawn.gql(SET_CONSENT, { t: 'ORDER_REMINDERS', g: false });
    await addToCart(withdrawn, product.id, 'S');
    await ageCart(withdrawn, 48);

    const emptied = await newShopper(shop, 'emptied');
    await emptied.gql(SET_CONSENT, { t: 'ORDER_REMINDERS', g: true });
    await addToCart(emptied, product.id, 'S');
    const lines = await shop.db.prisma.cartItem.findMany({
      where: { cart: { user: { email: await emailOf(emptied) } } },
    });
    for (const line of lines) expect((await emptied.rest('DELETE', `/api/cart_items/${line.id}`)).status).toBe(200);
    await ageCart(emptied, 48);

    const ordered = await newShopper(shop, 'ordered');
    await ordered.gql(SET_CONSENT, { t: 'ORDER_REMINDERS', g: true });
    await addToCart(ordered, product.id, 'S');
    await ageCart(ordered, 48);
    await placeOrder(shop, ordered, product.id, 'S'); // an order after the last touch
    await addToCart(ordered, product.id, 'S');
    await ageCart(ordered, 30, Date.now() - 30 * HOUR); // touched before the order: still "ordered since"
    await shop.db.prisma.order.updateMany({
      where: { user: { email: await emailOf(ordered) } },
      data: { createdAt: new Date(Date.now() - 40 * HOUR) },
    });

    const weekly = await newShopper(shop, 'weekly');
    await weekly.gql(SET_CONSENT, { t: 'ORDER_REMINDERS', g: true });
    await addToCart(weekly, product.id, 'S');
    await ageCart(weekly, 25);

    const reminders = () => inbox.received.filter((m) => /cart is waiting/.test(m.subject)).length;
    const before = reminders();
    await sweep(new Date());
    const weeklyEmail = await emailOf(weekly);
    await eventually(async () => remindersTo(weeklyEmail).length === 1);
    for (const s of [none, withdrawn, emptied, ordered]) expect(remindersTo(await emailOf(s))).toHaveLength(0);
    expect(reminders() - before).toBe(1);

    // Back 3 days later, changes the cart and leaves again: within 7 days of the last reminder, none.
    await addToCart(weekly, product.id, 'S');
    await ageCart(weekly, 25, Date.now() + 3 * 24 * HOUR);
    expect(await sweep(new Date(Date.now() + 3 * 24 * HOUR))).toBe(0);
    // Eight days on: one more.
    expect(await sweep(new Date(Date.now() + 8 * 24 * HOUR))).toBe(1);
    await eventually(async () => remindersTo(weeklyEmail).length === 2);
  });

  it('an order placed after a reminder takes back one not sent yet and counts the cart recovered', async () => {
    const product = await productWithStock(shop, { XL: 20 }, 63);
    const s = await newShopper(shop, 'recovered');
    const email = await emailOf(s);
    await s.gql(SET_CONSENT, { t: 'ORDER_REMINDERS', g: true });
    await addToCart(s, product.id, 'XL');
    await ageCart(s, 25);
    expect(await sweep(new Date())).toBe(1);
    await eventually(async () => remindersTo(email).length === 1);
    const reminder = await shop.db.prisma.cartReminder.findFirstOrThrow({ where: { user: { email } } });
    expect(reminder.lines).toBe(1);
    // Placed (cash on delivery is simplest here: no payment page) → recovered.
    const orderId = await placeOrder(shop, s, product.id, 'XL');
    await shop.gateway.services.lifecycle.run(shop.db.prisma, { orderId, from: 'PENDING', to: 'PLACED', by: null });
    const after = await shop.db.prisma.cartReminder.findUniqueOrThrow({ where: { id: reminder.id } });
    expect(after.orderId).toBe(orderId);
    expect(after.recoveredAt).not.toBeNull();
  });
});

describe('many reminders due at once', () => {
  it('queues 500 in one sweep, each once, and the outbox sends them all at its pace, none twice', async () => {
    const product = await productWithStock(shop, { M: 50 }, 64);
    const prisma = shop.db.prisma;
    const stamp = Date.now();
    const users = Array.from({ length: 500 }, (_, i) => ({
      id: `bulk-${stamp}-${i}`,
      email: `bulk-${stamp}-${i}@example.com`,
      firstName: 'Bulk',
      lastName: String(i),
      passwordHash: 'x',
    }));
    await prisma.user.createMany({ data: users });
    await prisma.consentEvent.createMany({
      data: users.map((u) => ({ userId: u.id, topic: 'ORDER_REMINDERS' as const, granted: true, source: 'api' })),
    });
    await prisma.cart.createMany({
      data: users.map((u) => ({ id: `cart-${u.id}`, userId: u.id, touchedAt: new Date(stamp - 30 * HOUR) })),
    });
    await prisma.cartItem.createMany({
      data: users.map((u) => ({
        cartId: `cart-${u.id}`,
        productId: product.id,
        size: 'M',
        quantity: 1,
        price: product.price,
        discountedPrice: product.discountedPrice,
      })),
    });
    const started = Date.now();
    const [a, b] = await Promise.all([sweep(new Date()), sweep(new Date())]);
    expect(a + b).toBe(500);
    const queuedMs = Date.now() - started;
    const rows = await prisma.mail.findMany({ where: { kind: 'cart-reminder', to: { startsWith: `bulk-${stamp}-` } } });
    expect(rows).toHaveLength(500);
    await eventually(async () => {
      const left = await prisma.mail.count({ where: { kind: 'cart-reminder', status: 'QUEUED' } });
      return left === 0;
    });
    const sentMs = Date.now() - started;
    const got = inbox.received.filter((m) => m.rcptTo[0]?.startsWith(`bulk-${stamp}-`));
    expect(got).toHaveLength(500);
    expect(new Set(got.map((m) => m.rcptTo[0])).size).toBe(500);
    console.log(`[cart-reminders] 500 due: queued in ${queuedMs} ms, all sent in ${sentMs} ms`);
  }, 300_000);
});

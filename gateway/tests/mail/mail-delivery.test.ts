import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '../support/harness.js';
import type { SmtpInbox } from '../support/smtp-inbox.js';
import { bearer, call, signupCustomer } from '../support/accounts.js';
import { newShopper, productWithStock, type Shopper } from '../support/buying.js';
import { payOrder, placeOrder, seededAdmin, SET_STATUS, type Admin } from '../support/admin.js';
import { allSettled, eventually, MAIL_FROM, shopWithInbox } from '../support/mail.js';
import { formatRupees } from '../../src/services/money.js';

let shop: TestShop;
let inbox: SmtpInbox;
let admin: Admin;
beforeAll(async () => {
  ({ shop, inbox } = await shopWithInbox());
  admin = await seededAdmin(shop);
});
afterAll(async () => {
  await shop?.stop();
  await inbox?.stop();
});

const emailOf = async (s: Shopper) =>
  (await shop.graphql('{ me { email } }', {}, s.headers)).body.data.me.email as string;
const shortId = (id: string) => `#${id.slice(-8).toUpperCase()}`;
const subjects = (mails: { subject: string }[]) => mails.map((m) => m.subject);

describe('order mails through a real SMTP server', () => {
  let shopper: Shopper;
  let email: string;
  let orderId: string;
  let product: Awaited<ReturnType<typeof productWithStock>>;

  beforeAll(async () => {
    shopper = await newShopper(shop, 'mail-buyer');
    email = await emailOf(shopper);
    product = await productWithStock(shop, { M: 5, L: 5 });
    orderId = await placeOrder(shop, shopper, product.id, 'M', 2);
  });

  it('sends nothing for an order that is not paid yet, then one "placed" mail with everything bought', async () => {
    await inbox.waitFor(email); // the welcome mail
    expect(subjects(inbox.received.filter((m) => m.rcptTo.includes(email)))).toEqual(['Welcome to Kapda']);

    await payOrder(shop, shopper, orderId);
    const [, placed] = await inbox.waitFor(email, 2);
    expect(placed!.subject).toBe(`Your Kapda order ${shortId(orderId)} is placed`);
    expect(placed!.from).toBe(MAIL_FROM.replace('Kapda Orders', '"Kapda Orders"'));
    const total = (product.discountedPrice * 2) / 100;
    const rupees = `₹${total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    for (const body of [placed!.html, placed!.text]) {
      expect(body).toContain(product.title);
      expect(body).toMatch(/size M/i);
      expect(body).toMatch(/qty 2/i);
      expect(body).toContain(rupees);
      expect(body).toContain('12 MG Road');
      expect(body).toContain('Bengaluru, Karnataka 560001');
      expect(body).toContain(`${shop.url}/account/order/${orderId}`);
    }
    // Images are absolute PNGs (mail apps do not show SVG).
    expect(placed!.html).toMatch(new RegExp(`src="${shop.url}/images/products/[a-z_-]+\\d\\.png"`));
    const image = await fetch(/src="([^"]+\.png)"/.exec(placed!.html)![1]!);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(
      Buffer.from(await image.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    expect(placed!.html).toContain('max-width:600px');
    const rows = await allSettled(shop, email);
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['welcome', 'SENT'],
      ['order-placed', 'SENT'],
    ]);
  });

  it('sends exactly one mail for shipping and one for delivery, none for confirming', async () => {
    for (const status of ['CONFIRMED', 'SHIPPED', 'DELIVERED']) {
      const { body } = await admin.gql(SET_STATUS, { id: orderId, status });
      expect(body.errors).toBeUndefined();
    }
    const mails = await inbox.waitFor(email, 4);
    expect(subjects(mails).slice(2)).toEqual([
      `Your Kapda order ${shortId(orderId)} has shipped`,
      `Your Kapda order ${shortId(orderId)} was delivered`,
    ]);
    expect(mails[3]!.html).toContain('Rate your products');
    expect(mails[3]!.text).toContain(`Rate your products: ${shop.url}/account/order/${orderId}`);
    const rows = await allSettled(shop, email);
    expect(rows.map((r) => r.kind)).toEqual(['welcome', 'order-placed', 'order-shipped', 'order-delivered']);
    expect(inbox.received.filter((m) => m.rcptTo.includes(email))).toHaveLength(4);
  });

  it('tells the buyer of a cancelled paid order that the money will be refunded', async () => {
    const second = await placeOrder(shop, shopper, product.id, 'L', 1);
    await payOrder(shop, shopper, second);
    const { body } = await admin.gql(SET_STATUS, { id: second, status: 'CANCELLED' });
    expect(body.errors).toBeUndefined();
    const mails = await inbox.waitFor(email, 6);
    const cancelled = mails.find((m) => m.subject === `Your Kapda order ${shortId(second)} was cancelled`)!;
    expect(cancelled.text).toContain(
      `You paid ₹${(product.discountedPrice / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    );
    expect(cancelled.text).toMatch(/refunded to the account you paid from/);
    // The sandbox refunds at once: the refund's own mail follows, with the amount.
    const refunded = (await inbox.waitFor(email, 7)).find((m) => m.subject.startsWith('Refund of'))!;
    expect(refunded.subject).toBe(
      `Refund of ${formatRupees(product.discountedPrice)} for your Kapda order ${shortId(second)}`,
    );
  });

  it('sends nothing when an order that was never paid is cancelled', async () => {
    const unpaid = await placeOrder(shop, shopper, product.id, 'L', 1);
    const { body } = await admin.gql(SET_STATUS, { id: unpaid, status: 'CANCELLED' });
    expect(body.errors).toBeUndefined();
    const history = await shop.db.prisma.orderStatusChange.count({ where: { orderId: unpaid, toStatus: 'CANCELLED' } });
    expect(history).toBe(1);
    expect(await shop.db.prisma.mail.count({ where: { orderId: unpaid } })).toBe(0);
  });

  it('queues the refund mail once per refund, however often the refund is reported', async () => {
    const refund = { id: `refund-${orderId}`, orderId, amount: 49_900, processedAt: new Date(), reason: 'Returned' };
    const queued = await shop.db.prisma.$transaction(async (tx) => [
      await shop.gateway.services.mail.queueRefundMail(tx, refund),
      await shop.gateway.services.mail.queueRefundMail(tx, refund),
    ]);
    expect(queued).toEqual([true, false]);
    const mails = await inbox.waitFor(email, 8);
    const refundMail = mails.find((m) => m.subject.startsWith('Refund of ₹499.00'))!;
    expect(refundMail.subject).toBe(`Refund of ₹499.00 for your Kapda order ${shortId(orderId)}`);
    expect(refundMail.text).toContain('Reason: Returned');
    await allSettled(shop, email);
    expect(inbox.received.filter((m) => m.subject.startsWith('Refund of ₹499.00'))).toHaveLength(1);
  });
});

describe('account mails through a real SMTP server', () => {
  it('welcomes a new customer by name, with a link to the shop', async () => {
    const { email } = await signupCustomer(shop, 'welcome');
    const [welcome] = await inbox.waitFor(email);
    expect(welcome).toMatchObject({ subject: 'Welcome to Kapda', rcptTo: [email.toLowerCase()] });
    expect(welcome!.text).toContain('Welcome, Asha');
    expect(welcome!.text).toContain(`Start shopping: ${shop.url}/`);
  });

  it('tells the old address when the e-mail of an account changes, and nothing when it stays', async () => {
    const { email, password, token } = await signupCustomer(shop, 'mover');
    const fresh = `moved.${Date.now()}@example.com`;
    const update = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { email } }';
    const same = await shop.graphql(update, { input: { email, currentPassword: password } }, bearer(token));
    expect(same.body.errors).toBeUndefined();
    const moved = await shop.graphql(update, { input: { email: fresh, currentPassword: password } }, bearer(token));
    expect(moved.body.data.updateProfile.email).toBe(fresh);
    const mails = await inbox.waitFor(email, 2);
    expect(subjects(mails)).toEqual(['Welcome to Kapda', 'The e-mail address of your Kapda account was changed']);
    expect(mails[1]!.text).toContain(`from ${email.toLowerCase()} to ${fresh}`);
    await eventually(async () => (await allSettled(shop, email.toLowerCase())).length === 2);
    expect(await shop.db.prisma.mail.count({ where: { to: fresh } })).toBe(0);
  });

  it('refuses the mailbox to customers and visitors, on GraphQL and REST', async () => {
    const customer = await signupCustomer(shop, 'nosy');
    const asCustomer = await shop.graphql('{ adminMails { totalElements } }', {}, bearer(customer.token));
    expect(asCustomer.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const asVisitor = await call(shop, 'GET', '/api/admin/mails');
    expect(asVisitor.status).toBe(401);
  });
});

// "Notify me" on a sold-out size, through GraphQL and REST over real HTTP, with the mails read
// from a real SMTP server: one mail per request, at most once, oldest first, no more mails than
// units restocked × BACK_IN_STOCK_MAILS_PER_UNIT (1 here), written in the restock's transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { MAIL_FROM, QUICK_SENDER, allSettled, mailsTo } from '../support/mail.js';
import { newShopper, productWithStock, type Shopper } from '../support/buying.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { uniqueEmail } from '../support/accounts.js';

let shop: TestShop;
let inbox: SmtpInbox;
let admin: Admin;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  shop = await startTestShop({
    services: { mail: { smtpUrl: inbox.url, from: MAIL_FROM, sender: QUICK_SENDER }, backInStockMailsPerUnit: 1 },
  });
  admin = await seededAdmin(shop);
});
afterAll(async () => {
  await shop?.stop();
  await inbox?.stop();
});

const REQUEST = `mutation ($p: ID!, $s: String!, $e: String) {
  requestStockAlert(productId: $p, size: $s, email: $e) { status alert { id size status product { id } } } }`;
const RESTOCK = `mutation ($id: ID!, $sizes: [SizeStockInput!]) {
  adminUpdateProduct(id: $id, input: { sizes: $sizes }) { id } }`;

const restock = (productId: string, size: string, quantity: number) =>
  admin.gql(RESTOCK, { id: productId, sizes: [{ name: size, quantity }] });

async function emailOf(s: Shopper): Promise<string> {
  const me = await s.gql('{ me { email } }');
  return me.body.data.me.email;
}

describe('asking to be told', () => {
  it('takes one tap when signed in, answers the open request when asked again, and refuses a size in stock with 409', async () => {
    const product = await productWithStock(shop, { M: 0, L: 4 }, 50);
    const shopper = await newShopper(shop, 'alert-tap');
    const first = await shopper.gql(REQUEST, { p: product.id, s: 'M' });
    expect(first.body.data.requestStockAlert).toMatchObject({
      status: 'WAITING',
      alert: { size: 'M', status: 'WAITING' },
    });
    const again = await shopper.rest('POST', '/api/stock-alerts', { productId: product.id, size: 'M' });
    expect(again.status).toBe(201);
    expect(again.body.alert.id).toBe(first.body.data.requestStockAlert.alert.id);

    const inStock = await shopper.rest('POST', '/api/stock-alerts', { productId: product.id, size: 'L' });
    expect(inStock.status).toBe(409);
    expect(inStock.body.message).toMatch(/in stock now/);
    const noSize = await shopper.rest('POST', '/api/stock-alerts', { productId: product.id, size: 'XXXL' });
    expect(noSize.status).toBe(400);
    const noProduct = await shopper.rest('POST', '/api/stock-alerts', { productId: 'nope', size: 'M' });
    expect(noProduct.status).toBe(404);
    for (const body of [{}, { productId: product.id }, { productId: product.id, size: 7 }, 'x']) {
      expect((await shopper.rest('POST', '/api/stock-alerts', body)).status).toBe(400);
    }
    const listed = await shopper.rest('GET', '/api/stock-alerts');
    expect(listed.body).toHaveLength(1);
  });

  it('mails a visitor a confirmation link that works once and says the same whatever the address', async () => {
    const product = await productWithStock(shop, { S: 0 }, 51);
    const email = uniqueEmail('visitor-alert');
    const asked = await shop.graphql(REQUEST, { p: product.id, s: 'S', e: email });
    expect(asked.body.data.requestStockAlert).toEqual({ status: 'UNCONFIRMED', alert: null });
    const [mail] = await inbox.waitFor(email, 1);
    expect(mail!.subject).toMatch(/Confirm/);
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;

    const twice = await fetch(`${shop.url}/api/stock-alerts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product.id, size: 'S', email }),
    });
    expect(twice.status).toBe(202);
    expect(await twice.json()).toEqual({ status: 'UNCONFIRMED', alert: null });
    expect(await mailsTo(shop, email)).toHaveLength(1);
    const badEmail = await shop.graphql(REQUEST, { p: product.id, s: 'S', e: 'not-an-address' });
    expect(badEmail.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');

    const confirm = (t: string) =>
      fetch(`${shop.url}/api/stock-alerts/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: t }),
      });
    expect((await confirm(token)).status).toBe(200);
    expect((await confirm(token)).status).toBe(404);
    expect((await confirm('forged')).status).toBe(404);
    const row = await shop.db.prisma.stockAlert.findFirstOrThrow({ where: { email } });
    expect(row.status).toBe('WAITING');
  });
});

describe('when the size comes back', () => {
  it('mails the oldest requests, one per unit, each once, even with two restocks at the same moment', async () => {
    const product = await productWithStock(shop, { M: 0 }, 52);
    const shoppers: { s: Shopper; email: string }[] = [];
    for (let i = 0; i < 4; i++) {
      const s = await newShopper(shop, `alert-queue-${i}`);
      await s.gql(REQUEST, { p: product.id, s: 'M' });
      shoppers.push({ s, email: await emailOf(s) });
    }
    const cancelled = await newShopper(shop, 'alert-cancel');
    const own = await cancelled.gql(REQUEST, { p: product.id, s: 'M' });
    const id = own.body.data.requestStockAlert.alert.id;
    expect((await shoppers[0]!.s.rest('DELETE', `/api/stock-alerts/${id}`)).status).toBe(404);
    const gone = await cancelled.gql('mutation ($id: ID!) { cancelStockAlert(id: $id) { status } }', { id });
    expect(gone.body.data.cancelStockAlert.status).toBe('CANCELLED');

    // 2 units: the two oldest requests are mailed, the others keep waiting.
    expect((await restock(product.id, 'M', 2)).body.errors).toBeUndefined();
    await inbox.waitFor(shoppers[0]!.email, 1);
    await inbox.waitFor(shoppers[1]!.email, 1);
    const waiting = await shop.db.prisma.stockAlert.findMany({
      where: { productId: product.id, status: 'WAITING' },
    });
    expect(waiting.map((w) => w.email).sort()).toEqual([shoppers[2]!.email, shoppers[3]!.email].sort());

    // Sold out again, then two restocks of one unit each race: each remaining request once.
    await restock(product.id, 'M', 0);
    await Promise.all([
      restock(product.id, 'M', 1),
      admin.rest('PUT', `/api/admin/products/${product.id}`, {
        sizes: [{ name: 'M', quantity: 1 }],
      }),
    ]);
    await restock(product.id, 'M', 0);
    await restock(product.id, 'M', 5);
    for (const { email } of shoppers) {
      const rows = await allSettled(shop, email);
      expect(rows.filter((m) => m.kind === 'back-in-stock')).toHaveLength(1);
    }
    expect(await mailsTo(shop, await emailOf(cancelled))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ kind: 'back-in-stock' })]),
    );
    const mail = inbox.received.find((m) => m.rcptTo.includes(shoppers[0]!.email) && /Back in stock/.test(m.subject));
    expect(mail!.text).toContain(`/product/id/${product.id}`);
    const mine = await shoppers[0]!.s.gql('{ stockAlerts { status mailedAt } }');
    expect(mine.body.data.stockAlerts[0].status).toBe('MAILED');
  });
});

// The back office's view of consents (issue 39, DPDP Act 2023): the subscriber CSV lists each
// standing consent with since when and how it was given, never a withdrawn one, with cells a
// spreadsheet would run quoted; the counts per topic and this month's retention figures move with
// what shoppers do; staff without customersRead get 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { bearer, call, signupCustomer } from '../support/accounts.js';
import { seededAdmin, type Admin } from '../support/admin.js';
import { productWithStock } from '../support/buying.js';
import { staffWithRole } from '../support/staff.js';

let shop: TestShop;
let admin: Admin;
beforeAll(async () => {
  shop = await startTestShop();
  admin = await seededAdmin(shop);
});
afterAll(() => shop?.stop());

const SET = `mutation($t: ConsentTopic!, $g: Boolean!, $s: ConsentSource) { setConsent(topic: $t, granted: $g, source: $s) { granted } }`;
const counts = async () => (await admin.rest('GET', '/api/admin/subscribers/counts')).body;
const csvLines = async () => {
  const reply = await admin.rest('GET', '/api/admin/subscribers.csv');
  expect(reply.status).toBe(200);
  return (reply.body as string).split('\r\n');
};

describe('subscribers', () => {
  it('export each standing consent with when and how, never a withdrawn one; counts follow', async () => {
    const before = await counts();
    const asha = await signupCustomer(shop, 'newsletter-reader');
    const ravi = await signupCustomer(shop, 'changed-mind');
    const gql = (who: { token: string }, variables: Record<string, unknown>) =>
      shop.graphql(SET, variables, bearer(who.token));
    expect((await gql(asha, { t: 'NEWSLETTER', g: true, s: 'ACCOUNT_PAGE' })).body.errors).toBeUndefined();
    await gql(asha, { t: 'ORDER_REMINDERS', g: true, s: 'SUBSCRIPTIONS_PAGE' });
    await gql(ravi, { t: 'NEWSLETTER', g: true });
    await gql(ravi, { t: 'NEWSLETTER', g: false, s: 'SUBSCRIPTIONS_PAGE' });

    // Every change is its own row: Ravi's consent can be shown given and withdrawn.
    const ravisEvents = await shop.db.prisma.consentEvent.findMany({
      where: { user: { email: ravi.email } },
      orderBy: { createdAt: 'asc' },
    });
    expect(ravisEvents.map((e) => [e.granted, e.source])).toEqual([
      [true, 'api'],
      [false, 'subscriptions-page'],
    ]);

    const lines = await csvLines();
    expect(lines[0]).toBe('email,first_name,last_name,topic,consented_at,how');
    const ashas = lines.filter((l) => l.startsWith(`${asha.email},`));
    expect(ashas).toHaveLength(2);
    expect(ashas[0]).toMatch(/,NEWSLETTER,\d{4}-\d{2}-\d{2}T[\d:.]+Z,account-page$/);
    expect(ashas[1]).toMatch(/,ORDER_REMINDERS,.*,subscriptions-page$/);
    expect(lines.some((l) => l.startsWith(`${ravi.email},`))).toBe(false);

    expect(await counts()).toEqual({
      newsletter: before.newsletter + 1,
      orderReminders: before.orderReminders + 1,
      backInStock: before.backInStock,
      anyTopic: before.anyTopic + 1,
    });
    const { body } = await admin.gql('{ adminSubscriberCounts { newsletter orderReminders backInStock anyTopic } }');
    expect(body.data.adminSubscriberCounts).toEqual(await counts());
  });

  it('quote a name a spreadsheet would run as a formula', async () => {
    const evil = await signupCustomer(shop, 'formula');
    await shop.db.prisma.user.update({
      where: { email: evil.email },
      data: { firstName: '=HYPERLINK("http://x.test","click")', lastName: '+1, yes' },
    });
    await shop.graphql(SET, { t: 'NEWSLETTER', g: true }, bearer(evil.token));
    const line = (await csvLines()).find((l) => l.startsWith(`${evil.email},`))!;
    expect(line).toContain(`,"'=HYPERLINK(""http://x.test"",""click"")","'+1, yes",NEWSLETTER,`);
  });

  it('count this month’s wish-list adds and back-in-stock mails in the retention figures', async () => {
    const before = (await admin.rest('GET', '/api/admin/retention')).body;
    const shopper = await signupCustomer(shop, 'figures');
    const product = await productWithStock(shop, { S: 0, M: 2 }, 40);
    expect((await call(shop, 'POST', '/api/wishlist', { productId: product.id }, bearer(shopper.token))).status).toBe(
      201,
    );
    expect(
      (await call(shop, 'POST', '/api/stock-alerts', { productId: product.id, size: 'S' }, bearer(shopper.token)))
        .status,
    ).toBe(201);
    const sizes = product.sizes.map((s) => ({ name: s.name, quantity: s.name === 'S' ? 1 : s.name === 'M' ? 2 : 0 }));
    expect((await admin.rest('PUT', `/api/admin/products/${product.id}`, { sizes })).status).toBe(200);
    const after = (await admin.rest('GET', '/api/admin/retention')).body;
    expect(after.wishlistAdds).toBe(before.wishlistAdds + 1);
    expect(after.backInStockMailed).toBe(before.backInStockMailed + 1);
  });

  it('are for staff with customersRead only', async () => {
    expect((await call(shop, 'GET', '/api/admin/subscribers.csv')).status).toBe(401);
    const shopper = await signupCustomer(shop, 'not-staff');
    expect((await call(shop, 'GET', '/api/admin/subscribers.csv', undefined, bearer(shopper.token))).status).toBe(403);
    const catalog = await staffWithRole(shop, 'catalog', 'subscribers-catalog');
    expect((await catalog.rest('GET', '/api/admin/subscribers.csv')).status).toBe(403);
    expect((await catalog.rest('GET', '/api/admin/retention')).status).toBe(403);
    const support = await staffWithRole(shop, 'support', 'subscribers-support');
    expect((await support.rest('GET', '/api/admin/subscribers.csv')).status).toBe(200);
  });
});

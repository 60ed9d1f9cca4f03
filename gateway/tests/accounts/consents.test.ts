// Newsletter and other consents through GraphQL and REST over real HTTP: given and withdrawn as
// easily, each change recorded with when and how, the owner only, bad input a 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { newShopper, productWithStock } from '../support/buying.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop?.stop());

const SET = `mutation ($t: ConsentTopic!, $g: Boolean!, $s: ConsentSource) {
  setConsent(topic: $t, granted: $g, source: $s) { topic granted changedAt source } }`;

describe('consents', () => {
  it('start not given, are given and withdrawn, and keep a record of each change with when and how', async () => {
    const shopper = await newShopper(shop, 'consent');
    const start = await shopper.gql('{ consents { topic granted changedAt source } }');
    expect(start.body.data.consents).toEqual([
      { topic: 'NEWSLETTER', granted: false, changedAt: null, source: null },
      { topic: 'ORDER_REMINDERS', granted: false, changedAt: null, source: null },
      { topic: 'BACK_IN_STOCK', granted: false, changedAt: null, source: null },
    ]);
    const given = await shopper.gql(SET, { t: 'NEWSLETTER', g: true, s: 'ACCOUNT_PAGE' });
    expect(given.body.data.setConsent).toMatchObject({ granted: true, source: 'account-page' });
    // The same state again records nothing new: the first "when and how" stays.
    const again = await shopper.gql(SET, { t: 'NEWSLETTER', g: true, s: 'SUBSCRIPTIONS_PAGE' });
    expect(again.body.data.setConsent).toEqual(given.body.data.setConsent);

    const withdrawn = await shopper.rest('PUT', '/api/consents', { topic: 'newsletter', granted: false });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({ topic: 'NEWSLETTER', granted: false, source: 'api' });
    const me = await shopper.gql('{ me { id } }');
    const record = await shop.db.prisma.consentEvent.findMany({
      where: { userId: me.body.data.me.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(record.map((r) => [r.topic, r.granted, r.source])).toEqual([
      ['NEWSLETTER', true, 'account-page'],
      ['NEWSLETTER', false, 'api'],
    ]);
    const listed = await shopper.rest('GET', '/api/consents');
    expect(listed.body[0]).toMatchObject({ topic: 'NEWSLETTER', granted: false });
  });

  it('are given by a signed-in Notify me, and withdrawing the back-in-stock consent cancels the waiting requests', async () => {
    const product = await productWithStock(shop, { M: 0 }, 60);
    const shopper = await newShopper(shop, 'consent-notify');
    const asked = await shopper.rest('POST', '/api/stock-alerts', { productId: product.id, size: 'M' });
    expect(asked.status).toBe(201);
    const states = (await shopper.rest('GET', '/api/consents')).body as { topic: string }[];
    expect(states.find((c) => c.topic === 'BACK_IN_STOCK')).toMatchObject({ granted: true, source: 'notify-me' });

    await shopper.gql(SET, { t: 'BACK_IN_STOCK', g: false, s: 'SUBSCRIPTIONS_PAGE' });
    const alerts = await shopper.gql('{ stockAlerts { status } }');
    expect(alerts.body.data.stockAlerts).toEqual([{ status: 'CANCELLED' }]);
  });

  it('belong to the signed-in shopper only and answer bad input with a 400 naming the field', async () => {
    expect((await fetch(`${shop.url}/api/consents`)).status).toBe(401);
    expect((await shop.graphql('{ consents { topic } }')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const shopper = await newShopper(shop, 'consent-bad');
    const cases: [unknown, string][] = [
      [{ granted: true }, 'topic'],
      [{ topic: 'SPAM', granted: true }, 'topic'],
      [{ topic: 'NEWSLETTER', granted: 'yes' }, 'granted'],
      [{ topic: 'NEWSLETTER', granted: true, source: 'unsubscribe-link' }, 'source'],
    ];
    for (const [body, field] of cases) {
      const reply = await shopper.rest('PUT', '/api/consents', body);
      expect(reply.status).toBe(400);
      expect(reply.body.message).toMatch(new RegExp(field));
    }
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';
import { addToCart, createOrder, newShopper, productWithStock } from '../../gateway/tests/support/buying.js';
import { seededAdmin } from '../../gateway/tests/support/admin.js';

const shots = process.env.E2E_SCREENSHOTS;

// A cash-on-delivery order confirmed by its mailed link and from its page; an abandoned-cart
// reminder's unsubscribe link opened and clicked, without signing in.
describe.skipIf(!hasChromium)('cash-on-delivery confirmation and one-click unsubscribe in a real browser', () => {
  const env = useBrowserShop();

  it('confirms a COD order by the mailed link, and another on its page', async () => {
    const admin = await seededAdmin(env.shop);
    await admin.gql('mutation { adminUpdateDeliverySettings(input: { codEnabled: true }) { codEnabled } }');
    const shopper = await newShopper(env.shop, 'cod-e2e');
    const placeCod = async (skip: number) => {
      const product = await productWithStock(env.shop, { M: 4 }, skip);
      await addToCart(shopper, product.id, 'M');
      const order = (await createOrder(shopper)).body.data.createOrder;
      const placed = await shopper.gql('mutation ($id: ID!) { chooseCashOnDelivery(orderId: $id) { status } }', {
        id: order.id,
      });
      expect(placed.body.data.chooseCashOnDelivery.status).toBe('PLACED');
      return order.id as string;
    };
    const first = await placeCod(11);
    const mail = await env.shop.db.prisma.mail.findFirstOrThrow({ where: { orderId: first, kind: 'order-placed' } });
    const link = /href="([^"]*\/order\/confirm\?token=[^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&');

    // The mailed link, in a browser that never signed in: one click confirms.
    const page = await openPage(env.browser);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your order' }).waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'cod-confirm-link.png'), fullPage: true });
    await page.getByRole('button', { name: 'Confirm my order' }).click();
    await page
      .getByRole('status')
      .getByText(/is confirmed/)
      .waitFor();
    expect((await env.shop.db.prisma.order.findUniqueOrThrow({ where: { id: first } })).status).toBe('CONFIRMED');
    // Used again: says why, changes nothing.
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm my order' }).click();
    await page
      .getByRole('alert')
      .getByText(/confirmed already/)
      .waitFor();

    // The order page of a second one, signed in.
    const second = await placeCod(12);
    await page.evaluate((token) => localStorage.setItem('jwt', token), shopper.token);
    await page.goto(`${env.shop.url}/account/order/${second}`);
    await page.getByText('Please confirm your cash-on-delivery order').waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'cod-confirm-order-page.png'), fullPage: true });
    await page.getByRole('button', { name: 'Confirm my order' }).click();
    await page.getByText('Please confirm your cash-on-delivery order').waitFor({ state: 'detached' });
    expect((await env.shop.db.prisma.order.findUniqueOrThrow({ where: { id: second } })).status).toBe('CONFIRMED');
  }, 240_000);

  it('a reminder mail arrives once for a cart left a day, and its unsubscribe link unsubscribes with one click', async () => {
    const shopper = await newShopper(env.shop, 'remind-e2e');
    await shopper.gql('mutation { setConsent(topic: ORDER_REMINDERS, granted: true) { granted } }');
    const product = await productWithStock(env.shop, { L: 4 }, 13);
    await addToCart(shopper, product.id, 'L');
    const me = (await shopper.gql('{ me { id email } }')).body.data.me;
    await env.shop.db.prisma.cart.update({
      where: { userId: me.id },
      data: { touchedAt: new Date(Date.now() - 25 * 3_600_000) },
    });
    expect(await env.shop.gateway.services.cartReminders.sweepOnce()).toBe(1);
    expect(await env.shop.gateway.services.cartReminders.sweepOnce()).toBe(0);
    const mail = await env.shop.db.prisma.mail.findFirstOrThrow({ where: { to: me.email, kind: 'cart-reminder' } });
    expect(mail.listUnsubscribe).toMatch(/\/api\/unsubscribe\?token=/);
    const link = /href="([^"]*\/unsubscribe\?token=[^"]+)"/.exec(mail.html)![1]!.replace(/&amp;/g, '&');

    const page = await openPage(env.browser, 'phone');
    await page.goto(link);
    await page.getByText('Stop reminders about your cart from Kapda?').waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'unsubscribe-phone.png'), fullPage: true });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await page.getByRole('status').getByText('You are unsubscribed from reminders about your cart.').waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'unsubscribed-phone.png'), fullPage: true });
    const consents = (await shopper.gql('{ consents { topic granted source } }')).body.data.consents;
    expect(consents).toContainEqual({ topic: 'ORDER_REMINDERS', granted: false, source: 'unsubscribe-link' });
  }, 240_000);
});

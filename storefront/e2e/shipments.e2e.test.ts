import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';
import { newShopper } from '../../gateway/tests/support/buying.js';
import { payOrder, placeOrder, SET_STATUS, seededAdmin } from '../../gateway/tests/support/admin.js';

const SHOTS = process.env.SHIPMENT_SHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

// The admin ships a paid order through the sandbox courier, the courier's events are driven from
// the sandbox page, and the shopper follows them on the order page until it is delivered.
describe.skipIf(!hasChromium)('shipping through the sandbox courier in a real browser', () => {
  const env = useBrowserShop();

  it('books, prints, drives the courier to delivered; the shopper sees each event and gets the mails', async () => {
    const { shop, browser } = env;
    const admin = await seededAdmin(shop);
    const shopper = await newShopper(shop, 'parcel-e2e');
    const product = await shop.db.prisma.product.findFirstOrThrow({
      where: { sizes: { some: { quantity: { gte: 2 } } } },
      include: { sizes: { where: { quantity: { gte: 2 } }, take: 1 } },
    });
    const orderId = await placeOrder(shop, shopper, product.id, product.sizes[0]!.name);
    await payOrder(shop, shopper, orderId);
    expect((await admin.gql(SET_STATUS, { id: orderId, status: 'CONFIRMED' })).body.errors).toBeUndefined();

    // The admin books the parcel from the order's page.
    const back = await openPage(browser, 'desktop');
    await back.goto(shop.url);
    await back.evaluate((token) => localStorage.setItem('jwt', token), admin.headers.authorization!.slice(7));
    await back.goto(`${shop.url}/admin/orders/${orderId}`);
    const panel = back.getByRole('region', { name: 'Shipping' });
    await panel.getByRole('button', { name: 'Book with the sandbox courier' }).click();
    const awbText = panel.getByTestId('awb');
    await awbText.waitFor();
    const awb = (await awbText.textContent())!.trim();
    expect(awb).toMatch(/^SBX\d{9}$/);
    await panel.getByRole('button', { name: 'Print label' }).waitFor();
    await shot(back, 'admin-shipped-1280');

    // The courier's events, pressed on the sandbox courier's page.
    const courier = await openPage(browser, 'phone');
    await courier.goto(`${shop.url}/sandbox-courier/${awb}`);
    for (const [button, status] of [
      ['Picked up', 'Shipment picked up from the seller'],
      ['In transit', 'In transit to the destination hub'],
      ['Out for delivery', 'Out for delivery'],
    ] as const) {
      await courier.getByRole('button', { name: button, exact: true }).click();
      await courier.getByTestId('courier-status').getByText(status, { exact: true }).waitFor();
    }
    await shot(courier, 'sandbox-courier-390');

    // The shopper sees the courier, the AWB and "Out for delivery today".
    const buyer = await openPage(browser, 'phone');
    await buyer.goto(shop.url);
    await buyer.evaluate((token) => localStorage.setItem('jwt', token), shopper.token);
    await buyer.goto(`${shop.url}/account/order/${orderId}`);
    const tracking = buyer.getByRole('region', { name: 'Courier tracking' });
    await tracking.getByText('Out for delivery today').waitFor();
    await tracking.getByText(awb).waitFor();
    expect(await tracking.getByRole('listitem').count()).toBe(3);
    await shot(buyer, 'order-out-for-delivery-390');

    await courier.getByRole('button', { name: 'Delivered', exact: true }).click();
    await courier.getByTestId('courier-status').getByText('Delivered to the customer').waitFor();
    await buyer.reload();
    await tracking.getByRole('listitem').first().getByText('Delivered', { exact: true }).waitFor();
    expect(await tracking.getByText('Out for delivery today').count()).toBe(0);
    await shot(buyer, 'order-delivered-390');

    const row = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { shipment: true } });
    expect(row.status).toBe('DELIVERED');
    expect(row.deliveredAt).toEqual(row.shipment!.deliveredAt);
    const kinds = (await shop.db.prisma.mail.findMany({ where: { orderId }, select: { kind: true } })).map(
      (m) => m.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['order-shipped', 'order-out-for-delivery', 'order-delivered']));

    const wide = await openPage(browser, 'desktop');
    await wide.goto(shop.url);
    await wide.evaluate((token) => localStorage.setItem('jwt', token), shopper.token);
    await wide.goto(`${shop.url}/account/order/${orderId}`);
    await wide.getByRole('region', { name: 'Courier tracking' }).waitFor();
    await shot(wide, 'order-delivered-1280');
  }, 300_000);
});

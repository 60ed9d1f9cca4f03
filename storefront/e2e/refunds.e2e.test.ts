import { describe, expect, it } from 'vitest';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';
import { addToCart, createOrder, newShopper, productWithStock } from '../../gateway/tests/support/buying.js';

// The buyer cancels a paid order from its page in a real browser; the sandbox refunds it.
describe.skipIf(!hasChromium)('cancelling an order in a real browser', () => {
  const env = useBrowserShop();

  it('asks first, cancels, and shows the payment refunded', async () => {
    const shopper = await newShopper(env.shop, 'cancel-e2e');
    const product = await productWithStock(env.shop, { M: 4 }, 7);
    await addToCart(shopper, product.id, 'M');
    const order = (await createOrder(shopper)).body.data.createOrder;
    const link = await shopper.rest('POST', `/api/payments/${order.id}`);
    // The sandbox's Pay places the order through its signed webhook, with no browser involved.
    await fetch(`${link.body.payment_Link_Url}/pay`, { method: 'POST', redirect: 'manual' });

    const page = await openPage(env.browser);
    await page.goto(env.shop.url);
    await page.evaluate((token) => localStorage.setItem('jwt', token), shopper.token);
    await page.goto(`${env.shop.url}/account/order/${order.id}`);
    const ledger = page.getByRole('list', { name: 'Payments and refunds' });
    await ledger.getByText('Paid', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByLabel('Reason (optional)').fill('Found it cheaper');
    await dialog.getByRole('button', { name: 'Yes, cancel order' }).click();

    await page.getByText('This order was cancelled.').waitFor();
    await ledger.getByText('Refunded', { exact: true }).waitFor();
    await ledger.getByText('Cancelled by the customer: Found it cheaper').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    const row = await env.shop.db.prisma.order.findUniqueOrThrow({
      where: { id: order.id },
      include: { refunds: true },
    });
    expect(row.refunds).toMatchObject([{ status: 'PROCESSED', amount: order.totalDiscountedPrice }]);
  }, 180_000);
});

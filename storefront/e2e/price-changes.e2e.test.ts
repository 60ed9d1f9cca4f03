import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage, unstyledMantineClasses, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { ADDRESS, addToCart, createOrder, newShopper } from '../../gateway/tests/support/buying.js';
import { seededAdmin } from '../../gateway/tests/support/admin.js';

// Issue 56, defect 1: the ₹258 dress in size L sits in the cart, the owner sets ₹349; the cart
// and checkout say so, and checkout waits for the shopper's OK. E2E_SCREENSHOTS=/some/dir keeps
// a picture of the cart's notice at each width.
const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  expect(await unstyledMantineClasses(page), name).toEqual([]);
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

describe.skipIf(!hasChromium)('a price changed while the dress sits in the cart', () => {
  const env = useBrowserShop();

  it.each(Object.keys(viewports) as (keyof typeof viewports)[])(
    'is shown on the cart and checkout, and checkout waits for the OK (%s)',
    async (width) => {
      const { prisma } = env.shop.db;
      const dress = await prisma.product.findFirstOrThrow({
        where: { deletedAt: null, sizes: { some: { name: 'L', quantity: { gte: 2 } } } },
        orderBy: { id: 'asc' },
        skip: width === 'phone' ? 0 : 1,
      });
      const admin = await seededAdmin(env.shop);
      const setPrice = async (price: number, discountedPrice: number) => {
        const { body } = await admin.gql(
          `mutation ($id: ID!, $input: ProductChangesInput!) { adminUpdateProduct(id: $id, input: $input) { id } }`,
          { id: dress.id, input: { price, discountedPrice } },
        );
        expect(body.errors).toBeUndefined();
      };
      await setPrice(39_900, 25_800);
      const shopper = await newShopper(env.shop, `price-${width}`);
      await addToCart(shopper, dress.id, 'L');
      // The owner raises the price while the dress is in the cart.
      await setPrice(49_900, 34_900);

      const page = await openPage(env.browser, width);
      await page.context().addInitScript((t) => window === window.top && localStorage.setItem('jwt', t), shopper.token);
      await page.goto(`${env.shop.url}/cart`);
      const message = `The price of ${dress.title} (L) changed from ₹258 to ₹349.`;
      const notice = page.getByRole('alert', { name: 'A price has changed' });
      await notice.getByText(message, { exact: true }).waitFor();
      await page
        .getByRole('article', { name: `${dress.title} (L)` })
        .getByText('Price changed: was ₹258.00, now ₹349.00')
        .waitFor();
      await shot(page, `${width}-cart-price-notice`);

      // Checkout shows it too, and refuses the order until the shopper says OK.
      await page.getByRole('link', { name: 'Order Item' }).click();
      await page.waitForURL(/\/checkout\?step=2$/);
      await page.getByRole('alert', { name: 'A price has changed' }).getByText(message, { exact: true }).waitFor();
      const form = page.getByRole('form', { name: 'Delivery address' });
      await form.getByLabel(/^First Name/).fill('Meera');
      await form.getByLabel(/^Last Name/).fill('Iyer');
      await form.getByRole('textbox', { name: /^Address/ }).fill('7 Besant Nagar 2nd Avenue');
      await form.getByLabel(/^City\/Town/).fill('Chennai');
      // The PIN fills the state (the address form is PIN-first).
      await form.getByLabel(/^PIN Code/).fill('600090');
      await form.getByLabel(/^Mobile Number/).fill('9840112345');
      await form.getByRole('button', { name: 'Deliver Here' }).click();
      await form.getByText(/changed from ₹258 to ₹349\. Please look at the new price/).waitFor();
      expect(page.url()).toMatch(/\/checkout\?step=2$/);
      await shot(page, `${width}-checkout-price-notice`);

      await page.getByRole('button', { name: 'OK, continue with the new price' }).click();
      await page.getByRole('alert', { name: 'A price has changed' }).waitFor({ state: 'detached' });
      await form.getByRole('button', { name: 'Deliver Here' }).click();
      await page.waitForURL(/\/checkout\?step=3&order_id=/);
      await page.getByRole('region', { name: 'Price details' }).getByText('₹349.00').first().waitFor();
      const orderId = new URL(page.url()).searchParams.get('order_id')!;
      const order = await prisma.order.findUniqueOrThrow({ where: { id: orderId } });
      expect(order.totalDiscountedPrice).toBe(34_900);
      await page.context().close();
    },
  );

  it.each(Object.keys(viewports) as (keyof typeof viewports)[])(
    'the product page, the orders list and the order page give one delivery date for one PIN (%s)',
    async (width) => {
      const { prisma } = env.shop.db;
      const product = await prisma.product.findFirstOrThrow({
        where: { deletedAt: null, sizes: { some: { name: 'M', quantity: { gte: 2 } } } },
        orderBy: { id: 'asc' },
        skip: width === 'phone' ? 2 : 3,
      });
      const shopper = await newShopper(env.shop, `dates-${width}`);
      await addToCart(shopper, product.id, 'M');
      const placed = await createOrder(shopper);
      expect(placed.body.errors).toBeUndefined();
      const orderId = placed.body.data.createOrder.id as string;
      // Paid (written directly; the buying journey drives the sandbox): now it is listed.
      await prisma.order.update({ where: { id: orderId }, data: { status: 'PLACED', paidAt: new Date() } });

      const page = await openPage(env.browser, width);
      await page.context().addInitScript((t) => window === window.top && localStorage.setItem('jwt', t), shopper.token);
      await page.goto(`${env.shop.url}/product/id/${product.id}`);
      // The form is the app's once the page is hydrated (typing before that would be lost).
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const check = page.getByRole('region', { name: 'Check delivery' });
      await check.getByRole('textbox', { name: 'PIN code' }).fill(ADDRESS.zipCode);
      await check.getByRole('button', { name: 'Check' }).click();
      const said = await check
        .getByRole('status')
        .getByText(/^Delivery by /)
        .textContent();
      // "Delivery by Monday, 7 December" → "7 December".
      const day = /, (\d{1,2} \w+)/.exec(said ?? '')?.[1];
      expect(day, said ?? '').toBeTruthy();

      await page.goto(`${env.shop.url}/account/order`);
      const card = page
        .getByRole('article')
        .filter({ has: page.getByRole('link', { name: `Order of ${product.title}` }) });
      await card.getByText(`Expected Delivery On ${day}`, { exact: true }).waitFor();

      await page.goto(`${env.shop.url}/account/order/${orderId}`);
      await page.getByTestId('delivery-date').getByText(`Expected Delivery On ${day}`, { exact: true }).waitFor();
      await shot(page, `${width}-order-delivery-date`);
      await page.context().close();
    },
  );
});

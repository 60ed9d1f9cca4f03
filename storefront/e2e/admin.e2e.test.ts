import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage, unstyledMantineClasses, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { TEST_ADMIN } from '../../gateway/tests/support/harness.js';
import { newShopper } from '../../gateway/tests/support/buying.js';
import { payOrder, placeOrder } from '../../gateway/tests/support/admin.js';
import { monthStart } from '../../gateway/src/services/shop-time.js';
import { call } from '../../gateway/tests/support/accounts.js';

// E2E_SCREENSHOTS=/some/dir saves every back-office screen; E2E_VIEWPORT=phone walks it on a phone.
const SHOTS = process.env.E2E_SCREENSHOTS;
const VIEWPORT: keyof typeof viewports = process.env.E2E_VIEWPORT === 'phone' ? 'phone' : 'desktop';

async function shot(page: Page, name: string) {
  // Each screen the journey pictures has the styles of every Mantine component on it.
  expect(await unstyledMantineClasses(page), name).toEqual([]);
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${VIEWPORT}-admin-${name}.png`, fullPage: true });
}

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

/** On a phone the side panel opens from the menu button first. */
async function menu(page: Page, entry: string) {
  if (VIEWPORT === 'phone') await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: entry }).click();
}

/** The shopper's tracker: how many of its four steps are done. */
const stepsDone = (page: Page) =>
  page.locator('section[aria-label="Order status"] .mantine-Stepper-step[data-completed]').count();

describe.skipIf(!hasChromium)('the back office in a real browser', () => {
  const env = useBrowserShop();

  it('runs a paid order to delivery, adds, restocks and deletes a product, and deactivates a customer', async () => {
    const { shop, browser } = env;
    // A shopper buys two units and pays in the sandbox: a fresh paid order.
    const shopper = await newShopper(shop, 'journey');
    const product = await shop.db.prisma.product.findFirstOrThrow({
      where: { sizes: { some: { quantity: { gte: 3 } } } },
      include: { sizes: { where: { quantity: { gte: 3 } }, take: 1 } },
    });
    const orderId = await placeOrder(shop, shopper, product.id, product.sizes[0]!.name, 2);
    await payOrder(shop, shopper, orderId);
    const paid = await shop.db.prisma.order.aggregate({
      where: { paidAt: { gte: monthStart(new Date()) }, status: { notIn: ['CANCELLED', 'RETURNED'] } },
      _sum: { totalDiscountedPrice: true },
    });

    const buyer = await openPage(browser, VIEWPORT);
    await buyer.goto(shop.url);
    await buyer.evaluate((token) => localStorage.setItem('jwt', token), shopper.token);
    await buyer.goto(`${shop.url}/account/order/${orderId}`);
    await buyer.getByRole('region', { name: 'Order status' }).waitFor();
    expect(await stepsDone(buyer)).toBe(1);

    // The admin signs in from /admin, which sends them to the login and back.
    const page = await openPage(browser, VIEWPORT);
    await page.goto(`${shop.url}/admin`);
    await page.waitForURL((url) => url.pathname === '/Login');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel(/^Email/).fill(TEST_ADMIN.email);
    await login.getByLabel(/^Password/).fill(TEST_ADMIN.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The figures include the fresh paid order; so do the recent orders.
    await page.getByLabel('Sales this month').getByText(inr(paid._sum.totalDiscountedPrice!)).waitFor();
    await page
      .getByRole('table', { name: 'Recent orders' })
      .getByRole('row', { name: `Order ${orderId}` })
      .waitFor();
    await page
      .getByRole('figure', { name: 'Daily sales, last 30 days' })
      // Today's bar: the fresh order's sales.
      .locator('.recharts-bar-rectangle')
      .last()
      .waitFor();
    await shot(page, 'dashboard');
    // The side panel: collapsed to 80 px on a desktop, opened over the page on a phone.
    const panel = page.locator('nav[aria-label="Back office"]');
    if (VIEWPORT === 'desktop') {
      await page.getByRole('button', { name: 'Collapse the side panel' }).click();
      await expect.poll(async () => (await panel.boundingBox())?.width).toBeLessThan(60);
      await shot(page, 'collapsed');
      await page.getByRole('button', { name: 'Expand the side panel' }).click();
      await expect.poll(async () => (await panel.boundingBox())?.width).toBeGreaterThan(200);
    } else {
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await expect.poll(async () => (await panel.boundingBox())?.x).toBeGreaterThanOrEqual(0);
      await shot(page, 'menu-open');
      await page.getByRole('button', { name: 'Open the menu' }).click();
      await expect.poll(async () => (await panel.boundingBox())?.x ?? -1).toBeLessThan(0);
    }

    // Confirm, ship, deliver from the Orders screen; the shopper's page follows each step.
    await menu(page, 'Orders');
    await page.waitForURL(/\/admin\/orders$/);
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
    const row = page.getByRole('row', { name: `Order ${orderId}` });
    await row.waitFor();
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(2).waitFor({ state: 'detached' });
    await shot(page, 'orders');
    const steps: [string, string, number][] = [
      ['Confirm Order', 'CONFIRMED', 2],
      ['Shipped Order', 'SHIPPED', 3],
      ['Delivered Order', 'DELIVERED', 4],
    ];
    for (const [action, status, done] of steps) {
      await row.getByRole('button', { name: `Status of order ${orderId}` }).click();
      if (action === 'Confirm Order') {
        // Moves the life cycle does not allow now are there but disabled.
        expect(await page.getByRole('menuitem', { name: 'Delivered Order' }).isDisabled()).toBe(true);
        await shot(page, 'status-menu');
      }
      await page.getByRole('menuitem', { name: action }).click();
      await row.getByText(status, { exact: true }).waitFor();
      await buyer.reload();
      await buyer.getByRole('region', { name: 'Order status' }).waitFor();
      await expect.poll(() => stepsDone(buyer)).toBe(done);
    }
    await shot(buyer, 'shopper-delivered');
    // A delivered order cannot be deleted.
    expect(await row.getByRole('button', { name: `Delete order ${orderId}` }).isDisabled()).toBe(true);

    // Its history, on the order's own page.
    await row.getByRole('link', { name: new RegExp(`#${orderId.slice(-8).toUpperCase()}`) }).click();
    await page.waitForURL(new RegExp(`/admin/orders/${orderId}$`));
    const history = page.getByLabel('Status history');
    for (const text of ['PENDING → PLACED', 'PLACED → CONFIRMED', 'CONFIRMED → SHIPPED', 'SHIPPED → DELIVERED']) {
      await history.getByText(text).waitFor();
    }
    await shot(page, 'order-view');

    // A new product, which then appears in its category listing.
    await menu(page, 'AddProducts');
    await page.waitForURL(/\/admin\/product\/create$/);
    const form = page.getByRole('form', { name: 'Product' });
    await form.getByRole('button', { name: 'Add New Product' }).click();
    await form.getByText('Title is required').waitFor();
    await shot(page, 'add-product-errors');
    const title = `Journey Silk Kurta ${Date.now()}`;
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^Brand/).fill('Kapda Studio');
    await form.getByRole('combobox', { name: /^Color/ }).click();
    await page.getByRole('option', { name: 'maroon' }).click();
    await form.getByLabel(/^Description/).fill('Soft silk, for festive evenings.');
    await form.getByRole('textbox', { name: 'Highlight 1', exact: true }).fill('Pure silk');
    await form.getByRole('textbox', { name: 'Image URL 1', exact: true }).fill('/images/products/journey-kurta.svg');
    await form.getByLabel(/^Price \(₹\)/).fill('2499');
    await form.getByLabel(/^Discounted Price/).fill('1499');
    await form.getByText('Discount: 40% off').waitFor();
    await form.getByLabel('Quantity of M').fill('5');
    for (const [label, value] of [
      ['Top Level Category', 'men'],
      ['Second Level Category', 'clothing'],
      ['Third Level Category', 'mens_kurta'],
    ]) {
      await form.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
      await page.getByRole('option', { name: value, exact: true }).click();
    }
    await shot(page, 'add-product');
    await form.getByRole('button', { name: 'Add New Product' }).click();
    await page.waitForURL(/\/admin\/products$/);
    const created = await shop.db.prisma.product.findFirstOrThrow({ where: { title } });
    const listing = await call(shop, 'GET', '/api/products?category=men/clothing/mens_kurta&pageSize=100');
    expect(listing.body.content.map((p: { _id: string }) => p._id)).toContain(created.id);
    const buyerListing = await openPage(browser, VIEWPORT);
    await buyerListing.goto(`${shop.url}/men/clothing/mens_kurta`);
    await buyerListing.getByText(title).first().waitFor();

    // Its stock, edited.
    await page.getByRole('searchbox', { name: 'Search products' }).fill(title);
    const productRow = page.getByRole('row', { name: title });
    await productRow.waitFor();
    await shot(page, 'products');
    await productRow.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL(/\/edit$/);
    await page.getByLabel('Quantity of L').fill('9');
    await shot(page, 'edit-product');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL(/\/admin\/products$/);
    await expect
      .poll(async () => (await shop.db.prisma.product.findUniqueOrThrow({ where: { id: created.id } })).quantity)
      .toBe(14);

    // Deleted: gone from the shop.
    await page.getByRole('searchbox', { name: 'Search products' }).fill(title);
    await productRow.getByRole('button', { name: `Delete ${title}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this product?' })
      .getByRole('button', { name: 'Delete product' })
      .click();
    await productRow.waitFor({ state: 'detached' });
    await page.getByText('No Product To Show').waitFor();
    await buyerListing.reload();
    await buyerListing.getByRole('heading').first().waitFor();
    await buyerListing.getByText(title).waitFor({ state: 'detached' });
    expect((await call(shop, 'GET', `/api/products/id/${created.id}`)).status).toBe(404);

    // A customer deactivated: signed out at once, cannot sign in.
    await menu(page, 'Customers');
    await page.waitForURL(/\/admin\/customers$/);
    const email = (await call(shop, 'GET', '/api/user/profile', undefined, shopper.headers)).body.email as string;
    await page.getByRole('searchbox', { name: 'Search customers' }).fill(email);
    const customerRow = page.getByRole('row', { name: email });
    await customerRow.getByText(/^1( order)?$/).waitFor();
    await shot(page, 'customers');
    await customerRow.getByRole('button', { name: `Deactivate ${email}` }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Deactivate this account?' });
    // A trial click waits until the dialog has stopped moving, so the picture is not mid-fade.
    await confirmDialog.getByRole('button', { name: 'Deactivate' }).click({ trial: true });
    await shot(page, 'deactivate-confirm');
    await page
      .getByRole('dialog', { name: 'Deactivate this account?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await customerRow.getByText('Deactivated').waitFor();
    expect((await call(shop, 'GET', '/api/user/profile', undefined, shopper.headers)).status).toBe(401);
    // The shopper's open page finds itself signed out; signing in again is refused with the reason.
    await buyer.goto(`${shop.url}/Login`);
    const again = buyer.getByRole('form', { name: 'Login' });
    await again.getByLabel(/^Email/).fill(email);
    await again.getByLabel(/^Password/).fill('correct-horse-9');
    await again.getByRole('button', { name: 'Login' }).click();
    await again.getByText(/This account has been deactivated/).waitFor();
    await shot(buyer, 'shopper-deactivated');

    // Account logs the admin out and goes home.
    if (VIEWPORT === 'phone') await page.getByRole('button', { name: 'Open the menu' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
  }, 240_000);
});

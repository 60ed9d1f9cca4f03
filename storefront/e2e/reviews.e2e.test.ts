import { describe, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';
import { TEST_ADMIN } from '../../gateway/tests/support/harness.js';
import { newShopper } from '../../gateway/tests/support/buying.js';
import { payOrder, placeOrder } from '../../gateway/tests/support/admin.js';
import { unratedProduct } from '../../gateway/tests/support/reviewing.js';

const TITLE = 'Good everyday wear';
// Markup in a review is the shopper's text: it must come back as those very characters.
const WORDS = 'Soft fabric, true to size. <b>not bold</b>';

/**
 * Mantine's star ratings and segmented controls draw a visually hidden radio's label: a person
 * clicks what they see, the label, which picks the radio.
 */
async function clickLabelOf(radio: Locator) {
  const id = await radio.getAttribute('id');
  await radio.page().locator(`label[for="${id}"]`).click();
}

/** Signs the admin in from /admin (which sends them to the login and back). */
async function signInAdmin(page: Page, url: string) {
  await page.goto(`${url}/admin`);
  await page.waitForURL((u) => u.pathname === '/Login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel(/^Email/).fill(TEST_ADMIN.email);
  await login.getByLabel(/^Password/).fill(TEST_ADMIN.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => u.pathname === '/admin');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
}

// A shopper rates and reviews what was delivered, from the order page; the product page, the
// listing card and the account page show it; an admin hides it from the Reviews screen and it
// leaves the product's figures. (Buying and paying are the buying journey's subject: here they go
// through the API; the delivery goes through the back office's Orders screen.)
describe.skipIf(!hasChromium)('reviews in a real browser', () => {
  const env = useBrowserShop();

  it('reviews a delivered item from the order page, shows it in the shop, and an admin hides it', async () => {
    const { shop, browser } = env;
    const product = await unratedProduct(shop, 41);
    const shopper = await newShopper(shop, 'reviewer');
    const orderId = await placeOrder(shop, shopper, product.id, 'M');
    await payOrder(shop, shopper, orderId);

    // The admin confirms, ships and delivers it from the Orders screen.
    const admin = await openPage(browser, 'desktop');
    await signInAdmin(admin, shop.url);
    const nav = admin.getByRole('navigation', { name: 'Back office' });
    await nav.getByRole('link', { name: 'Orders' }).click();
    await admin.waitForURL(/\/admin\/orders$/);
    await admin.getByRole('searchbox', { name: 'Search orders' }).fill(orderId);
    const orderRow = admin.getByRole('row', { name: `Order ${orderId}` });
    for (const [action, status] of [
      ['Confirm Order', 'CONFIRMED'],
      ['Shipped Order', 'SHIPPED'],
      ['Delivered Order', 'DELIVERED'],
    ]) {
      await orderRow.getByRole('button', { name: `Status of order ${orderId}` }).click();
      await admin.getByRole('menuitem', { name: action }).click();
      await orderRow.getByText(status, { exact: true }).waitFor();
    }

    // The shopper's order page: "Rate & Review Product" on the delivered item opens the form.
    const page = await openPage(browser, 'desktop');
    await page.goto(shop.url);
    await page.evaluate((token) => localStorage.setItem('jwt', token), shopper.token);
    await page.goto(`${shop.url}/account/order/${orderId}`);
    await page.getByRole('button', { name: `Rate & Review Product: ${product.title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate & Review Product' });
    await clickLabelOf(dialog.getByRole('radio', { name: '4 stars' }));
    await dialog.getByRole('radio', { name: '4 stars', checked: true }).waitFor({ state: 'attached' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: /Your review/ }).fill(WORDS);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Edit your review of ${product.title}` }).waitFor();
    await page.getByRole('img', { name: '4 out of 5 stars' }).waitFor();

    // The product page: the figures and the review, its words as text.
    const productUrl = `${shop.url}/product/id/${product.id}`;
    await page.goto(productUrl);
    const ratings = page.getByRole('region', { name: 'Ratings and reviews' });
    await ratings.getByText('1 Rating & 1 Review').waitFor();
    await ratings.getByText('4.0', { exact: true }).waitFor();
    await ratings.getByText(TITLE).waitFor();
    await ratings.getByText(WORDS, { exact: true }).waitFor();

    // The card in the search results shows the mean and the count.
    await page.goto(`${shop.url}/search?q=${encodeURIComponent(product.title)}`);
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('img', { name: `${product.brand} ${product.title}`, exact: true }) })
      .first();
    await card.getByRole('img', { name: 'Rated 4.0 out of 5 by 1 shopper' }).waitFor();

    // The account page lists it.
    await page.goto(`${shop.url}/profile/reviews`);
    const mine = page.getByRole('article', { name: `Your rating of ${product.title}` });
    await mine.getByText(TITLE).waitFor();

    // The admin's Reviews screen shows it, newest first, and hides it: a reason is required.
    await nav.getByRole('link', { name: 'Reviews' }).click();
    await admin.waitForURL(/\/admin\/reviews$/);
    const reviews = admin.getByRole('table', { name: 'Reviews' });
    const row = reviews.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('link', { name: product.title }).waitFor();
    await row.getByText(WORDS, { exact: true }).waitFor();
    await row.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    await row.getByRole('button', { name: /^Hide: / }).click();
    const hide = admin.getByRole('dialog', { name: 'Hide this review' });
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await hide.getByText('Say why the review is hidden').waitFor();
    await hide.getByRole('textbox', { name: /Reason/ }).fill('Test of moderation');
    await hide.getByRole('button', { name: 'Hide review' }).click();
    await hide.waitFor({ state: 'hidden' });
    await row.getByText('Test of moderation').waitFor();
    await row.getByRole('button', { name: /^Show again: / }).waitFor();
    await clickLabelOf(admin.getByRole('radiogroup', { name: 'Show reviews' }).getByRole('radio', { name: 'Hidden' }));
    await reviews.getByRole('row').filter({ hasText: 'Test of moderation' }).waitFor();

    // The product page no longer counts it; its author sees why on their account page.
    await page.goto(productUrl);
    await ratings.getByText(/^No ratings yet/).waitFor();
    await ratings.getByText(/hidden by the shop: Test of moderation/).waitFor();
    await page.goto(`${shop.url}/profile/reviews`);
    await mine.getByText(/Test of moderation/).waitFor();
  }, 240_000);
});

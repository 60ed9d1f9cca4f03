import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';
import { newShopper, productWithStock } from '../../gateway/tests/support/buying.js';
import { seededAdmin } from '../../gateway/tests/support/admin.js';
import { eventually } from '../../gateway/tests/support/mail.js';

const shots = process.env.E2E_SCREENSHOTS;

/** Signs the page's browser in with `token`, as the storefront keeps it. */
async function signIn(page: Page, url: string, token: string) {
  await page.goto(`${url}/cart`);
  await page.evaluate((t) => localStorage.setItem('jwt', t), token);
}

// Issue 39 in a real browser: a shopper saves three products from the search results' hearts and
// moves one to the cart from the wish list; a shopper asks to be told when a sold-out size is back,
// the admin restocks it on the product's edit page, exactly one mail is queued (and a second restock
// mails nothing more), and the mail's link opens the product with the size back. States, never time.
describe.skipIf(!hasChromium)('wish list and back-in-stock in a real browser', () => {
  const env = useBrowserShop();

  it('saves three products from the cards, moves one to the cart: the wish list shows two, the cart one', async () => {
    const { shop, browser } = env;
    const shopper = await newShopper(shop, 'wishlist-e2e');
    const page = await openPage(browser, 'phone');
    await signIn(page, shop.url, shopper.token);
    await page.goto(`${shop.url}/search?q=kurta`);
    await page.locator('article a[href^="/product/id/"]').first().waitFor();

    // The first three cards of products with something in stock (Move to cart needs a size).
    const hrefs = await page
      .locator('article a[href^="/product/id/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    const ids: string[] = [];
    for (const href of hrefs) {
      const id = href.replace('/product/id/', '');
      const product = await shop.db.prisma.product.findUniqueOrThrow({ where: { id } });
      if (product.quantity > 0) ids.push(id);
      if (ids.length === 3) break;
    }
    expect(ids).toHaveLength(3);
    for (const id of ids) {
      const card = page.locator('article', { has: page.locator(`a[href="/product/id/${id}"]`) }).first();
      await card.getByRole('button', { name: /^Save .* to wish list$/ }).click();
      // Saved: the same heart now says so (the page's one list of ids was read again).
      await card.getByRole('button', { name: /^Remove .* from wish list$/ }).waitFor();
    }
    if (shots) await page.screenshot({ path: path.join(shots, 'wishlist-hearts-phone.png') });

    await page.goto(`${shop.url}/profile/wishlist`);
    await page.getByText('3 saved products').waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'wishlist-three-phone.png'), fullPage: true });
    const first = await shop.db.prisma.product.findUniqueOrThrow({ where: { id: ids[0]! } });
    const row = page.getByRole('article', { name: `${first.brand} ${first.title}` });
    await row.getByRole('button', { name: 'Move to cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move to cart' });
    // Tapped, then waited for as a state: the size is chosen once the radio shows it checked.
    await dialog.getByRole('radio', { disabled: false }).first().click();
    await dialog.getByRole('radio', { checked: true }).waitFor();
    await dialog.getByRole('button', { name: 'Move to cart' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('2 saved products').waitFor();
    await page.getByRole('article', { name: `${first.brand} ${first.title}` }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();

    await page.goto(`${shop.url}/cart`);
    await page.getByRole('link', { name: first.title }).first().waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'wishlist-moved-cart-phone.png'), fullPage: true });
    const state = await shopper.gql('{ wishlist { product { id } } cart { items { product { id } } } }');
    expect(state.body.data.wishlist.map((w: { product: { id: string } }) => w.product.id).sort()).toEqual(
      ids.slice(1).sort(),
    );
    expect(state.body.data.cart.items.map((i: { product: { id: string } }) => i.product.id)).toEqual([ids[0]]);
  }, 240_000);

  it('tells a shopper once when a sold-out size is back: notify me, the admin restocks, one mail whose link opens the product', async () => {
    const { shop, browser } = env;
    const product = await productWithStock(shop, { S: 3, M: 0, L: 2 }, 30);
    const shopper = await newShopper(shop, 'notify-e2e');
    const email = (await shopper.gql('{ me { email } }')).body.data.me.email as string;
    const backInStock = () =>
      shop.db.prisma.mail.findMany({ where: { to: email, kind: 'back-in-stock' }, orderBy: { createdAt: 'asc' } });

    const page = await openPage(browser, 'phone');
    await signIn(page, shop.url, shopper.token);
    await page.goto(`${shop.url}/product/id/${product.id}`);
    await page.getByRole('button', { name: 'Notify me: M' }).click();
    await page.getByRole('status').getByText('We will mail you when M is back.').waitFor();
    if (shots) await page.screenshot({ path: path.join(shots, 'notify-me-phone.png'), fullPage: true });

    // The admin restocks M on the product's edit page.
    const admin = await seededAdmin(shop);
    const desk = await openPage(browser, 'desktop');
    await signIn(desk, shop.url, admin.headers.authorization!.replace('Bearer ', ''));
    const restock = async (quantity: number) => {
      await desk.goto(`${shop.url}/admin/products/${product.id}/edit`);
      const m = desk.getByRole('textbox', { name: 'Quantity of M' });
      await m.fill(String(quantity));
      await desk.getByRole('button', { name: 'Save Changes' }).click();
      await desk.waitForURL(/\/admin\/products$/);
    };
    await restock(2);
    // The mail is queued in the restock's own transaction: once the save is back, it is there.
    const mails = await eventually(async () => {
      const rows = await backInStock();
      return rows.length ? rows : null;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Back in stock: ${product.title} (M)`);
    expect(mails[0]!.listUnsubscribe).toMatch(/\/api\/unsubscribe\?token=/);

    // A second restock mails nothing more: the request has ended.
    await restock(5);
    expect(
      (await shop.db.prisma.productSize.findFirstOrThrow({ where: { productId: product.id, name: 'M' } })).quantity,
    ).toBe(5);
    expect(await backInStock()).toHaveLength(1);
    const alerts = (await shopper.gql('{ stockAlerts { size status } }')).body.data.stockAlerts;
    expect(alerts).toEqual([{ size: 'M', status: 'MAILED' }]);

    // The mail's button opens the product, where M can be chosen again.
    const link = /href="([^"]*\/product\/id\/[^"]+)"/.exec(mails[0]!.html)![1]!.replace(/&amp;/g, '&');
    expect(link).toBe(`${shop.url}/product/id/${product.id}`);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.getByRole('button', { name: 'Notify me: M' }).waitFor({ state: 'detached' });
    if (shots) await page.screenshot({ path: path.join(shots, 'back-in-stock-product-phone.png'), fullPage: true });
  }, 240_000);
});

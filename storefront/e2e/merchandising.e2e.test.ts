import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage, unstyledMantineClasses, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { TEST_ADMIN } from '../../gateway/tests/support/harness.js';

// E2E_SCREENSHOTS=/some/dir saves each screen; E2E_VIEWPORT=phone walks it on a phone.
const SHOTS = process.env.E2E_SCREENSHOTS;
const VIEWPORT: keyof typeof viewports = process.env.E2E_VIEWPORT === 'phone' ? 'phone' : 'desktop';
const shot = (page: Page, name: string, fullPage = true) =>
  SHOTS ? page.screenshot({ path: `${SHOTS}/${VIEWPORT}-${name}.png`, fullPage }) : Promise.resolve();

async function signInAdmin(page: Page, url: string) {
  await page.goto(`${url}/admin`);
  await page.waitForURL((u) => u.pathname === '/Login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel(/^Email/).fill(TEST_ADMIN.email);
  await login.getByLabel(/^Password/).fill(TEST_ADMIN.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => u.pathname === '/admin');
}

// An admin makes a collection, arranges the home page from the built-in one (a new first row from
// the collection, a new banner text), previews the draft, publishes; a shopper sees it at once,
// opens the collection's page, and moves between a style's colours by its swatches.
describe.skipIf(!hasChromium)('merchandising in a real browser', () => {
  const env = useBrowserShop();

  it('builds a home page section, previews, publishes; the shopper sees it, a collection and colour swatches', async () => {
    const { shop, browser } = env;
    const admin = await openPage(browser, VIEWPORT);
    await signInAdmin(admin, shop.url);

    // A collection made by a rule.
    await admin.goto(`${shop.url}/admin/collections`);
    await admin.getByRole('button', { name: 'New collection' }).click();
    const form = admin.getByRole('form', { name: 'Collection' });
    await form.getByLabel(/^Title/).fill('Festive Kurtas');
    expect(await form.getByLabel(/^Address/).inputValue()).toBe('festive-kurtas');
    await form.getByLabel(/^Description/).fill('Silk and cotton kurtas our shoppers rate best.');
    await form.getByRole('combobox', { name: 'Products', exact: true }).click();
    await admin.getByRole('option', { name: 'Top rated' }).click();
    await form.getByLabel(/^Only in category/).fill('men/clothing/mens_kurta');
    await form.getByRole('button', { name: 'Save collection' }).click();
    await admin.getByRole('link', { name: '/collections/festive-kurtas' }).waitFor();

    // The home page, from the built-in one: the editor opens on the page shoppers see (issue 56,
    // defect 9), and the first row now shows the collection.
    await admin.goto(`${shop.url}/admin/home`);
    await admin.getByText('Shoppers see the built-in home page').waitFor();
    const banner = admin.getByRole('region', { name: 'Section 1: Banner slider' });
    await banner.getByLabel('Alt text (what the picture says)').first().fill('Diwali: festive kurtas at up to 60% off');
    await banner.getByLabel('Link', { exact: true }).first().fill('/collections/festive-kurtas');
    const row = admin.getByRole('region', { name: 'Section 2: Product row' });
    expect(await row.getByLabel('Heading', { exact: true }).inputValue()).toBe("Men's kurta");
    expect(await admin.getByText('This draft has no sections').count()).toBe(0);
    await row.getByLabel('Heading', { exact: true }).fill('Diwali kurtas');
    await row.getByLabel('Sub-heading', { exact: true }).fill('Rated best by our shoppers');
    await row.getByRole('combobox', { name: 'Products', exact: true }).click();
    await admin.getByRole('option', { name: 'A collection' }).click();
    await row.getByRole('combobox', { name: 'Collection', exact: true }).click();
    await admin.getByRole('option', { name: 'Festive Kurtas' }).click();
    await admin.getByRole('button', { name: 'Save draft' }).click();
    await admin.getByText('Draft saved.').waitFor();
    expect(await unstyledMantineClasses(admin)).toEqual([]);

    // The preview frame shows the draft in the shop's own page; shoppers still see the built-in one.
    const preview = admin.frameLocator('iframe[title^="Home page preview"]');
    await preview.getByRole('heading', { name: 'Diwali kurtas' }).waitFor();
    await shot(admin, 'admin-home-editor');
    await admin.getByRole('radiogroup', { name: 'Preview width' }).getByText('Desktop', { exact: true }).click();
    await admin
      .frameLocator('iframe[title="Home page preview, 1280 px wide"]')
      .getByRole('heading', { name: 'Diwali kurtas' })
      .waitFor();
    const shopper = await openPage(browser, VIEWPORT);
    // The banner slides every second; a shopper who asks for less motion gets a still one to tap.
    await shopper.emulateMedia({ reducedMotion: 'reduce' });
    await shopper.goto(shop.url);
    await shopper.getByRole('heading', { name: 'Shop By Category' }).waitFor();

    await admin.getByRole('button', { name: 'Publish' }).click();
    await admin.getByText('Published: the shop’s home page shows it now.').waitFor();

    // The shopper's next visit shows it, rendered by the server (the page cache dropped on publish).
    const html = await (await fetch(shop.url)).text();
    expect(html).toContain('Diwali kurtas');
    await shopper.goto(shop.url);
    await shopper.getByRole('heading', { name: 'Diwali kurtas' }).waitFor();
    expect(await shopper.getByRole('img', { name: 'Diwali: festive kurtas at up to 60% off' }).count()).toBe(1);
    await shot(shopper, 'home-published', false);

    // The banner leads to the collection's page.
    await shopper
      .getByRole('link', { name: /Diwali: festive kurtas/ })
      .first()
      .click();
    await shopper.waitForURL((u) => u.pathname === '/collections/festive-kurtas');
    await shopper.getByRole('heading', { name: 'Festive Kurtas', level: 1 }).waitFor();
    await shopper.getByText('Silk and cotton kurtas our shoppers rate best.').waitFor();
    expect(await shopper.title()).toBe('Festive Kurtas | Kapda');
    await shot(shopper, 'collection');

    // Colour siblings, set in the product's edit page, switch by swatch.
    const [a, b] = await shop.db.prisma.product.findMany({
      where: { categoryId: 'men/clothing/mens_kurta', deletedAt: null, NOT: { colour: 'white' } },
      orderBy: { id: 'asc' },
      take: 2,
    });
    await admin.goto(`${shop.url}/admin/products/${a!.id}/edit`);
    const colours = admin.getByRole('form', { name: 'Colour siblings' });
    await colours.getByRole('combobox', { name: 'Colour siblings' }).fill(b!.id);
    await admin
      .getByRole('option', { name: new RegExp(b!.title.replace(/[()]/g, '.')) })
      .first()
      .click();
    await colours.getByRole('button', { name: 'Save colours' }).click();
    await colours.getByText('Saved: each colour shows the others as swatches.').waitFor();

    await shopper.goto(`${shop.url}/product/id/${a!.id}`);
    const swatches = shopper.getByRole('navigation', { name: 'Other colours' });
    await swatches.getByRole('link', { name: `${b!.colour}: ${b!.title}` }).click();
    await shopper.waitForURL((u) => u.pathname === `/product/id/${b!.id}`);
    await shopper.getByRole('heading', { name: b!.title, level: 1 }).waitFor();
    await shopper
      .getByRole('navigation', { name: 'Other colours' })
      .getByRole('link', { name: `${a!.colour}: ${a!.title}` })
      .waitFor();
    await shot(shopper, 'product-swatches', false);
  }, 300_000);
});

import { describe, expect, it } from 'vitest';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';

describe.skipIf(!hasChromium)('browsing the catalog in a real browser', () => {
  const env = useBrowserShop();

  it('goes from the desktop menu to a filtered listing whose filters live in the address, then to a product', async () => {
    const page = await openPage(env.browser, 'desktop');
    await page.goto(env.shop.url);
    await page
      .getByRole('navigation', { name: 'Categories' })
      .getByRole('button', { name: 'Men', exact: true })
      .click();
    await page.locator('#flyout-men a[href="/men/clothing/mens_kurta"]').click();
    await page.waitForURL(/\/men\/clothing\/mens_kurta$/);
    await page.getByRole('heading', { level: 1, name: "Men's Kurta" }).waitFor();
    const kurtas = await env.shop.db.prisma.product.count({ where: { categoryId: 'men/clothing/mens_kurta' } });
    await page.getByText(`${kurtas} items`).waitFor();

    await page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: 'Maroon' }).click();
    await page.waitForURL(/color=maroon/);
    const maroon = await env.shop.db.prisma.product.count({
      where: { categoryId: 'men/clothing/mens_kurta', colour: 'maroon' },
    });
    await page.getByText(`${maroon} item${maroon === 1 ? '' : 's'}`).waitFor();

    await page.goBack();
    await page.waitForURL(/mens_kurta$/);
    await page.getByText(`${kurtas} items`).waitFor();

    await page.locator('a[href^="/product/id/"]').first().click();
    await page.waitForURL(/\/product\/id\//);
    const addToCart = page.getByRole('button', { name: 'Add To Cart' });
    expect(await addToCart.isDisabled()).toBe(true);
    await page.getByText('First Select Size').waitFor();
  });

  it('sends a visitor who chooses a size and adds to cart to the sign-in form', async () => {
    const product = await env.shop.db.prisma.product.findFirst({
      where: { sizes: { some: { quantity: { gt: 0 } } } },
      include: { sizes: { where: { quantity: { gt: 0 } }, take: 1 } },
    });
    const page = await openPage(env.browser, 'phone');
    await page.goto(`${env.shop.url}/product/id/${product!.id}`);
    await page.getByRole('heading', { name: product!.title }).waitFor();
    await page
      .getByRole('radiogroup', { name: 'Select size' })
      .getByRole('radio', { name: product!.sizes[0].name, exact: true })
      .click();
    await page.getByRole('button', { name: 'Add To Cart' }).click();
    await page.waitForURL(/\/Login$/i);
    await page.getByRole('form', { name: 'Login' }).waitFor();
  });

  it('finds products with the header search on a phone', async () => {
    const page = await openPage(env.browser, 'phone');
    await page.goto(`${env.shop.url}/search?q=kurta`);
    await page.locator('a[href^="/product/id/"]').first().waitFor();
    expect(await page.locator('a[href^="/product/id/"]').count()).toBeGreaterThan(3);
  });
});

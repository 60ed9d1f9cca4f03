import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage, unstyledMantineClasses, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { TEST_ADMIN } from '../../gateway/tests/support/harness.js';

// E2E_SCREENSHOTS=/some/dir saves the form with its photos; E2E_VIEWPORT=phone walks it on a phone.
const SHOTS = process.env.E2E_SCREENSHOTS;
const VIEWPORT: keyof typeof viewports = process.env.E2E_VIEWPORT === 'phone' ? 'phone' : 'desktop';

async function signInAdmin(page: Page, url: string) {
  await page.goto(`${url}/admin`);
  await page.waitForURL((u) => u.pathname === '/Login');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel(/^Email/).fill(TEST_ADMIN.email);
  await login.getByLabel(/^Password/).fill(TEST_ADMIN.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((u) => u.pathname === '/admin');
}

/** Three phone photos: JPEGs held sideways (EXIF orientation 6), each its own colour. */
async function phonePhotos(dir: string): Promise<string[]> {
  const colours = ['#b22222', '#228b22', '#1e3a8a'];
  return Promise.all(
    colours.map(async (background, i) => {
      const file = path.join(dir, `IMG_000${i + 1}.jpg`);
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
        .withMetadata({ orientation: 6 })
        .jpeg({ quality: 85 })
        .toFile(file);
      return file;
    }),
  );
}

// An admin adds a product with three phone photos, puts the last first, and the shop shows them as
// WebP: the product page's gallery (600/900 px srcset, 160 px thumbnails) and its link preview (JPEG).
describe.skipIf(!hasChromium)('photos in a real browser', () => {
  const env = useBrowserShop();

  it('uploads three photos for a new product, reorders them, and the product page shows them as WebP', async () => {
    const { shop, browser } = env;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-photos-'));
    try {
      const files = await phonePhotos(dir);
      const page = await openPage(browser, VIEWPORT);
      await signInAdmin(page, shop.url);
      await page.goto(`${shop.url}/admin/product/create`);
      const form = page.getByRole('form', { name: 'Product' });
      const title = `Photo Journey Kurta ${Date.now()}`;
      await form.getByLabel(/^Title/).fill(title);
      await form.getByLabel(/^Brand/).fill('Kapda Studio');
      await form.getByRole('combobox', { name: /^Color/ }).click();
      await page.getByRole('option', { name: 'maroon' }).click();
      await form.getByLabel(/^Description/).fill('Soft cotton.');
      await form.getByRole('textbox', { name: 'Highlight 1', exact: true }).fill('Pure cotton');

      // The phone's picker (image/*, several at once).
      const picker = form.locator('input[type="file"]');
      expect(await picker.getAttribute('accept')).toBe('image/*');
      await picker.setInputFiles(files);
      const url = (n: number) => form.getByRole('textbox', { name: `Image URL ${n}`, exact: true });
      for (const n of [1, 2, 3])
        await expect.poll(() => url(n).inputValue(), { timeout: 60_000 }).toMatch(/^\/photos\//);
      const uploaded = await Promise.all([1, 2, 3].map((n) => url(n).inputValue()));
      expect(new Set(uploaded).size).toBe(3);
      // Alt text follows the title until edited.
      expect(await form.getByRole('textbox', { name: 'Alt text of image 2' }).inputValue()).toBe(title);
      await form.getByRole('textbox', { name: 'Alt text of image 1' }).fill(`${title}, front`);
      // The third to the front, with the keyboard-reachable Move buttons.
      await form.getByRole('button', { name: 'Move image 3 up' }).click();
      await form.getByRole('button', { name: 'Move image 2 up' }).click();
      const order = [uploaded[2]!, uploaded[0]!, uploaded[1]!];
      expect(await Promise.all([1, 2, 3].map((n) => url(n).inputValue()))).toEqual(order);

      await form.getByLabel(/^Price \(₹\)/).fill('2499');
      await form.getByLabel(/^Discounted Price/).fill('1499');
      await form.getByLabel('Quantity of M').fill('5');
      for (const [label, value] of [
        ['Top Level Category', 'men'],
        ['Second Level Category', 'clothing'],
        ['Third Level Category', 'mens_kurta'],
      ]) {
        await form.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
        await page.getByRole('option', { name: value, exact: true }).click();
      }
      expect(await unstyledMantineClasses(page)).toEqual([]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${VIEWPORT}-admin-product-photos.png`, fullPage: true });
      await form.getByRole('button', { name: 'Add New Product' }).click();
      await page.waitForURL(/\/admin\/products$/);
      const product = await shop.db.prisma.product.findFirstOrThrow({ where: { title } });
      expect(product.imageUrls).toEqual(order);
      expect(product.imageAlts).toEqual([title, `${title}, front`, title]);

      // The product page, as a shopper sees it.
      const shopper = await openPage(browser, VIEWPORT);
      const pictures: { url: string; type: string }[] = [];
      shopper.on('response', (res) => {
        if (new URL(res.url()).pathname.startsWith('/photos/'))
          pictures.push({ url: new URL(res.url()).pathname, type: res.headers()['content-type'] ?? '' });
      });
      await shopper.goto(`${shop.url}/product/id/${product.id}`);
      const main = shopper.getByRole('img', { name: `${title}, image 1` });
      await main.waitFor();
      await expect
        .poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await main.getAttribute('src')).toBe(order[0]);
      expect(await main.getAttribute('srcset')).toBe(
        `${order[0]} 600w, ${order[0]!.replace('.webp', '.900.webp')} 900w`,
      );
      // Upright: the sideways 1600 × 1200 photo is shown 3:4.
      const natural = await main.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
      expect(natural[1]! / natural[0]!).toBeCloseTo(4 / 3, 1);
      const thumbs = shopper.getByRole('group', { name: 'Product images' }).locator('img');
      expect(await thumbs.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))).toEqual(
        order.map((u) => u.replace('.webp', '.160.webp')),
      );
      await expect.poll(() => pictures.filter((p) => p.type === 'image/webp').length).toBeGreaterThanOrEqual(2);
      expect(pictures.every((p) => p.type === 'image/webp')).toBe(true);
      const preview = await shopper.locator('meta[property="og:image"]').getAttribute('content');
      expect(preview).toMatch(new RegExp(`${order[0]!.replace('.webp', '.jpg').replaceAll('/', '\\/')}$`));
      if (SHOTS) await shopper.screenshot({ path: `${SHOTS}/${VIEWPORT}-product-photos.png` });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});

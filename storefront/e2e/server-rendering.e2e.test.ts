import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage, unstyledMantineClasses, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';

// The pages the server renders: the browser takes them over without a mismatch and without
// fetching their data again, and they can be read and browsed with JavaScript switched off.

/** Console messages that mean the browser's first render did not match the server's HTML. */
const HYDRATION = /hydrat|did not match|didn't match|Minified React error #(418|419|421|422|423|425)/i;

function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}

/** Holds the shop's code back from the page until the returned function is called. */
async function holdTheCode(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/shop-core-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe.skipIf(!hasChromium)('pages rendered by the server', () => {
  const env = useBrowserShop();

  const paths = async () => {
    const product = await env.shop.db.prisma.product.findFirstOrThrow({
      where: { categoryId: 'men/clothing/mens_kurta', deletedAt: null },
    });
    return {
      home: '/',
      listing: '/men/clothing/mens_kurta',
      filtered: '/men/clothing/mens_kurta?color=maroon&sort=price_low',
      product: `/product/id/${product.id}`,
      search: '/search?q=kurta',
      cart: '/cart',
      login: '/Login',
      missing: '/no/such/page',
    };
  };

  for (const viewport of Object.keys(viewports) as (keyof typeof viewports)[]) {
    it(`are taken over by the browser without a hydration warning or a second fetch (${viewport})`, async () => {
      const page = await openPage(env.browser, viewport);
      const problems = hydrationProblems(page);
      const graphql: string[] = [];
      page.on('request', (r) => r.url().endsWith('/graphql') && graphql.push(r.postData() ?? ''));
      for (const [name, path] of Object.entries(await paths())) {
        graphql.length = 0;
        await page.goto(`${env.shop.url}${path}`);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        expect(problems, name).toEqual([]);
        expect(await unstyledMantineClasses(page), name).toEqual([]);
        // Catalog pages come with their data; the members' pages load theirs in the browser.
        if (!['cart', 'login'].includes(name)) expect(graphql, name).toEqual([]);
      }
    });
  }

  it('takes a strip below the fold over only when a phone comes near it, and its arrows then work', async () => {
    const page = await openPage(env.browser, 'phone');
    const problems = hydrationProblems(page);
    await page.goto(env.shop.url);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // React marks the elements it has taken over with its own properties.
    const takenOver = (name: string) => () =>
      page
        .getByRole('region', { name, exact: true })
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    await expect.poll(takenOver("Men's kurta")).toBe(true);
    expect(await takenOver('Trending')()).toBe(false);

    await page.getByRole('region', { name: 'Trending', exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(takenOver('Trending')).toBe(true);
    await page.getByRole('button', { name: 'Next Trending' }).click();
    await page.getByRole('button', { name: 'Previous Trending' }).waitFor();
    expect(problems).toEqual([]);
  });

  it('loads its code only after the page is painted, and keeps a tap made before then, however long the code takes', async () => {
    const page = await openPage(env.browser, 'phone');
    const problems = hydrationProblems(page);
    // The page's clock (timers, frames, performance.now) is the test's to move on, so the wait below
    // takes no real time.
    await page.clock.install();
    // The shop's code is held back until the shopper has tapped: the page is shown without it.
    const release = await holdTheCode(page);
    const { product } = await paths();
    await page.goto(`${env.shop.url}${product}`);
    // The page loader is the only script the server's HTML names; the entry is its to import.
    expect(await page.locator('script[type="module"][src]').evaluateAll((s) => s.map((e) => e.dataset.app))).toEqual([
      expect.stringMatching(/^\/assets\/shop-[^/]+\.js$/),
    ]);
    const size = page.getByRole('radiogroup', { name: 'Select size' }).getByRole('radio').first();
    await size.click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    // A slow phone on a poor network may take longer than ten seconds to get the code: eleven seconds
    // pass on the page's clock, and the tap still waits for it.
    await page.clock.fastForward(11_000);
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => size.getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => page.getByRole('button', { name: 'Add To Cart' }).isEnabled()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('leaves a phone where the shopper scrolled while the code loaded, so a tap begun then lands where it began', async () => {
    const page = await openPage(env.browser, 'phone');
    const problems = hydrationProblems(page);
    const release = await holdTheCode(page);
    const { product } = await paths();
    await page.goto(`${env.shop.url}${product}`);
    // The sizes are below the fold on a phone: the shopper scrolls down to them before the code runs.
    await page.getByRole('radiogroup', { name: 'Select size' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The router's first render (its scroll restoration included) has committed by now.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(problems).toEqual([]);
  });

  it('lets a shopper without JavaScript browse: home, a filtered and paged listing, search, a product', async () => {
    const context = await env.browser.newContext({ viewport: viewports.phone, javaScriptEnabled: false });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    try {
      await page.goto(env.shop.url);
      await page.getByRole('heading', { name: "Men's kurta" }).waitFor();
      await page.getByRole('link', { name: 'Lehenga' }).first().click();
      await page.waitForURL(/\/women\/clothing\/lehenga$/);
      await page.getByRole('heading', { level: 1, name: 'Lehenga' }).waitFor();

      // The phone's filter drawer needs JavaScript: the panel shows on the page instead.
      const counted = await fetch(`${env.shop.url}/api/products?category=women/clothing/lehenga&minDiscount=50`);
      const lehengas = ((await counted.json()) as { totalElements: number }).totalElements;
      await page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: '50% And Above' }).click();
      await page.waitForURL(/discount=50/);
      await page.getByText(new RegExp(`^${lehengas} items?$`)).waitFor();

      await page.goto(`${env.shop.url}/search?q=kurta`);
      const box = page.getByRole('main').getByRole('textbox', { name: 'Search products' });
      await box.fill('saree');
      await box.press('Enter');
      await page.waitForURL(/\/search\?q=saree$/);
      await page.getByRole('heading', { name: 'Results for “saree”' }).waitFor();

      const saree = await env.shop.db.prisma.product.findFirstOrThrow({
        where: { categoryId: 'women/clothing/saree', deletedAt: null },
      });
      await page.goto(`${env.shop.url}/men/clothing/mens_kurta`);
      const pages = await page.getByRole('link', { name: /^Page \d+$/ }).count();
      if (pages > 1) {
        await page.getByRole('link', { name: 'Page 2' }).click();
        await page.waitForURL(/page=2/);
      }
      await page.goto(`${env.shop.url}/product/id/${saree.id}`);
      await page.getByRole('heading', { name: saree.title }).waitFor();
      expect(await page.getByText(/₹[\d,]+\.00/).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

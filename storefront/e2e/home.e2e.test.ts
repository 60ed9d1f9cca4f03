import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { hasChromium, launchBrowser, openPage } from './browser.js';
import { startBrowserShop } from './shop.js';
import type { TestShop } from '../../gateway/tests/harness.js';

describe.skipIf(!hasChromium)('the shop in a real browser', () => {
  let shop: TestShop;
  let browser: Browser;
  beforeAll(async () => {
    [shop, browser] = await Promise.all([startBrowserShop(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await shop?.stop();
  });

  it('shows seeded products with rupee prices on the first page, fetched through GraphQL', async () => {
    const page = await openPage(browser, 'desktop');
    const graphqlCalls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/graphql') && graphqlCalls.push(r.method()));
    await page.goto(shop.url);
    const first = await shop.db.prisma.product.findFirst({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
    await page.getByText(first!.title).first().waitFor();
    expect(await page.getByText(/₹[\d,]+\.00/).count()).toBeGreaterThan(0);
    expect(graphqlCalls).toContain('POST');
  });

  it('serves the GraphiQL explorer at /graphql to a browser', async () => {
    const page = await openPage(browser, 'desktop');
    await page.goto(`${shop.url}/graphql`);
    await page.locator('.graphiql-container').waitFor();
  });

  it('shows a friendly page for an unknown address', async () => {
    const page = await openPage(browser, 'phone');
    await page.goto(`${shop.url}/no/such/page/here`);
    await page.getByText(/couldn't find that page/).waitFor();
  });
});

import { describe, expect, it } from 'vitest';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';

describe.skipIf(!hasChromium)('the shop in a real browser', () => {
  const env = useBrowserShop();

  it('shows seeded products with rupee prices on the first page, rendered by the server, fetching nothing again', async () => {
    const page = await openPage(env.browser, 'desktop');
    const graphqlCalls: string[] = [];
    page.on('request', (r) => r.url().endsWith('/graphql') && graphqlCalls.push(r.method()));
    await page.goto(env.shop.url);
    const first = await env.shop.db.prisma.product.findFirst({ orderBy: [{ createdAt: 'desc' }, { id: 'asc' }] });
    await page.getByText(first!.title).first().waitFor();
    expect(await page.getByText(/₹[\d,]+\.00/).count()).toBeGreaterThan(0);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(graphqlCalls).toEqual([]);
  });

  it('serves the GraphiQL explorer at /graphql to a browser', async () => {
    const page = await openPage(env.browser, 'desktop');
    await page.goto(`${env.shop.url}/graphql`);
    await page.locator('.graphiql-container').waitFor();
  });

  it('shows a friendly page for an unknown address', async () => {
    const page = await openPage(env.browser, 'phone');
    await page.goto(`${env.shop.url}/no/such/page/here`);
    await page.getByText(/couldn't find that page/).waitFor();
  });
});

import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { paidOrder, productIn } from '../../gateway/tests/support/paid-orders.js';
import { formatINR } from '../src/lib/money.js';

// E2E_SCREENSHOTS=/some/dir keeps a screenshot of each checked screen (390 and 1280 px), outside the repo.
const SHOTS = process.env.E2E_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const signIn = async (page: Page, url: string, token: string) => {
  await page.goto(url);
  await page.evaluate((jwt) => localStorage.setItem('jwt', jwt), token);
};

const VIEWPORTS = Object.keys(viewports) as (keyof typeof viewports)[];

// What a shopper reads and trusts (issue 56): the order list's figure, the size hint, the review
// label, at a phone's width and a desktop's.
describe.skipIf(!hasChromium)('the words and figures a shopper trusts, in a real browser', () => {
  const env = useBrowserShop();

  it('shows each order’s total on the orders list, not its first line’s price', async () => {
    const { shop, browser } = env;
    const shirt = await productIn(shop, 'men/clothing/shirts');
    const watch = await productIn(shop, 'men/accessories/watch');
    const { s, orderId } = await paidOrder(shop, [shirt, watch]);
    const order = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: orderId }, include: { items: true } });
    const total = order.totalDiscountedPrice + order.deliveryCharge;
    const firstLine = order.items[0]!.discountedPrice;
    expect(total).not.toBe(firstLine);
    for (const viewport of VIEWPORTS) {
      const page = await openPage(browser, viewport);
      await signIn(page, shop.url, s.token);
      await page.goto(`${shop.url}/account/order`);
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /^Order of / }) });
      await card.first().waitFor();
      expect(await card.count()).toBe(1);
      await card.getByText(`Total ${formatINR(total)}`).waitFor();
      expect(await card.innerText()).not.toContain(formatINR(firstLine));
      expect(await card.innerText()).toContain('1+ Items');
      await shot(page, `orders-total-${viewport}`);
      await page.context().close();
    }
  });
});

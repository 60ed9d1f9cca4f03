import { describe, expect, it } from 'vitest';
import { hasChromium, openPage } from './browser.js';
import { useBrowserShop } from './shop.js';

// A shop set to New York, read from a browser in Tokyo: the server's HTML and the browser's own
// render both write New York's dates (the page's <html data-time-zone>), so the page is taken
// over without a mismatch. 02:00 UTC on 1 July 2024 is 30 June in New York and 1 July in Tokyo.
const MOMENT = new Date('2024-07-01T02:00:00Z');
const HYDRATION = /hydrat|did not match|didn't match|Minified React error #(418|419|421|422|423|425)/i;

describe.skipIf(!hasChromium)('the shop’s time zone in the browser', () => {
  const env = useBrowserShop({ services: { timeZone: 'America/New_York' } });

  it('shows a review’s date in the shop’s zone before and after the browser takes the page over', async () => {
    const review = await env.shop.db.prisma.review.findFirstOrThrow({
      where: { text: { not: null }, hiddenAt: null },
      orderBy: { id: 'asc' },
    });
    await env.shop.db.prisma.review.updateMany({
      where: { productId: review.productId, text: { not: null } },
      data: { reviewedAt: MOMENT },
    });
    const page = await openPage(env.browser, 'desktop', { timezoneId: 'Asia/Tokyo' });
    const problems: string[] = [];
    page.on('console', (m) => {
      if ((m.type() === 'error' || m.type() === 'warning') && HYDRATION.test(m.text())) problems.push(m.text());
    });
    await page.goto(`${env.shop.url}/product/id/${review.productId}`);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');
    expect(await page.evaluate(() => document.documentElement.dataset.timeZone)).toBe('America/New_York');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByText('Reviewed in India on 30 June 2024').first().waitFor();
    expect(await page.getByText('Reviewed in India on 1 July 2024').count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

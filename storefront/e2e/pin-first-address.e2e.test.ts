import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { hasChromium, openPage, unstyledMantineClasses, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { addToCart, newShopper, productWithStock } from '../../gateway/tests/support/buying.js';

// PIN_SHOTS=/some/dir saves the form's screens (outside the repo).
const SHOTS = process.env.PIN_SHOTS;
async function shot(page: Page, name: string) {
  expect(await unstyledMantineClasses(page), name).toEqual([]);
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

// Issue 56 (defect 2 and the PIN-first form): the PIN fills the city and the state; a state the
// PIN does not lie in is refused in words and the order cannot be placed; name comes from the account.
describe.skipIf(!hasChromium)('the PIN-first address form', () => {
  const env = useBrowserShop();

  for (const viewport of ['phone', 'desktop'] as const) {
    it(`fills city and state from the PIN and refuses Goa for 110001 (${viewports[viewport].width} px)`, async () => {
      const { shop, browser } = env;
      const s = await newShopper(shop, `pin-first-${viewport}`);
      const product = await productWithStock(shop, { M: 5 }, viewport === 'phone' ? 0 : 1);
      await addToCart(s, product.id, 'M');
      const me = await s.gql('{ me { firstName } }');

      const page = await openPage(browser, viewport);
      await page.goto(shop.url);
      await page.evaluate((t) => localStorage.setItem('jwt', t), s.token);
      await page.goto(`${shop.url}/checkout?step=2`);
      const form = page.getByRole('form', { name: 'Delivery address' });
      // The name comes from the account.
      // (The first page of a run waits on the dev server compiling it: a longer wait for the state.)
      await expect
        .poll(() => form.getByLabel(/^First Name/).inputValue(), { timeout: 20_000 })
        .toBe(me.body.data.me.firstName);

      await form.getByLabel(/^PIN Code/).fill('110001');
      await expect.poll(() => form.getByLabel(/^City\/Town/).inputValue()).toBe('Delhi');
      const state = form.getByRole('combobox', { name: /^State/ });
      await expect.poll(() => state.inputValue()).toBe('Delhi');
      await form.getByLabel(/^City\/Town/).fill('Nowhere');
      await form.getByRole('textbox', { name: /^Address/ }).fill('1 Janpath');
      await form.getByLabel(/^Landmark/).fill('Opposite the bus stand');
      await form.getByLabel(/^Mobile Number/).fill('9811012345');
      await form.getByText('Work', { exact: true }).click();

      // The shopper picks Goa: refused under the state, Deliver Here stays off.
      await state.click();
      await state.fill('Goa');
      await page.getByRole('option', { name: 'Goa', exact: true }).click();
      await form.getByText('PIN code 110001 is in Delhi, not Goa').waitFor();
      expect(await form.getByRole('button', { name: 'Deliver Here' }).isDisabled()).toBe(true);
      await shot(page, 'pin-goa-refused');

      await state.click();
      await state.fill('Delhi');
      await page.getByRole('option', { name: 'Delhi', exact: true }).click();
      await form.getByLabel(/^City\/Town/).fill('New Delhi');
      await form.getByLabel('Save Address').check();
      await shot(page, 'pin-delhi-filled');
      await form.getByRole('button', { name: 'Deliver Here' }).click();
      await page.waitForURL(/\/checkout\?step=3&order_id=/);
      const saved = await shop.db.prisma.address.findFirstOrThrow({
        where: { user: { email: { contains: `pin-first-${viewport}` } } },
      });
      expect(saved).toMatchObject({
        state: 'Delhi',
        zipCode: '110001',
        landmark: 'Opposite the bus stand',
        addressType: 'WORK',
        isDefault: true,
      });
      await page.close();
    });
  }
});

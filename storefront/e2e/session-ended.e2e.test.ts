import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, openPage, viewports } from './browser.js';
import { useBrowserShop } from './shop.js';
import { productWithStock } from '../../gateway/tests/support/buying.js';
import { bearer, signupCustomer } from '../../gateway/tests/support/accounts.js';

const shots = process.env.E2E_SCREENSHOTS;

/** A token the gateway refuses: well formed, but not signed by the shop. */
const BAD_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJub2JvZHkifQ.bm90LXRoZS1zaG9wcy1zaWduYXR1cmU';

// Issue 56, defect 4: a shopper whose session has ended (here a broken token) chooses a size and
// taps Add To Cart. The shop says the session has ended, opens sign-in in place, and after signing
// in finishes the add: the cart holds the product in the size chosen. States, never time.
describe.skipIf(!hasChromium)('a session that has ended, in a real browser', () => {
  const env = useBrowserShop();

  for (const [index, viewport] of (['phone', 'desktop'] as const).entries()) {
    it(`says so, signs in in place and finishes Add To Cart with the chosen size (${viewports[viewport].width} px)`, async () => {
      const { shop, browser } = env;
      const product = await productWithStock(shop, { M: 5, L: 5 }, 7 + index);
      const { email, password } = await signupCustomer(shop, `session-ended-${viewport}`);
      const page = await openPage(browser, viewport);
      const productUrl = `${shop.url}/product/id/${product.id}`;

      // The stored session is one the gateway refuses.
      await page.goto(`${shop.url}/cart`);
      await page.evaluate((t) => localStorage.setItem('jwt', t), BAD_TOKEN);
      await page.goto(productUrl);
      // The page is the app's (a tap before that is the browser's), and the refused session has
      // flipped the header to Sign in, as the issue saw it.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await page.getByRole('link', { name: 'Sign in' }).first().waitFor({ state: 'attached' });
      const sizes = page.getByRole('radiogroup', { name: 'Select size' });
      await sizes.getByRole('radio', { name: 'L', exact: true }).click();
      await sizes.getByRole('radio', { name: 'L', checked: true }).waitFor();
      await page.getByRole('button', { name: 'Add To Cart' }).click();

      // Sign-in opens over the shop with the reason, and brings the shopper back.
      await page.waitForURL(/\/Login$/);
      const dialog = page.getByRole('dialog', { name: 'Sign in to Kapda' });
      await dialog.getByRole('alert').getByText('Your session has ended. Sign in to continue.').waitFor();
      if (shots) await page.screenshot({ path: path.join(shots, `session-ended-${viewport}.png`) });
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel(/^Password/).fill(password);
      await form.getByRole('button', { name: 'Login' }).click();

      // The add is finished: the cart shows the product in size L.
      await page.waitForURL(/\/cart$/);
      await page.getByRole('article', { name: `${product.title} (L)` }).waitFor();
      await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
      if (shots) await page.screenshot({ path: path.join(shots, `session-ended-cart-${viewport}.png`) });
      const token = await page.evaluate(() => localStorage.getItem('jwt'));
      const cart = await shop.graphql('{ cart { items { size product { id } } } }', {}, bearer(token!));
      expect(cart.body.data.cart.items).toEqual([{ size: 'L', product: { id: product.id } }]);
      await page.context().close();
    }, 240_000);
  }
});

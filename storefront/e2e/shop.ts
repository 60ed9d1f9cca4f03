import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { buildStorefrontIfNeeded } from '../../gateway/src/boot/build-storefront.js';
import { startTestShop, type TestShop } from '../../gateway/tests/support/harness.js';
import { launchBrowser } from './browser.js';

/** A real shop (built storefront, gateway, seeded database) for browser journeys. */
async function startBrowserShop(options?: Parameters<typeof startTestShop>[0]): Promise<TestShop> {
  await buildStorefrontIfNeeded(() => undefined);
  return startTestShop(options);
}

/**
 * Starts a shop and Chromium before the tests of the enclosing describe and stops both after;
 * the returned object is filled in by the time the tests run.
 */
export function useBrowserShop(options?: Parameters<typeof startTestShop>[0]): { shop: TestShop; browser: Browser } {
  const env = {} as { shop: TestShop; browser: Browser };
  beforeAll(async () => {
    [env.shop, env.browser] = await Promise.all([startBrowserShop(options), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.shop?.stop();
  });
  return env;
}

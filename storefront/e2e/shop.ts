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
 * One Chromium per test worker, started by its first file and shared by the next ones (the e2e
 * project does not isolate files): a Chromium start is seconds of CPU on a busy machine. Playwright
 * stops it when the worker exits; a browser that crashed is started again by the next file.
 */
function workerBrowser(): Promise<Browser> {
  const held = globalThis as { shopE2eBrowser?: Promise<Browser> };
  if (!held.shopE2eBrowser) {
    const started = launchBrowser();
    held.shopE2eBrowser = started;
    void started.then(
      (browser) =>
        browser.on('disconnected', () => {
          if (held.shopE2eBrowser === started) held.shopE2eBrowser = undefined;
        }),
      () => {
        if (held.shopE2eBrowser === started) held.shopE2eBrowser = undefined;
      },
    );
  }
  return held.shopE2eBrowser;
}

/**
 * Starts a shop (and the worker's Chromium) before the tests of the enclosing describe; after them,
 * stops the shop and closes every browser context its tests opened. The returned object is filled
 * in by the time the tests run.
 */
export function useBrowserShop(options?: Parameters<typeof startTestShop>[0]): { shop: TestShop; browser: Browser } {
  const env = {} as { shop: TestShop; browser: Browser };
  beforeAll(async () => {
    [env.shop, env.browser] = await Promise.all([startBrowserShop(options), workerBrowser()]);
  });
  afterAll(async () => {
    await Promise.all((env.browser?.contexts() ?? []).map((context) => context.close().catch(() => undefined)));
    await env.shop?.stop();
  });
  return env;
}

import { buildStorefrontIfNeeded } from '../../gateway/src/build-storefront.js';
import { startTestShop, type TestShop } from '../../gateway/tests/harness.js';

/** A real shop (built storefront, gateway, seeded database) for browser journeys. */
export async function startBrowserShop(): Promise<TestShop> {
  await buildStorefrontIfNeeded(() => undefined);
  return startTestShop();
}

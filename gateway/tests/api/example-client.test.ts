import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { bearer, signin } from '../support/accounts.js';
import { runExample } from '../../../examples/client/src/main.js';

// CI runs the example third-party client (examples/client) against a started shop.
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

describe('the example client', () => {
  it('lists, searches, signs up and in, fills a cart, orders and pays in the sandbox with an API key', async () => {
    const admin = bearer((await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password)).body.jwt);
    const key = await shop.graphql(
      'mutation { createApiKey(input: { name: "example client" }) { secret } }',
      {},
      admin,
    );
    const lines: string[] = [];
    const order = await runExample({
      url: shop.url,
      apiKey: key.body.data.createApiKey.secret,
      log: (l) => lines.push(l),
    });
    expect(order.status).toBe('PLACED');
    expect(order.paidAt).not.toBeNull();
    expect(lines.join('\n')).toMatch(/search "kurta": \d+ matches/);
    const stored = await shop.db.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(stored.status).toBe('PLACED');
  });
});

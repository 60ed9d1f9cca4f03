import { afterAll, describe, expect, it } from 'vitest';
import { sampleShop } from '../../src/demo/index.js';
import { shopDatabase, startShopProcess } from '../support/shop-process.js';

// The first start killed (SIGKILL) while it seeds must not leave a shop that
// stays empty: seeding is one transaction, so the next start finds nothing and seeds again,
// or finds everything. Each moment gets a fresh database (PGlite folder, or a scratch
// PostgreSQL database when TEST_DATABASE_URL is set).

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function freshDatabaseEnv(): Promise<Record<string, string>> {
  const database = await shopDatabase('empty');
  cleanups.push(() => database.remove());
  return { DATA_DIR: database.DATA_DIR, DATABASE_URL: database.DATABASE_URL };
}

// When to pull the plug: on the line the first start printed last. The seed reports each step
// as it is done, before the commit; the kill lands within a few milliseconds of the line, so
// the process dies with that step written and the next one under way.
const moments = [
  { after: /Migrations applied/ },
  { after: /Seed: admin account written/ },
  { after: /Seed: categories and menu written/ },
  { after: /Seed: \d+ products written/ },
];

describe('a crash while the first start seeds', () => {
  it.each(moments)(
    'killed -9 on "$after", the next start serves the whole catalog and menu',
    async ({ after }) => {
      const env = await freshDatabaseEnv();
      const first = startShopProcess(env);
      await first.waitFor(after);
      first.child.kill('SIGKILL');
      await first.exited;

      const again = startShopProcess(env);
      try {
        const url = await again.ready();
        const listing = await (await fetch(`${url}/api/products?pageSize=1`)).json();
        expect(listing.totalElements).toBe(sampleShop().products.length);
        const res = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: '{ navigation { categories { label sections { items { label } } } pages { label } } }',
          }),
        });
        const { data } = await res.json();
        expect(data.navigation.pages).toHaveLength(sampleShop().pages.length);
        expect(data.navigation.categories.length).toBeGreaterThan(0);
        for (const category of data.navigation.categories) expect(category.sections.length).toBeGreaterThan(0);
      } finally {
        await again.stop();
      }
    },
    180_000,
  );
});

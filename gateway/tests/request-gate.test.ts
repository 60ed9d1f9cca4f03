import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness.js';

// Issue 7 item 10: waiting for the single PGlite connection is bounded. With room for one
// request and none queued, a burst gets its overflow answered at once with 503 + Retry-After
// (JSON on REST, a coded GraphQL error), and every other request is served normally.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ gate: { concurrency: 1, queueLimit: 0, maxWaitMs: 60_000 } });
});
afterAll(async () => {
  await shop?.stop();
});

const burst = 30;

interface Answer {
  status: number;
  retryAfter: string | null;
  body: any;
}

/**
 * Fires `burst` requests at once from another process: a client sharing the gateway's event
 * loop would be slowed down by the very work it measures and could never send a burst.
 */
async function fireBurst(path: string, init: RequestInit = {}): Promise<Answer[]> {
  const script = `
    const [url, init, n] = JSON.parse(process.argv[1]);
    const answers = await Promise.all(Array.from({ length: n }, async () => {
      const res = await fetch(url, init);
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
    }));
    console.log(JSON.stringify(answers));`;
  const args = JSON.stringify([`${shop.url}${path}`, init, burst]);
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, args]);
  return JSON.parse(stdout) as Answer[];
}

describe('the bound on waiting for the database', () => {
  it('answers REST requests beyond the bound with 503, Retry-After and { error, message }', async () => {
    const answers = await fireBurst('/api/products?pageSize=20');
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.status === 200 || a.status === 503)).toBe(true);
    expect(busy[0]!.retryAfter).toMatch(/^\d+$/);
    expect(busy[0]!.body).toMatchObject({ error: 'busy', message: expect.any(String) });
  });

  it('answers GraphQL requests beyond the bound with 503 and SERVICE_UNAVAILABLE', async () => {
    const answers = await fireBurst('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ products(pageSize: 20) { totalElements } }' }),
    });
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    for (const served of answers.filter((a) => a.status === 200))
      expect(served.body.data.products.totalElements).toBeGreaterThan(0);
  });

  it('serves requests again once the burst is over', async () => {
    const res = await fetch(`${shop.url}/api/products?pageSize=1`);
    expect(res.status).toBe(200);
  });
});

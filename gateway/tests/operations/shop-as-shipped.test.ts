import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDatabase, startShopProcess, type ShopDatabase, type ShopProcess } from '../support/shop-process.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { servesEveryRead, type ReadCheck } from '../../../scripts/probe-abandon.js';
import { probeClientMistakes } from '../../../scripts/probe-client-mistakes.js';

// The shop exactly as `npm start` runs it: the compiled gateway in its own process, configured by
// nothing but the environment a fresh install has (the database gate on for PGlite, the page and
// read caches on, the built storefront rendering pages). Against it: hundreds of requests cut at
// random moments (three rounds of 200: before their headers are complete, mid-body, while they wait in line, while
// their page renders), clients that send a byte a second, and the client mistakes of
// scripts/probe-client-mistakes.ts. Afterwards every kind of read is served (not a 503 from a
// gate or a render slot kept by a client that left), and nothing was logged as an error.
// On TEST_DATABASE_URL runs the shop is on PostgreSQL (its pool, no gate), the same checks.

let database: ShopDatabase;
let shop: ShopProcess;
let base: string;
beforeAll(async () => {
  database = await shopDatabase('seeded');
  // The probes are one client sending hundreds of requests: the anonymous API budget would turn
  // most of them away (a 429 is not what is tested here), so it is raised; nothing else is set.
  shop = startShopProcess({
    DATA_DIR: database.DATA_DIR,
    DATABASE_URL: database.DATABASE_URL,
    API_ANON_REQUESTS_PER_MINUTE: '1000000',
    API_ANON_COST_PER_MINUTE: '100000000',
  });
  base = await shop.ready();
});
afterAll(async () => {
  await shop?.stop();
  await database?.remove();
});

/** Every read answered 200 (a kept gate turn or render slot answers 503 after the wait bound). */
async function expectServing(): Promise<void> {
  const checks = await servesEveryRead(base);
  expect(checks.filter((c) => c.status !== 200)).toEqual([]);
}

/** The log lines at error level the shop wrote (JSON lines: not a terminal). */
const errorLines = () =>
  shop
    .output()
    .split('\n')
    .filter((line) => /"level":\s*("error"|"fatal"|50|60)/.test(line));

/**
 * The abandon and crawl probes, from a process of their own (as a real client is): their sockets,
 * timers and hundreds of aborted fetches share nothing with this test worker. One line per phase.
 */
async function probeFromOutside(): Promise<Array<{ phase: string; reads: ReadCheck[] }>> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/probe-abandon.ts', base, '3', '200'],
    // A client's environment, not the test worker's (vitest's variables and loader options).
    {
      timeout: 480_000,
      maxBuffer: 16 * 1024 * 1024,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
    },
  ).catch((error: Error & { code?: unknown; signal?: unknown; stdout?: string; stderr?: string }) => {
    throw new Error(
      `the probe failed (code ${String(error.code)}, signal ${String(error.signal)}):\n${error.stdout}\n${error.stderr}`,
    );
  });
  return stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { phase: string; reads: ReadCheck[] });
}

describe('the shop as npm start runs it', () => {
  it(
    'serves every kind of read after three rounds of 200 requests cut at random moments, and while clients crawl',
    { timeout: 600_000 },
    async () => {
      await expectServing();
      const phases = await probeFromOutside();
      expect(phases.map((p) => p.phase)).toEqual(['abandoned', 'abandoned', 'abandoned', 'slow clients']);
      for (const phase of phases) {
        expect(phase.reads.length).toBeGreaterThan(0);
        expect(phase.reads.filter((c) => c.status !== 200)).toEqual([]);
      }
      expect((await fetch(`${base}/ready`)).status).toBe(200);
    },
  );

  it(
    'answers every client mistake with a page that explains or a 4xx, never a forged host',
    { timeout: 120_000 },
    async () => {
      const results = await probeClientMistakes(base);
      expect(results.filter((r) => !r.ok || r.leaksForgedHost)).toEqual([]);
    },
  );

  it('logged nothing at error level through all of it', () => {
    expect(errorLines()).toEqual([]);
  });
});

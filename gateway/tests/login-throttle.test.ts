import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestShop, type TestShop } from './harness.js';
import { signupCustomer, type Reply } from './accounts.js';
import { LoginThrottle } from '../src/services/login-throttle.js';
import { DomainError } from '../src/services/errors.js';

let shop: TestShop;
let victim: Awaited<ReturnType<typeof signupCustomer>>;
let forgetful: Awaited<ReturnType<typeof signupCustomer>>;
beforeAll(async () => {
  shop = await startTestShop();
  [victim, forgetful] = await Promise.all([signupCustomer(shop, 'victim'), signupCustomer(shop, 'forgetful')]);
});

// Each attempt is a real scrypt check (~0.3 s idle, several seconds on a busy two-core runner)
// plus the throttle's own delays, so these two tests get more than the default 60 s.
const MANY_HASHES = 180_000;
afterAll(async () => {
  await shop?.stop();
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * POST /auth/signin from a chosen loopback address (127.0.0.x), so each scenario has a client
 * address of its own and the per-address counter of one scenario does not leak into another.
 */
function signinFrom(localAddress: string, email: string, password: string): Promise<Reply> {
  const url = new URL('/auth/signin', shop.url);
  const body = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('sign-in throttling over HTTP', () => {
  it(
    'refuses an account with 429 after ten failures, even with the right password, until the window passes',
    { timeout: MANY_HASHES },
    async () => {
      for (let i = 0; i < 10; i++)
        expect((await signinFrom('127.0.0.2', victim.email, `guess-${i}-xx`)).status).toBe(401);

      const refused = await signinFrom('127.0.0.3', victim.email, victim.password);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
        error: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      });

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 15 * 60_000 + 1000);
      expect((await signinFrom('127.0.0.3', victim.email, victim.password)).status).toBe(200);
    },
  );

  it('forgets the account failures after a successful sign-in', { timeout: MANY_HASHES }, async () => {
    for (let i = 0; i < 9; i++) await signinFrom('127.0.0.4', forgetful.email, `typo-${i}-xx`);
    expect((await signinFrom('127.0.0.4', forgetful.email, forgetful.password)).status).toBe(200);
    // Without the reset this would be the eleventh attempt in the window and refused.
    expect((await signinFrom('127.0.0.4', forgetful.email, 'one-more-typo')).status).toBe(401);
    expect((await signinFrom('127.0.0.4', forgetful.email, 'and-another-typo')).status).toBe(401);
  });
});

describe('the LoginThrottle rules, on a controlled clock', () => {
  function throttle() {
    let now = 1_000_000;
    const sleeps: number[] = [];
    const t = new LoginThrottle({ now: () => now, sleep: async (ms) => void sleeps.push(ms) });
    return { t, sleeps, advance: (ms: number) => (now += ms) };
  }
  const refusal = (p: Promise<void>) =>
    p.then(
      () => null,
      (e: DomainError) => e.message,
    );

  it('answers five failures at full speed, then slows down step by step, then refuses', async () => {
    const { t, sleeps } = throttle();
    for (let i = 0; i < 10; i++) await t.attempt('a@b.co', '10.0.0.1');
    expect(sleeps).toEqual([200, 400, 600, 800, 1000]);
    expect(await refusal(t.attempt('a@b.co', '10.0.0.1'))).toBe(
      'Too many failed sign-in attempts. Try again in 15 minutes.',
    );
  });

  it('counts down the minutes and lets the account in once old failures leave the 15-minute window', async () => {
    const { t, advance } = throttle();
    for (let i = 0; i < 10; i++) await t.attempt('a@b.co', undefined);
    advance(14 * 60_000 + 30_000);
    expect(await refusal(t.attempt('a@b.co', undefined))).toBe(
      'Too many failed sign-in attempts. Try again in 1 minute.',
    );
    advance(31_000);
    expect(await refusal(t.attempt('a@b.co', undefined))).toBeNull();
  });

  it('throttles one client address guessing many accounts, later than a single account', async () => {
    const { t, sleeps } = throttle();
    for (let i = 0; i < 50; i++) await t.attempt(`user${i}@b.co`, '10.0.0.9');
    expect(sleeps[0]).toBe(200); // the eleventh failure from the address is the first slowed
    expect(sleeps).toHaveLength(40);
    expect(await refusal(t.attempt('fresh@b.co', '10.0.0.9'))).toMatch(/^Too many failed sign-in attempts/);
    expect(await refusal(t.attempt('fresh@b.co', '10.0.0.10'))).toBeNull();
  });

  it('clears only the account that signed in successfully', async () => {
    const { t } = throttle();
    for (let i = 0; i < 10; i++) {
      await t.attempt('one@b.co', undefined);
      await t.attempt('two@b.co', undefined);
    }
    t.succeeded('one@b.co', undefined);
    expect(await refusal(t.attempt('one@b.co', undefined))).toBeNull();
    expect(await refusal(t.attempt('two@b.co', undefined))).toMatch(/^Too many/);
  });
});

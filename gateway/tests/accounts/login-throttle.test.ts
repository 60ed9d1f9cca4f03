import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { callFrom, inBatches, signupCustomer, uniqueEmail } from '../support/accounts.js';
import { startGateway, type Gateway } from '../../src/http/server.js';
import { LoginThrottle } from '../../src/services/accounts/login-throttle.js';
import type { DomainError } from '../../src/services/errors.js';

// The delays themselves are proven on a controlled clock below; over HTTP they are kept tiny so
// fifty failures do not sleep for a minute and a half.
const fastDelays = { loginThrottle: { delayStepMs: 1, maxDelayMs: 5 } };

let shop: TestShop;
/** A second gateway on the same database, behind one trusted proxy (TRUST_PROXY=1). */
let proxied: Gateway;
let owners: Awaited<ReturnType<typeof signupCustomer>>[];
beforeAll(async () => {
  shop = await startTestShop({ services: fastDelays });
  proxied = await startGateway(shop.db, { port: 0, host: '127.0.0.1', trustProxy: 1, services: fastDelays });
  owners = await inBatches(
    [1, 2, 3, 4, 5].map((i) => () => signupCustomer(shop, `owner${i}`)),
    2,
  );
});
afterAll(async () => {
  await proxied?.stop();
  await shop?.stop();
});

// Each attempt is a real scrypt check (~0.3 s idle, several seconds on a busy two-core runner).
const MANY_HASHES = 240_000;

const signinFrom = (address: string, email: string, password: string, base = shop.url, headers = {}) =>
  callFrom(base, address, 'POST', '/auth/signin', { email, password }, headers);

describe('no stranger can lock a customer out', () => {
  it('lets the owner in after ten wrong passwords from ten addresses', { timeout: MANY_HASHES }, async () => {
    const owner = owners[0]!;
    const wrong = await inBatches(
      Array.from({ length: 10 }, (_, i) => () => signinFrom(`127.0.2.${i + 1}`, owner.email, `guess-${i}-xx`)),
    );
    expect(wrong.map((r) => r.status)).toEqual(Array(10).fill(401));
    expect((await signinFrom('127.0.2.100', owner.email, owner.password)).status).toBe(200);
  });

  it(
    'lets the owner in after fifty wrong passwords from strangers at ten addresses',
    { timeout: MANY_HASHES },
    async () => {
      const owner = owners[1]!;
      const wrong = await inBatches(
        Array.from({ length: 50 }, (_, i) => () => signinFrom(`127.0.3.${(i % 10) + 1}`, owner.email, `guess-${i}-xx`)),
      );
      expect(wrong.every((r) => r.status === 401)).toBe(true);
      // Even from an address the strangers used (the same office or carrier NAT).
      expect((await signinFrom('127.0.3.1', owner.email, owner.password)).status).toBe(200);
    },
  );

  it(
    'lets shoppers behind one address in after fifty failures from that address',
    { timeout: MANY_HASHES },
    async () => {
      const owner = owners[2]!;
      const wrong = await inBatches(
        Array.from({ length: 50 }, (_, i) => () => signinFrom('127.0.4.1', uniqueEmail(`nobody${i}`), 'guess-xx-1')),
      );
      expect(wrong.every((r) => r.status === 401)).toBe(true);
      expect((await signinFrom('127.0.4.1', owner.email, owner.password)).status).toBe(200);
    },
  );
});

describe('guessing stays expensive', () => {
  it(
    'refuses one address guessing one account after ten wrong passwords, with Retry-After, and only there',
    { timeout: MANY_HASHES },
    async () => {
      const owner = owners[3]!;
      for (let i = 0; i < 10; i++)
        expect((await signinFrom('127.0.5.1', owner.email, `guess-${i}-xx`)).status).toBe(401);
      // A forged X-Forwarded-For changes nothing: TRUST_PROXY is not set on this gateway.
      const refused = await signinFrom('127.0.5.1', owner.email, owner.password, shop.url, {
        'x-forwarded-for': '198.51.100.9',
      });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_REQUESTS',
        message: 'Too many wrong passwords for this account. Try again in 15 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      expect((await signinFrom('127.0.5.2', owner.email, owner.password)).status).toBe(200);
    },
  );

  it(
    'counts attempts in the database, so two gateways on one database count together',
    { timeout: MANY_HASHES },
    async () => {
      const owner = owners[4]!;
      for (let i = 0; i < 10; i++) {
        const base = i % 2 ? shop.url : proxied.url;
        expect((await signinFrom('127.0.6.1', owner.email, `guess-${i}-xx`, base)).status).toBe(401);
      }
      expect((await signinFrom('127.0.6.1', owner.email, owner.password, shop.url)).status).toBe(429);
      expect((await signinFrom('127.0.6.1', owner.email, owner.password, proxied.url)).status).toBe(429);
    },
  );

  it('behind TRUST_PROXY=1 keys on the address the proxy forwards', { timeout: MANY_HASHES }, async () => {
    const owner = owners[4]!;
    const via = (ip: string, password: string) =>
      signinFrom('127.0.7.1', owner.email, password, proxied.url, { 'x-forwarded-for': `10.9.9.9, ${ip}` });
    // Refused for the pair above (127.0.6.1 went through no proxy); these come from other shoppers.
    for (let i = 0; i < 10; i++) expect((await via('203.0.113.7', `guess-${i}-xx`)).status).toBe(401);
    expect((await via('203.0.113.7', owner.password)).status).toBe(429);
    expect((await via('203.0.113.8', owner.password)).status).toBe(200);
  });
});

describe('the throttle rules, on a controlled clock and the real counters table', () => {
  function throttle() {
    let now = Date.now();
    const sleeps: number[] = [];
    const t = new LoginThrottle(shop.db.prisma, { now: () => now, sleep: async (ms) => void sleeps.push(ms) });
    return { t, sleeps, advance: (ms: number) => (now += ms) };
  }
  const refusal = (p: Promise<void>) =>
    p.then(
      () => null,
      (e: DomainError) => e.message,
    );

  it('slows one account down step by step after five failures, up to two seconds, and never refuses it', async () => {
    const { t, sleeps } = throttle();
    const email = uniqueEmail('slow');
    for (let i = 0; i < 30; i++) expect(await refusal(t.attempt(email, `10.1.0.${i}`))).toBeNull();
    expect(sleeps).toEqual([200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800, ...Array(16).fill(2000)]);
  });

  it('refuses an account at one address from the eleventh failure until its window ends', async () => {
    const { t, advance } = throttle();
    const email = uniqueEmail('pair');
    for (let i = 0; i < 10; i++) await t.attempt(email, '10.2.0.1');
    expect(await refusal(t.attempt(email, '10.2.0.1'))).toBe(
      'Too many wrong passwords for this account. Try again in 15 minutes.',
    );
    expect(await refusal(t.attempt(email, '10.2.0.2'))).toBeNull();
    advance(14 * 60_000 + 30_000);
    expect(await refusal(t.attempt(email, '10.2.0.1'))).toBe(
      'Too many wrong passwords for this account. Try again in 1 minute.',
    );
    advance(31_000);
    expect(await refusal(t.attempt(email, '10.2.0.1'))).toBeNull();
  });

  it('slows an address after thirty failures over many accounts and refuses it only after three hundred', async () => {
    const { t, sleeps } = throttle();
    for (let i = 0; i < 300; i++) await t.attempt(`spray${i}.${Date.now()}@b.co`, '10.3.0.1');
    expect(sleeps.length).toBe(270);
    expect(await refusal(t.attempt(uniqueEmail('fresh'), '10.3.0.1'))).toBe(
      'Too many wrong passwords from your network. Try again in 15 minutes.',
    );
    expect(await refusal(t.attempt(uniqueEmail('fresh'), '10.3.0.2'))).toBeNull();
  });

  it('forgets an account after a successful sign-in', async () => {
    const { t } = throttle();
    const email = uniqueEmail('forgiven');
    for (let i = 0; i < 10; i++) await t.attempt(email, '10.4.0.1');
    await t.succeeded(email, '10.4.0.1');
    expect(await refusal(t.attempt(email, '10.4.0.1'))).toBeNull();
  });

  it('allows twenty new accounts per address and window', async () => {
    const { t } = throttle();
    for (let i = 0; i < 20; i++) await t.signup('10.5.0.1');
    expect(await refusal(t.signup('10.5.0.1'))).toBe(
      'Too many new accounts from your network. Try again in 15 minutes.',
    );
    expect(await refusal(t.signup('10.5.0.2'))).toBeNull();
  });
});

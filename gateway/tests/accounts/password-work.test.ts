import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_PASSWORD_WORK, type TestShop } from '../support/harness.js';
import { bearer, callFrom, inBatches, signin, signupCustomer, uniqueEmail } from '../support/accounts.js';
import { startGateway, type Gateway } from '../../src/http/server.js';
import { HashingGate } from '../../src/services/accounts/hashing-gate.js';
import { PASSWORD_WORK, setPasswordWork } from '../../src/services/accounts/passwords.js';
import type { DomainError } from '../../src/services/errors.js';

let shop: TestShop;
let customer: Awaited<ReturnType<typeof signupCustomer>>;
beforeAll(async () => {
  shop = await startTestShop({ services: { loginThrottle: { delayStepMs: 1, maxDelayMs: 5 } } });
  customer = await signupCustomer(shop, 'hasher');
});
afterAll(async () => {
  await shop?.stop();
});

const MANY_HASHES = 180_000;

/** `count` aliases of one mutation field in one operation. */
const aliases = (count: number, field: (i: number) => string) =>
  `mutation { ${Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ')} }`;

describe('one request buys at most one password hash', () => {
  it('refuses thirty aliased sign-ups with QUERY_TOO_COMPLEX before creating any account', async () => {
    const prefix = `alias${Date.now()}`;
    const query = aliases(
      30,
      (i) =>
        `signup(input: { firstName: "A", lastName: "B", email: "${prefix}.${i}@example.com", password: "long-enough-1" }) { token }`,
    );
    const { status, body } = await shop.graphql(query);
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors[0]).toMatchObject({
      message:
        'One request may sign up, sign in, or change a password or email only once; this one asks 30 times. Send them as separate requests.',
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    expect(await shop.db.prisma.user.count({ where: { email: { startsWith: prefix } } })).toBe(0);
  });

  it('refuses sixty aliased password changes, leaving the password as it was', async () => {
    const query = aliases(
      60,
      (i) => `changePassword(currentPassword: "${customer.password}", newPassword: "new-pass-${i}-xx") { token }`,
    );
    const { status, body } = await shop.graphql(query, {}, bearer(customer.token));
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect((await signin(shop, customer.email, customer.password)).status).toBe(200);
  });

  it('counts password fields hidden in fragments and mixed kinds alike', async () => {
    const query = `
      mutation { ...Twice profile: updateProfile(input: { firstName: "X" }) { id } }
      fragment Twice on Mutation { signin(email: "a@b.co", password: "whatever-1") { token } }`;
    const { body } = await shop.graphql(query, {}, bearer(customer.token));
    expect(body.errors[0].message).toMatch(/this one asks 2 times/);
  });

  it('still runs one password field next to ordinary fields', async () => {
    const { body } = await shop.graphql(
      'mutation($e: String!, $p: String!) { signin(email: $e, password: $p) { token } } ',
      { e: customer.email, p: customer.password },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.signin.token).toEqual(expect.any(String));
  });
});

describe('sign-ups and password changes are throttled like sign-ins', () => {
  it(
    'refuses the twenty-first sign-up from one address in a window with 429 and Retry-After',
    { timeout: MANY_HASHES },
    async () => {
      const signup = (i: number, from = '127.0.8.1') =>
        callFrom(shop.url, from, 'POST', '/auth/signup', {
          firstName: 'Many',
          lastName: 'Accounts',
          email: uniqueEmail(`bulk${i}`),
          password: 'long-enough-1',
        });
      const created = await inBatches(Array.from({ length: 20 }, (_, i) => () => signup(i)));
      expect(created.map((r) => r.status)).toEqual(Array(20).fill(201));
      const refused = await signup(20);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Too many new accounts from your network. Try again in 15 minutes.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
      // Another network is not affected.
      expect((await signup(21, '127.0.8.3')).status).toBe(201);
    },
  );

  it('refuses the eleventh wrong current password for a password change', { timeout: MANY_HASHES }, async () => {
    const change = (current: string) =>
      callFrom(
        shop.url,
        '127.0.8.2',
        'POST',
        '/graphql',
        {
          query:
            'mutation($c: String!) { changePassword(currentPassword: $c, newPassword: "another-pass-1") { token } }',
          variables: { c: current },
        },
        bearer(customer.token),
      );
    for (let i = 0; i < 10; i++) {
      expect((await change(`wrong-${i}-xx`)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    }
    const refused = await change(customer.password);
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  });
});

describe('a burst of password work queues briefly, then is refused', () => {
  let small: Gateway;
  beforeAll(async () => {
    // One hash at the shop's real cost at a time and two waiting: a burst of ten must overflow,
    // whatever the machine's speed.
    setPasswordWork(PASSWORD_WORK);
    small = await startGateway(shop.db, {
      port: 0,
      host: '127.0.0.1',
      services: { hashing: { concurrency: 1, maxQueue: 2 } },
    });
  });
  afterAll(async () => {
    setPasswordWork(TEST_PASSWORD_WORK);
    await small?.stop();
  });

  it(
    'answers 503 with Retry-After to sign-ins beyond the queue, and 401 to the ones it checked',
    { timeout: MANY_HASHES },
    async () => {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          callFrom(small.url, '127.0.9.1', 'POST', '/auth/signin', {
            email: uniqueEmail(`burst${i}`),
            password: 'guess-xx-1',
          }),
        ),
      );
      const busy = replies.filter((r) => r.status === 503);
      expect(busy.length).toBeGreaterThanOrEqual(1);
      expect(replies.every((r) => r.status === 503 || r.status === 401)).toBe(true);
      expect(busy[0]!.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(Number(busy[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    },
  );
});

describe('the hashing gate', () => {
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (e: DomainError) => e.code,
    );

  it('runs two at a time, queues the next ones in order and refuses beyond the queue', async () => {
    const gate = new HashingGate({ concurrency: 2, maxQueue: 2 });
    const releases: (() => void)[] = [];
    const started: number[] = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        started.push(n);
        releases.push(() => resolve(n));
      });
    const running = [1, 2, 3, 4].map((n) => gate.run(job(n)));
    await Promise.resolve();
    expect(started).toEqual([1, 2]);
    expect(gate.load).toEqual({ running: 2, waiting: 2 });
    expect(await refusal(gate.run(job(5)))).toBe('SERVICE_UNAVAILABLE');
    releases[0]!();
    await running[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([1, 2, 3]);
    releases.slice(1).forEach((release) => release());
    await new Promise((resolve) => setImmediate(resolve));
    releases.slice(3).forEach((release) => release());
    expect(await Promise.all(running)).toEqual([1, 2, 3, 4]);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a caller that waited longer than the limit', async () => {
    const gate = new HashingGate({ concurrency: 1, maxQueue: 5, maxWaitMs: 1 });
    let release = () => {};
    const first = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await refusal(gate.run(async () => undefined))).toBe('SERVICE_UNAVAILABLE');
    release();
    await first;
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});

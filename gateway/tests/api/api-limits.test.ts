import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/harness.js';
import { startGateway } from '../../src/http/server.js';
import { bearer, callFrom, signin, signupCustomer } from '../support/accounts.js';
import { ApiLimits } from '../../src/services/api-access/api-limits.js';

// Budgets per client: API keys (created by an admin) and, without a key, the caller's address.
let shop: TestShop;
let admin: Record<string, string>;
const LIST = '{ products(pageSize: 5) { totalElements content { id title price } } }';

beforeAll(async () => {
  shop = await startTestShop({
    services: { apiLimits: { anonymousRequestsPerMinute: 6, anonymousCostPerMinute: 10_000 } },
  });
  admin = bearer((await signin(shop, TEST_ADMIN.email, TEST_ADMIN.password)).body.jwt);
});
afterAll(async () => {
  await shop?.stop();
});

const gqlFrom = (address: string, query: string, headers: Record<string, string> = {}, variables = {}) =>
  callFrom(shop.url, address, 'POST', '/graphql', { query, variables }, headers);
// Setup calls come from addresses of their own, so they never spend a scenario's budget.
let setupAddress = 0;
const setup = (query: string, variables = {}, headers = admin) =>
  gqlFrom(`127.0.1.${++setupAddress}`, query, headers, variables);

async function createKey(requestsPerMinute: number, costPerMinute = 100_000) {
  const { body } = await setup(
    `mutation ($input: ApiKeyInput!) { createApiKey(input: $input) { secret apiKey { id name prefix requestsPerMinute costPerMinute } } }`,
    { input: { name: `client ${requestsPerMinute}/${costPerMinute}`, requestsPerMinute, costPerMinute } },
  );
  expect(body.errors).toBeUndefined();
  return body.data.createApiKey as { secret: string; apiKey: { id: string; prefix: string } };
}

describe('the cost of an operation', () => {
  it('is reported in extensions with the budget left', async () => {
    const reply = await gqlFrom('127.0.0.20', LIST);
    expect(reply.status).toBe(200);
    // products: 1 + pageSize 5 × (totalElements 1 + content (1 + id + title + price)) = 1 + 5 × 5.
    expect(reply.body.extensions.cost).toEqual({
      requested: 26,
      limit: 10_000,
      remaining: 10_000 - 26,
      resetInSeconds: expect.any(Number),
    });
    expect(reply.body.extensions.rateLimit).toMatchObject({ limit: 6, remaining: 5 });
  });
});

describe('API keys', () => {
  it('are created by an admin only, the secret shown once and listed without it', async () => {
    const customer = await signupCustomer(shop, 'keys');
    const refused = await setup(
      'mutation { createApiKey(input: { name: "mine" }) { secret } }',
      {},
      bearer(customer.token),
    );
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const created = await createKey(50);
    expect(created.secret).toMatch(/^shop_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.apiKey.prefix)).toBe(true);
    const listed = await setup('{ apiKeys { id name prefix revokedAt } }');
    expect(listed.body.data.apiKeys).toContainEqual(
      expect.objectContaining({ id: created.apiKey.id, revokedAt: null }),
    );
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);
    const stored = await shop.db.prisma.apiKey.findUniqueOrThrow({ where: { id: created.apiKey.id } });
    expect(JSON.stringify(stored)).not.toContain(created.secret.slice(12));
  });

  it('spend their own budget: a key over its rate gets 429 with Retry-After while another key and visitors are unaffected', async () => {
    const small = await createKey(5);
    const other = await createKey(50);
    const replies = [];
    for (let i = 0; i < 8; i++) replies.push(await gqlFrom('127.0.0.21', LIST, { 'x-api-key': small.secret }));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = replies[7]!;
    expect(refused.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    const fine = await gqlFrom('127.0.0.21', LIST, { 'x-api-key': other.secret });
    expect(fine.status).toBe(200);
    expect(fine.body.extensions.rateLimit).toMatchObject({ limit: 50, remaining: 49 });
    expect((await gqlFrom('127.0.0.21', LIST)).status).toBe(200);
  });

  it('are refused with 401 once revoked, and so is a key nobody made', async () => {
    const key = await createKey(50);
    expect((await gqlFrom('127.0.0.22', LIST, { 'x-api-key': key.secret })).status).toBe(200);
    const revoked = await setup('mutation ($id: ID!) { revokeApiKey(id: $id) { revokedAt } }', { id: key.apiKey.id });
    expect(revoked.body.data.revokeApiKey.revokedAt).not.toBeNull();
    for (const secret of [key.secret, 'shop_not-a-key', 'anything']) {
      const reply = await gqlFrom('127.0.0.22', LIST, { 'x-api-key': secret });
      expect(reply.status).toBe(401);
      expect(reply.body.errors[0].extensions.code).toBe('INVALID_API_KEY');
    }
  });

  it('have a cost budget: an operation that would go past it is refused', async () => {
    const key = await createKey(100, 60);
    const first = await gqlFrom('127.0.0.23', LIST, { 'x-api-key': key.secret });
    expect(first.body.extensions.cost).toMatchObject({ requested: 26, remaining: 34 });
    expect((await gqlFrom('127.0.0.23', LIST, { 'x-api-key': key.secret })).status).toBe(200);
    const over = await gqlFrom('127.0.0.23', LIST, { 'x-api-key': key.secret });
    expect(over.status).toBe(429);
    expect(over.body.errors[0].message).toMatch(/budget of 60 cost points is spent/);
  });
});

describe('callers without a key', () => {
  it('have a budget per address: one address over it does not hold back another', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await gqlFrom('127.0.0.24', '{ __typename }')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    expect((await gqlFrom('127.0.0.25', '{ __typename }')).status).toBe(200);
  });
});

describe('budgets counted in the database', () => {
  it('are shared by every gateway on the database: two gateways count one key together', async () => {
    const second = await startGateway(shop.db, {
      port: 0,
      host: '127.0.0.1',
      buying: { sweepIntervalMs: 0 },
    });
    try {
      const key = await createKey(4);
      const send = (url: string) =>
        callFrom(url, '127.0.0.26', 'POST', '/graphql', { query: LIST }, { 'x-api-key': key.secret });
      const statuses = [];
      for (const url of [shop.url, second.url, shop.url, second.url, second.url, shop.url])
        statuses.push((await send(url)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await second.stop();
    }
  });
});

describe('counting', () => {
  const counter = (key: string) =>
    shop.db.prisma.throttleCounter.findUnique({ where: { key } }).then((row) => row?.hits ?? 0);

  it('keeps the first half of a budget in memory and writes it to the database in one go', async () => {
    const limits = new ApiLimits(shop.db.prisma, {
      anonymousRequestsPerMinute: 1000,
      anonymousCostPerMinute: 100_000,
      flushMs: 600_000, // written only when the test says
    });
    const client = { kind: 'address' as const, address: '203.0.113.40' };
    const charges = [];
    for (let i = 0; i < 20; i++) charges.push(await limits.charge(client, 10));
    expect(charges.map((c) => c.requestsRemaining)).toEqual(Array.from({ length: 20 }, (_, i) => 999 - i));
    expect(charges.every((c) => c.over === null)).toBe(true);
    // Only the first request waited for the database; the other 19 are written by the next flush.
    expect(await counter('api-rate:addr:203.0.113.40')).toBe(1);
    await limits.flush();
    expect(await counter('api-rate:addr:203.0.113.40')).toBe(20);
    expect(await counter('api-cost:addr:203.0.113.40')).toBe(200);
  });

  it('counts every request in the database past half a budget, so two processes refuse together', async () => {
    const options = { anonymousRequestsPerMinute: 10, anonymousCostPerMinute: 100_000, flushMs: 600_000 };
    const [a, b] = [new ApiLimits(shop.db.prisma, options), new ApiLimits(shop.db.prisma, options)];
    const client = { kind: 'address' as const, address: '203.0.113.41' };
    const overs = [];
    // Neither process flushes on its own here: refusals come from the statements past the half.
    for (let i = 0; i < 14; i++) overs.push((await (i % 2 ? b : a).charge(client, 1)).over);
    await Promise.all([a.flush(), b.flush()]);
    const admitted = overs.filter((o) => o === null).length;
    expect(admitted).toBeGreaterThanOrEqual(10);
    // At most what one process held in memory (under half the budget) slips past the limit.
    expect(admitted).toBeLessThanOrEqual(10 + 4);
    expect(overs.slice(-2)).toEqual(['requests', 'requests']);
    expect(await counter('api-rate:addr:203.0.113.41')).toBe(14);
  });
});

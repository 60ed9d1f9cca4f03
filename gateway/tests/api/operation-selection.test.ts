import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';

// Which operation of a document runs is the client's choice; a choice that cannot be made is the
// client's mistake, answered 400 naming it, whether the operation would have run on graphql-jit
// (queries) or on graphql-js (mutations). An address too long to read is answered, not reset.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

async function post(body: Record<string, unknown>) {
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const queries = 'query A { __typename } query B { products(pageSize: 1) { totalElements } }';
const mutations = 'mutation A { logout } mutation B { logoutEverywhere }';

describe('choosing the operation', () => {
  it.each([
    ['queries', queries],
    ['mutations', mutations],
  ])('answers several %s without an operationName with 400 asking for one', async (_kind, query) => {
    const { status, body } = await post({ query });
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/Must provide operation name/);
    expect(body.errors[0].extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });

  it.each([
    ['a query', 'query A { __typename }'],
    ['a mutation', 'mutation A { logout }'],
  ])('answers an operationName the document lacks (%s) with 400 naming it', async (_kind, query) => {
    const { status, body } = await post({ query, operationName: 'Z' });
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/Unknown operation named "Z"/);
    expect(body.errors[0].extensions.code).toBe('OPERATION_RESOLUTION_FAILURE');
  });

  it('runs the operation a request names', async () => {
    const { status, body } = await post({ query: queries, operationName: 'B' });
    expect(status).toBe(200);
    expect(body.data.products.totalElements).toBeGreaterThan(0);
  });
});

describe('an address too long to read', () => {
  it('answers a 60 KB GraphQL GET with 414 in GraphQL JSON', async () => {
    const query = `{ ${Array.from({ length: 4000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const res = await fetch(`${shop.url}/graphql?query=${encodeURIComponent(query)}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(res.status).toBe(414);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'URI_TOO_LONG' } });
    expect(body.errors[0].message).toMatch(/Send a long GraphQL query with POST/);
  });

  it('answers a long REST address with 414 and { error, message }', async () => {
    const res = await fetch(`${shop.url}/api/products?category=${'x'.repeat(40_000)}`);
    expect(res.status).toBe(414);
    expect(await res.json()).toMatchObject({ code: 'URI_TOO_LONG', message: expect.any(String) });
  });
});

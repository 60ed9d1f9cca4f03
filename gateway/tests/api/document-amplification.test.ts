import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';

// A small document whose fragments spread each other twice, forty deep, asks for 2^40 fields once
// expanded. Every walk the gateway makes over a document must follow its text, not that
// expansion: each such request gets an answer, and the shop goes on answering afterwards.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

/** `depth` fragments, each spreading the next twice (`inline`: each spread inside an inline fragment). */
function fanOut(depth: number, leaf: string, options: { operation?: 'query' | 'mutation'; inline?: boolean } = {}) {
  const operation = options.operation ?? 'query';
  const type = operation === 'mutation' ? 'Mutation' : 'Query';
  const spread = (i: number) => (options.inline ? `... on ${type} { ...F${i} }` : `...F${i}`);
  const fragments = Array.from(
    { length: depth },
    (_, i) => `fragment F${i} on ${type} { ${spread(i + 1)} ${spread(i + 1)} }`,
  );
  return `${operation} { ...F0 } ${fragments.join(' ')} fragment F${depth} on ${type} { ${leaf} }`;
}

async function expectHealthy() {
  const res = await fetch(`${shop.url}/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: 'ok' });
}

describe('a document that fans out through its fragments', () => {
  it.each([
    ['2^40 spreads of __typename', fanOut(40, '__typename')],
    ['2^30 spreads of a catalog read', fanOut(30, 'products { totalElements }')],
    [
      '2^30 spreads of a sign-in',
      fanOut(30, 'signin(email: "a@b.io", password: "whatever-1") { token }', { operation: 'mutation' }),
    ],
    ['2^40 spreads through inline fragments', fanOut(40, '__typename', { inline: true })],
    ['2^30 catalog reads through inline fragments', fanOut(30, 'products { totalElements }', { inline: true })],
  ])('answers %s with a 400 naming the limit, and the shop stays healthy', async (_what, query) => {
    const { status, body } = await shop.graphql(query);
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(body.errors[0].message).toMatch(/more than 2000 fields/);
    await expectHealthy();
  });

  it('answers a fan-out that stays within the limit with its data', async () => {
    const { status, body } = await shop.graphql(fanOut(5, '__typename'));
    expect(status).toBe(200);
    expect(body).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('counts a password field once per use, however the fragments nest', async () => {
    const { status, body } = await shop.graphql(
      fanOut(3, 'signin(email: "a@b.io", password: "whatever-1") { token }', { operation: 'mutation' }),
    );
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/this one asks 8 times/);
    await expectHealthy();
  });

  it('refuses a fan-out hidden in an operation the request does not run', async () => {
    const query = `query Small { __typename } ${fanOut(40, '__typename').replace(/^query/, 'query Big')}`;
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, operationName: 'Small' }),
    });
    expect(res.status).toBe(400);
    await expectHealthy();
  });
});

describe('the size of a document', () => {
  it('refuses a document of more than 2000 tokens while reading it', async () => {
    const aliases = Array.from({ length: 1000 }, (_, i) => `a${i}: __typename`).join(' ');
    const { status, body } = await shop.graphql(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
    expect(body.errors[0].message).toMatch(/2000 tokens/);
  });

  it('refuses, before running it, an operation over the complexity limit', async () => {
    const aliases = Array.from({ length: 300 }, (_, i) => `a${i}: products { totalElements }`).join(' ');
    const { status, body } = await shop.graphql(`{ ${aliases} }`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
    expect(body.errors[0].message).toMatch(/Query too (complex|broad)/);
  });
});

describe('introspection', () => {
  it('answers one introspection of the schema', async () => {
    const { status, body } = await shop.graphql('{ __schema { queryType { name } types { name } } }');
    expect(status).toBe(200);
    expect(body.data.__schema.queryType.name).toBe('Query');
  });

  it('refuses more than four copies of the schema in one operation', async () => {
    const copy = (i: number) => `a${i}: __schema { types { fields { type { fields { name } } } } }`;
    const { status, body } = await shop.graphql(`{ ${Array.from({ length: 5 }, (_, i) => copy(i)).join(' ')} }`);
    expect(status).toBe(400);
    expect(body.errors[0].message).toMatch(/__schema or __type more than 4 times/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';

// Unreadable text is refused at the edge (never reaching the database as
// a 500), and every error answers clean JSON, never Express's HTML page with a stack trace.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

const json = { 'content-type': 'application/json' };

async function rest(path: string, init: RequestInit = {}) {
  const res = await fetch(`${shop.url}${path}`, init);
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type') ?? '', text };
}

function expectCleanJson(answer: { type: string; text: string }) {
  expect(answer.type).toMatch(/^application\/json/);
  expect(answer.text).not.toMatch(/at [\w.<>]+ \(|node_modules|\/work\/|\.[jt]s:\d/);
}

describe('bad text is a 400 at the edge, on REST', () => {
  it.each([
    ['a NUL in a query parameter', '/api/products?category=%00'],
    ['a NUL in a path parameter', '/api/products/id/%00'],
    ['invalid UTF-8 in a query parameter', '/api/products?color=%ff'],
    ['an overlong UTF-8 dot in a path', '/api/products/id/%c0%ae'],
  ])('refuses %s with { error, message }', async (_what, path) => {
    const answer = await rest(path);
    expect(answer.status).toBe(400);
    expectCleanJson(answer);
    expect(JSON.parse(answer.text)).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });

  it.each([
    ['a NUL in the email', { email: 'a\u0000b@x.io', password: 'whatever-1' }],
    ['a lone surrogate in the password', { email: 'a@x.io', password: 'pass\ud800word' }],
    ['a NUL in a field name', { 'e\u0000mail': 'a@x.io', password: 'whatever-1' }],
  ])('refuses a JSON body with %s', async (_what, body) => {
    const answer = await rest('/auth/signin', { method: 'POST', headers: json, body: JSON.stringify(body) });
    expect(answer.status).toBe(400);
    expectCleanJson(answer);
    expect(JSON.parse(answer.text).message).toMatch(/NUL|surrogate/);
  });
});

describe('bad text is BAD_USER_INPUT at the edge, on GraphQL', () => {
  it.each([
    ['a NUL in a literal argument', '{ product(id: "\\u0000") { id } }', undefined],
    ['a NUL in a search literal', '{ search(query: "kurta\\u0000") { totalElements } }', undefined],
    ['a NUL in a variable', 'query ($id: ID!) { product(id: $id) { id } }', { id: 'x\u0000' }],
    ['a lone surrogate in a variable', 'query ($id: ID!) { product(id: $id) { id } }', { id: '\ud800' }],
  ])('refuses %s', async (_what, query, variables) => {
    const { status, body } = await shop.graphql(query, variables);
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.data).toBeUndefined();
  });

  it('refuses variables nested 40,000 arrays deep with a clear 400, where they once ran the server out of stack', async () => {
    const deep = '['.repeat(40_000) + ']'.repeat(40_000);
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: json,
      body: `{"query":"query ($v: ID!) { product(id: $v) { id } }","variables":{"v":${deep}}}`,
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^body\.variables\.v\[0\].* is nested more than 64 levels deep$/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Variables in a GET's address (its length limit keeps them shallower) and a REST body are refused the same way.
    const query = encodeURIComponent('query ($v: ID!) { product(id: $v) { id } }');
    const variables = encodeURIComponent(`{"v":${'['.repeat(100)}${']'.repeat(100)}}`);
    const get = await fetch(`${shop.url}/graphql?query=${query}&variables=${variables}`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(get.status).toBe(400);
    expect((await get.json()).errors[0].message).toMatch(/^variables\.v\[0\].* is nested more than 64 levels deep$/);
    const answer = await rest('/auth/signin', { method: 'POST', headers: json, body: `{"email":${deep}}` });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text).message).toMatch(/nested more than 64 levels deep/);
  });

  it('refuses a NUL sent in a GET query string', async () => {
    const query = encodeURIComponent('{ product(id: "\\u0000") { id } }');
    const res = await fetch(`${shop.url}/graphql?query=${query}`, { headers: { 'apollo-require-preflight': '1' } });
    expect(res.status).toBe(400);
    expect((await res.json()).errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('every error answers clean JSON, never a stack trace', () => {
  it.each([
    ['a broken JSON body', '{bad', 'application/json', 400],
    ['a JSON null body', 'null', 'application/json', 400],
    ['a 150 KB body', JSON.stringify({ query: '{ __typename }', pad: 'x'.repeat(150_000) }), 'application/json', 413],
    ['a UTF-16 body', '{}', 'application/json; charset=utf-16', 400],
  ])('POST /graphql with %s answers a GraphQL-shaped error', async (_what, body, type, status) => {
    const answer = await rest('/graphql', { method: 'POST', headers: { 'content-type': type }, body });
    expect(answer.status).toBe(status);
    expectCleanJson(answer);
    expect(JSON.parse(answer.text).errors[0]).toMatchObject({
      message: expect.any(String),
      extensions: { code: expect.any(String) },
    });
  });

  it.each(['/%ff', '/images/products/%ff', '/health/%c0%ae', '/api/%ff'])('GET %s answers JSON 400', async (path) => {
    const answer = await rest(path);
    expect(answer.status).toBe(400);
    expectCleanJson(answer);
  });

  it('answers a subscription with a clear 400, not an internal error', async () => {
    const { status, body } = await shop.graphql('subscription { product(id: "x") { id } }');
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(body.errors[0].message).toMatch(/subscription/i);
  });

  it('answers an APQ hash that does not match its query with a clear 400', async () => {
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        query: '{ __typename }',
        extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } },
      }),
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    expect(body.errors[0].message).toMatch(/sha/i);
  });
});

describe('a page form sent before its script took over', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const post = (path: string, headers: Record<string, string> = form) =>
    fetch(`${shop.url}${path}`, { method: 'POST', headers, body: 'name=Kavya&message=private', redirect: 'manual' });

  it('goes back to the page (303), with nothing typed in the address, and never to another host', async () => {
    const page = await post('/policies/grievance?x=1');
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/policies/grievance');
    for (const path of ['//evil.example/', '/\\evil.example/']) {
      const away = await post(path);
      expect(away.status).toBe(303);
      expect(away.headers.get('location')).toBe('/');
    }
  });

  it('leaves API paths and other bodies to their 404', async () => {
    for (const [path, headers] of [
      ['/api/nothing-here', form],
      ['/policies/grievance', json],
    ] as const) {
      const answer = await post(path, headers);
      expect(answer.status).toBe(404);
      expectCleanJson({ type: answer.headers.get('content-type') ?? '', text: await answer.text() });
    }
  });
});

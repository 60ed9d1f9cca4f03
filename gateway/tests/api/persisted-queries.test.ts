import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, print } from 'graphql';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { startTestShop, type TestShop } from '../support/harness.js';
import { storefrontManifest } from '../../src/graphql/allow-list.js';

// Automatic persisted queries (Apollo Server's APQ, on by default) and the allow-list mode.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const persisted = (query: string) => ({ persistedQuery: { version: 1, sha256Hash: sha256(query) } });

async function post(shop: TestShop, body: Record<string, unknown>) {
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

describe('automatic persisted queries', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it('asks for the query once, then runs it from its hash, by POST and by GET', async () => {
    const query = 'query Few($n: Int) { products(pageSize: $n) { content { id title } } }';
    const unknown = await post(shop, { extensions: persisted(query), variables: { n: 2 } });
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await post(shop, { query, extensions: persisted(query), variables: { n: 2 } });
    expect(registered.body.data.products.content).toHaveLength(2);
    const byHash = await post(shop, { extensions: persisted(query), variables: { n: 3 } });
    expect(byHash.body.data.products.content).toHaveLength(3);

    const url = new URL(`${shop.url}/graphql`);
    url.searchParams.set('extensions', JSON.stringify(persisted(query)));
    url.searchParams.set('variables', JSON.stringify({ n: 1 }));
    // GET needs a header a browser form cannot send (Apollo's CSRF prevention).
    const res = await fetch(url, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(res.status).toBe(200);
    const got = await res.json();
    expect(got.data.products.content).toHaveLength(1);
    expect(got.extensions.cost.requested).toBeGreaterThan(0);
  });

  it('refuses a query whose hash does not match with a 400', async () => {
    const reply = await post(shop, { query: '{ __typename }', extensions: persisted('{ other }') });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].message).toMatch(/does not match/);
  });
});

describe('allow-list mode (GRAPHQL_ALLOW_LIST=1)', () => {
  let shop: TestShop;
  const manifest = JSON.parse(fs.readFileSync(storefrontManifest, 'utf8')) as Record<string, string>;
  const search = Object.values(manifest).find((d) => d.includes('query SearchProducts'))!;
  beforeAll(async () => {
    shop = await startTestShop({ allowList: storefrontManifest });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  it("runs the storefront's own operations, as Apollo Client prints them (with __typename)", async () => {
    const asSent = print(addTypenameToDocument(parse(search)));
    expect(asSent).toContain('__typename');
    const reply = await post(shop, { query: asSent, variables: { query: 'kurta', pageSize: 2 } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.search.content).toHaveLength(2);
  });

  it('refuses any other operation, introspection included, with 403 OPERATION_NOT_ALLOWED', async () => {
    for (const query of ['{ products { totalElements } }', '{ __schema { types { name } } }']) {
      const reply = await post(shop, { query });
      expect(reply.status).toBe(403);
      expect(reply.body.errors[0].extensions.code).toBe('OPERATION_NOT_ALLOWED');
    }
  });
});

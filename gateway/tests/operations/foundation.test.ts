import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

describe('the gateway, through real HTTP on a real database', () => {
  it('reports health with the database kind', async () => {
    const res = await fetch(`${shop.url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: shop.db.kind });
  });

  it('lists seeded products over GraphQL with totals and prices in paise', async () => {
    const { status, body } = await shop.graphql(
      '{ products(pageSize: 2) { totalPages totalElements pageNumber content { id title price discountedPrice sizes { name quantity } category { name level } } } }',
    );
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const page = body.data.products;
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.totalPages).toBe(Math.ceil(page.totalElements / 2));
    expect(page.content.length).toBeLessThanOrEqual(2);
    const first = page.content[0];
    expect(Number.isInteger(first.price)).toBe(true);
    expect(first.discountedPrice).toBeLessThanOrEqual(first.price);
    expect(first.category.level).toBe(3);
  });

  it('lists products over REST in the spec shape, with _id and totalPages', async () => {
    const res = await fetch(`${shop.url}/api/products?pageSize=1`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.totalPages).toBe(body.totalElements);
    expect(body.content).toHaveLength(1);
    const p = body.content[0];
    expect(p).toMatchObject({ _id: expect.any(String), title: expect.any(String), imageUrl: expect.any(Array) });
    expect(p.sizes[0]).toEqual({ name: expect.any(String), quantity: expect.any(Number), _id: expect.any(String) });
    expect(p.category).toMatchObject({ level: 3, parentCategory: { level: 2, parentCategory: { level: 1 } } });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await fetch(`${shop.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'not_found' });
  });

  it('answers a malformed JSON body with 400 and a message', async () => {
    const res = await fetch(`${shop.url}/api/products`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"oops',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(/not valid JSON/);
  });

  it('answers a bad page number with 400 on REST and BAD_USER_INPUT on GraphQL', async () => {
    const rest = await fetch(`${shop.url}/api/products?pageNumber=0`);
    expect(rest.status).toBe(400);
    expect((await rest.json()).message).toMatch(/pageNumber/);
    const gql = await shop.graphql('{ products(pageNumber: 0) { totalPages } }');
    expect(gql.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown GraphQL field with a validation error, not a 500', async () => {
    const { status, body } = await shop.graphql('{ products { nope } }');
    expect(status).toBe(400);
    expect(body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('refuses a GET query without a CSRF-safe header as a CSRF attempt, and answers it with one', async () => {
    const url = `${shop.url}/graphql?query=${encodeURIComponent('{ products { totalPages } }')}`;
    const refused = await fetch(url);
    expect(refused.status).toBe(400);
    const body = await refused.json();
    expect(body.errors[0].message).toMatch(/Cross-Site Request Forgery/);
    expect(body.errors[0].extensions.code).toBe('BAD_REQUEST');
    // The same request with a header a cross-site form cannot send is answered: the refusal was CSRF's.
    const allowed = await fetch(url, { headers: { 'apollo-require-preflight': 'true' } });
    expect(allowed.status).toBe(200);
    expect((await allowed.json()).data.products.totalPages).toBeGreaterThan(0);
  });

  it('refuses an abusively deep or large query with a clear error', async () => {
    const deep = `{ products { content { category { parent { parent { parent { parent { parent { parent { parent { parent { name } } } } } } } } } } } }`;
    const d = await shop.graphql(deep);
    expect(d.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(d.body.errors[0].message).toMatch(/too deep/);
    const fields = Array.from({ length: 70 }, (_, i) => `a${i}: products { totalPages }`).join(' ');
    const b = await shop.graphql(`{ ${fields} }`);
    expect(b.body.errors[0].message).toMatch(/too (broad|complex)/);
  });

  it('shows Product in introspection', async () => {
    const { body } = await shop.graphql('{ __type(name: "Product") { name fields { name } } }');
    expect(body.data.__type.name).toBe('Product');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import { schema } from '../../../schema/index.js';
import type { Context } from '../../../schema/context.js';
import { inProcessGraphQL } from '../../src/ssr/in-process-graphql.js';
import { startTestShop, type TestShop } from '../support/harness.js';

// A page's Apollo Client hands the renderer its own copy of each document. The renderer knows a
// document by its text, so it validates and compiles each query once, not once per page.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
}, 120_000);
afterAll(() => shop?.stop());

describe('the renderer’s GraphQL', () => {
  it('compiles a query once for every copy of its document, and keeps apart documents that differ', async () => {
    const context = { viewer: null, prisma: shop.db.prisma, services: shop.gateway.services } as unknown as Context;
    const renderer = inProcessGraphQL(schema);
    const execute = renderer(context);
    const text = 'query Few($n: Int) { products(pageSize: $n) { totalElements content { id } } }';
    for (const n of [1, 2, 3]) {
      const answer = await execute({ query: parse(text), variables: { n }, operationName: 'Few' });
      expect(answer.errors).toBeUndefined();
      expect((answer.data as { products: { content: unknown[] } }).products.content).toHaveLength(n);
    }
    expect(renderer.compiledDocuments()).toBe(1);

    const other = await execute({
      query: parse('query Few($n: Int) { products(pageSize: $n) { totalPages } }'),
      variables: { n: 1 },
      operationName: 'Few',
    });
    expect(other.data).toEqual({ products: { totalPages: expect.any(Number) } });
    expect(renderer.compiledDocuments()).toBe(2);
  });

  it('still holds the query limits: nothing measured these operations before they ran', async () => {
    const context = { viewer: null, prisma: shop.db.prisma, services: shop.gateway.services } as unknown as Context;
    const execute = inProcessGraphQL(schema)(context);
    const aliases = Array.from({ length: 101 }, (_, i) => `a${i}: totalElements`).join(' ');
    const broad = await execute({
      query: parse(`query Broad { products { ${aliases} } }`),
      variables: {},
      operationName: 'Broad',
    });
    expect(broad.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX' } });
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'graphql';
import { schema } from '../../../schema/index.js';
import type { Context } from '../../../schema/context.js';
import { inProcessGraphQL } from '../../src/ssr/in-process-graphql.js';
import { startTestShop, type TestShop } from '../support/harness.js';

// A page's Apollo Client hands the renderer its own copy of each document. The renderer knows a
// document by its text, so it validates and compiles each query once, not once per page.
const compiles = vi.hoisted(() => ({ count: 0 }));
vi.mock('graphql-jit', async (original) => {
  const jit = await original<typeof import('graphql-jit')>();
  return {
    ...jit,
    compileQuery: (...args: Parameters<typeof jit.compileQuery>) => {
      compiles.count += 1;
      return jit.compileQuery(...args);
    },
  };
});

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
}, 120_000);
afterAll(() => shop?.stop());

describe('the renderer’s GraphQL', () => {
  it('compiles a query once for every copy of its document, and keeps apart documents that differ', async () => {
    const context = { viewer: null, prisma: shop.db.prisma, services: shop.gateway.services } as unknown as Context;
    const execute = inProcessGraphQL(schema)(context);
    const text = 'query Few($n: Int) { products(pageSize: $n) { totalElements content { id } } }';
    const before = compiles.count;
    for (const n of [1, 2, 3]) {
      const answer = await execute({ query: parse(text), variables: { n }, operationName: 'Few' });
      expect(answer.errors).toBeUndefined();
      expect((answer.data as { products: { content: unknown[] } }).products.content).toHaveLength(n);
    }
    expect(compiles.count - before).toBe(1);

    const other = await execute({
      query: parse('query Few($n: Int) { products(pageSize: $n) { totalPages } }'),
      variables: { n: 1 },
      operationName: 'Few',
    });
    expect(other.data).toEqual({ products: { totalPages: expect.any(Number) } });
    expect(compiles.count - before).toBe(2);
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

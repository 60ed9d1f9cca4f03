import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { allRest, getJson, listGql, sortedIds } from '../support/catalog-helpers.js';

let shop: TestShop;
let total: number;
beforeAll(async () => {
  shop = await startTestShop();
  total = await shop.db.prisma.product.count();
});
afterAll(async () => {
  await shop?.stop();
});

const isSorted = (values: number[], dir: 1 | -1) => values.every((v, i) => i === 0 || dir * (v - values[i - 1]!) >= 0);

describe('listing order and paging', () => {
  it('sorts by discounted price, low to high and high to low, over the whole catalog', async () => {
    const low = await allRest(shop, { sort: 'price_low' });
    expect(low).toHaveLength(total);
    expect(
      isSorted(
        low.map((p) => p.discountedPrice),
        1,
      ),
    ).toBe(true);
    const high = await allRest(shop, { sort: 'price_high' });
    expect(
      isSorted(
        high.map((p) => p.discountedPrice),
        -1,
      ),
    ).toBe(true);
    const gql = await listGql(shop, { sort: 'PRICE_HIGH', pageSize: 100 });
    expect(gql.content[0].discountedPrice).toBe(high[0].discountedPrice * 100);
  });

  it('lists newest first by default', async () => {
    const all = await allRest(shop, {});
    expect(
      isSorted(
        all.map((p) => Date.parse(p.createdAt)),
        -1,
      ),
    ).toBe(true);
  });

  it('pages through a sorted listing with every product exactly once, even with ties', async () => {
    const seen: string[] = [];
    const pageSize = 7;
    const pages = Math.ceil(total / pageSize);
    for (let page = 1; page <= pages; page++) {
      const { body } = await getJson(shop, `/api/products?sort=price_low&pageSize=${pageSize}&pageNumber=${page}`);
      expect(body.totalPages).toBe(pages);
      seen.push(...body.content.map((p: any) => p._id));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });

  it('returns the remainder on the last page and an empty page past the end, with the same totals', async () => {
    const pageSize = total % 9 === 0 ? 8 : 9;
    const pages = Math.ceil(total / pageSize);
    const last = await getJson(shop, `/api/products?pageSize=${pageSize}&pageNumber=${pages}`);
    expect(last.body.content).toHaveLength(total - (pages - 1) * pageSize);
    const past = await getJson(shop, `/api/products?pageSize=${pageSize}&pageNumber=${pages + 1}`);
    expect(past.status).toBe(200);
    expect(past.body).toEqual({ content: [], totalPages: pages, totalElements: total });
    const gql = await listGql(shop, { pageSize, pageNumber: pages + 5 });
    expect(gql).toMatchObject({ content: [], totalPages: pages, totalElements: total, pageNumber: pages + 5 });
  });

  it('accepts the smallest and largest page sizes', async () => {
    const one = await getJson(shop, '/api/products?pageSize=1&pageNumber=2');
    expect(one.body.content).toHaveLength(1);
    expect(one.body.totalPages).toBe(total);
    const hundred = await listGql(shop, { pageSize: 100 });
    expect(hundred.content).toHaveLength(Math.min(100, total));
    expect(sortedIds(hundred.content)).toEqual(sortedIds((await allRest(shop, {})).slice(0, 100)));
  });
});

describe('bad listing input', () => {
  it.each([
    ['pageNumber=0', /pageNumber/],
    ['pageNumber=-3', /pageNumber/],
    ['pageSize=100000', /pageSize/],
    ['pageSize=0', /pageSize/],
    ['pageNumber=abc', /pageNumber/],
    ['minPrice=abc', /minPrice/],
    ['maxPrice=-1', /maxPrice/],
    ['minPrice=500&maxPrice=100', /minPrice/],
    ['minDiscount=101', /minDiscount/],
    ['sort=drop%20table', /sort/],
    ['sort=newest%3B', /sort/],
    ['stock=maybe', /stock/],
    ['color=red,chartreuse', /chartreuse/],
    ['pageSize=10&pageSize=20', /pageSize/],
  ])('answers %s with 400 and a message naming the problem', async (query, message) => {
    const { status, body } = await getJson(shop, `/api/products?${query}`);
    expect(status).toBe(400);
    expect(body.error).toEqual(expect.any(String));
    expect(body.message).toMatch(message);
  });

  it.each([
    [{ pageNumber: 0 }, 'pageNumber'],
    [{ pageSize: 101 }, 'pageSize'],
    [{ filter: { minPrice: 50000, maxPrice: 100 } }, 'minPrice'],
    [{ filter: { minDiscount: -1 } }, 'minDiscount'],
    [{ filter: { colours: ['chartreuse'] } }, 'colours'],
    [{ filter: { sizes: ['  '] } }, 'sizes'],
  ])('answers GraphQL %j with BAD_USER_INPUT on %s', async (variables, field) => {
    const { body } = await shop.graphql(
      'query ($filter: ProductFilter, $pageNumber: Int, $pageSize: Int) { products(filter: $filter, pageNumber: $pageNumber, pageSize: $pageSize) { totalPages } }',
      variables,
    );
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(body.errors[0].extensions.field ?? body.errors[0].message).toMatch(field);
  });

  it('rejects a negative Money amount and an unknown sort value at the GraphQL boundary', async () => {
    const negative = await shop.graphql('query ($f: ProductFilter) { products(filter: $f) { totalPages } }', {
      f: { minPrice: -1 },
    });
    expect(negative.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const sort = await shop.graphql('query ($s: ProductSort) { products(sort: $s) { totalPages } }', {
      s: 'DROP_TABLE',
    });
    expect(sort.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

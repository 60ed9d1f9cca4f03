import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { allRest, getJson, idsUnder, listGql, sortedIds } from '../support/catalog-helpers.js';

let shop: TestShop;
let total: number;
/** The whole unfiltered catalog as REST lists it: the oracle the filters are checked against. */
let catalog: any[];
beforeAll(async () => {
  shop = await startTestShop();
  total = await shop.db.prisma.product.count();
  catalog = await allRest(shop, {});
});

/** "Has a size in stock": the rule in the spec's words, applied by hand to a REST product. */
const hasInStock = (p: any, sizes: string[]) => p.sizes.some((s: any) => sizes.includes(s.name) && s.quantity > 0);
afterAll(async () => {
  await shop?.stop();
});

describe('product listing filters, over REST and GraphQL, checked against the database', () => {
  it('lists every product when no filter is given, with totals equal to the database count', async () => {
    const rest = await getJson(shop, '/api/products');
    expect(rest.body.totalElements).toBe(total);
    expect(rest.body.content).toHaveLength(Math.min(20, total));
    const gql = await listGql(shop, {});
    expect(gql.totalElements).toBe(total);
    expect(gql.pageSize).toBe(20);
  });

  it("treats the admin screens' empty parameters as no filter", async () => {
    const { status, body } = await getJson(
      shop,
      '/api/products?color=&colors=&size=&sizes=&minPrice=0&maxPrice=100000&minDiscount=0&sort=price_low&pageNumber=1&pageSize=10&stock=&category=',
    );
    expect(status).toBe(200);
    expect(body.totalElements).toBe(total);
    expect(body.content).toHaveLength(10);
  });

  it.each(['women/clothing/lehenga', 'men/accessories/shoes', 'men/clothing', 'women'])(
    'selects exactly the products under the category path %s',
    async (path) => {
      const expected = await idsUnder(shop, path);
      expect(expected.length).toBeGreaterThan(0);
      expect(sortedIds(await allRest(shop, { category: path }))).toEqual(expected);
      const gql = await listGql(shop, { filter: { category: path }, pageSize: 100 });
      expect(gql.totalElements).toBe(expected.length);
    },
  );

  it('selects every category of a bare name, case-insensitively, as the old clients send it', async () => {
    const expected = await shop.db.prisma.product.findMany({
      where: { category: { name: 't_shirt' } },
      select: { id: true },
    });
    expect(
      new Set((await shop.db.prisma.category.findMany({ where: { name: 't_shirt' } })).map((c) => c.parentId)).size,
    ).toBe(2);
    expect(sortedIds(await allRest(shop, { category: 'T_Shirt' }))).toEqual(sortedIds(expected));
  });

  it('answers an unknown category with an empty page rather than an error', async () => {
    const { status, body } = await getJson(shop, '/api/products?category=no_such_thing');
    expect(status).toBe(200);
    expect(body).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });

  it('keeps products of any of the given colours, from a comma list or a GraphQL list', async () => {
    const expected = await shop.db.prisma.product.count({ where: { colour: { in: ['red', 'blue'] } } });
    const rest = await allRest(shop, { color: 'red,blue' });
    expect(rest).toHaveLength(expected);
    expect(rest.every((p) => ['red', 'blue'].includes(p.color))).toBe(true);
    expect((await listGql(shop, { filter: { colours: ['RED', 'blue'] } })).totalElements).toBe(expected);
  });

  it('still honours the deprecated `colors` filter, and prefers `colours` when both are given', async () => {
    const blue = await shop.db.prisma.product.count({ where: { colour: 'blue' } });
    expect((await listGql(shop, { filter: { colors: ['blue'] } })).totalElements).toBe(blue);
    expect((await listGql(shop, { filter: { colours: ['blue'], colors: ['red'] } })).totalElements).toBe(blue);
  });

  it('keeps products that have any given size in stock, never one where that size is sold out', async () => {
    const expected = catalog.filter((p) => hasInStock(p, ['M', '8']));
    // The seed has products where M or 8 is sold out, so this filter leaves some out.
    expect(
      catalog.some((p) => p.sizes.some((s: any) => ['M', '8'].includes(s.name)) && !hasInStock(p, ['M', '8'])),
    ).toBe(true);
    const rest = await allRest(shop, { size: 'M,8' });
    expect(sortedIds(rest)).toEqual(sortedIds(expected));
    const gql = await listGql(shop, { filter: { sizes: ['M', '8'] }, pageSize: 100 });
    expect(gql.totalElements).toBe(expected.length);
  });

  it('filters on the discounted price, in rupees on REST and paise on GraphQL', async () => {
    const where = { discountedPrice: { gte: 39900, lte: 99900 } };
    const expected = await shop.db.prisma.product.count({ where });
    expect(expected).toBeGreaterThan(0);
    const rest = await allRest(shop, { minPrice: '399', maxPrice: '999' });
    expect(rest).toHaveLength(expected);
    expect(rest.every((p) => p.discountedPrice >= 399 && p.discountedPrice <= 999)).toBe(true);
    const gql = await listGql(shop, { filter: { minPrice: 39900, maxPrice: 99900 }, pageSize: 100 });
    expect(gql.totalElements).toBe(expected);
    expect(gql.content.every((p: any) => p.discountedPrice >= 39900 && p.discountedPrice <= 99900)).toBe(true);
  });

  it('keeps products discounted by at least the given percent', async () => {
    const expected = await shop.db.prisma.product.count({ where: { discountPercent: { gte: 60 } } });
    const rest = await allRest(shop, { minDiscount: '60' });
    expect(rest).toHaveLength(expected);
    expect(rest.every((p) => p.discountPresent >= 60)).toBe(true);
  });

  it('splits the catalog into in-stock and sold-out products', async () => {
    const inStock = await allRest(shop, { stock: 'in_stock' });
    const soldOut = await allRest(shop, { stock: 'out_of_stock' });
    expect(inStock.length + soldOut.length).toBe(total);
    expect(soldOut.length).toBe(await shop.db.prisma.product.count({ where: { quantity: 0 } }));
    for (const p of soldOut) expect(p.sizes.every((s: any) => s.quantity === 0)).toBe(true);
    expect(inStock.every((p) => p.quantity > 0)).toBe(true);
    expect((await listGql(shop, { filter: { stock: 'OUT_OF_STOCK' } })).totalElements).toBe(soldOut.length);
  });

  it('applies every filter together, keeping exactly the products that meet each rule', async () => {
    const colours = ['red', 'pink', 'maroon', 'blue', 'black'];
    const expected = catalog.filter(
      (p) =>
        p.topLevelCategory === 'Women' &&
        colours.includes(p.color) &&
        hasInStock(p, ['S', 'M', 'L']) &&
        p.discountedPrice >= 399 &&
        p.discountedPrice <= 2999 &&
        p.discountPresent >= 50 &&
        p.quantity > 0,
    );
    expect(expected.length).toBeGreaterThan(0);
    const params = {
      category: 'women',
      color: 'red,pink,maroon,blue,black',
      size: 'S,M,L',
      minPrice: '399',
      maxPrice: '2999',
      minDiscount: '50',
      stock: 'in_stock',
      sort: 'price_low',
    };
    const rest = await allRest(shop, params);
    expect(sortedIds(rest)).toEqual(sortedIds(expected));
    const gql = await listGql(shop, {
      filter: {
        category: 'women',
        colours: params.color.split(','),
        sizes: ['S', 'M', 'L'],
        minPrice: 39900,
        maxPrice: 299900,
        minDiscount: 50,
        stock: 'IN_STOCK',
      },
      sort: 'PRICE_LOW',
      pageSize: 100,
    });
    expect(sortedIds(gql.content)).toEqual(sortedIds(expected));
  });

  it('counts afresh after any change to the catalog, on every page and sort of the same filter', async () => {
    // Counts are remembered by filter and catalog version: a change made outside the shop's own
    // screens (here straight in the database) still moves the version, so no stale total is served.
    const before = await getJson(shop, '/api/products?category=women&color=black');
    const again = await getJson(shop, '/api/products?category=women&color=black&sort=price_high&pageNumber=2');
    expect(again.body.totalElements).toBe(before.body.totalElements);
    const victim = await shop.db.prisma.product.findFirstOrThrow({
      where: { colour: 'black', category: { id: { startsWith: 'women/' } }, deletedAt: null },
    });
    await shop.db.prisma.product.update({ where: { id: victim.id }, data: { deletedAt: new Date() } });
    try {
      const after = await getJson(shop, '/api/products?category=women&color=black');
      expect(after.body.totalElements).toBe(before.body.totalElements - 1);
      const gql = await listGql(shop, { filter: { category: 'women', colours: ['black'] }, sort: 'PRICE_LOW' });
      expect(gql.totalElements).toBe(before.body.totalElements - 1);
    } finally {
      await shop.db.prisma.product.update({ where: { id: victim.id }, data: { deletedAt: null } });
    }
    expect((await getJson(shop, '/api/products?category=women&color=black')).body.totalElements).toBe(
      before.body.totalElements,
    );
  });
});

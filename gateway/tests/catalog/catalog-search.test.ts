import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.stop();
});

async function search(query: string, pageSize = 100, pageNumber = 1) {
  const { body } = await shop.graphql(
    'query ($q: String!, $n: Int, $s: Int) { search(query: $q, pageNumber: $n, pageSize: $s) { totalElements totalPages pageNumber content { id title brand category { id } } } }',
    { q: query, n: pageNumber, s: pageSize },
  );
  return body;
}

describe('full-text product search', () => {
  it('finds a product by its exact title, ranked first', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({ orderBy: { title: 'asc' } });
    const { data } = await search(product.title);
    expect(data.search.content.map((p: any) => p.title)).toContain(product.title);
    expect(data.search.content[0].title).toBe(product.title);
  });

  it('finds every product of a brand', async () => {
    const { brand } = await shop.db.prisma.product.findFirstOrThrow({
      where: { categoryId: { startsWith: 'women/' } },
    });
    const ofBrand = await shop.db.prisma.product.findMany({ where: { brand }, select: { id: true } });
    const { data } = await search(brand);
    const found = new Set(data.search.content.map((p: any) => p.id));
    for (const { id } of ofBrand) expect(found.has(id)).toBe(true);
  });

  it('finds products by category name even when the title does not say it', async () => {
    const underShoes = await shop.db.prisma.product.count({ where: { categoryId: 'men/accessories/shoes' } });
    const { data } = await search('shoes');
    expect(data.search.totalElements).toBeGreaterThanOrEqual(underShoes);
    const inCategory = data.search.content.filter((p: any) => p.category.id === 'men/accessories/shoes');
    expect(inCategory).toHaveLength(underShoes);
  });

  it('matches word prefixes, so "kurt" finds the kurtas', async () => {
    const kurtas = await shop.db.prisma.product.count({
      where: { categoryId: { in: ['men/clothing/mens_kurta', 'women/clothing/womens_Kurtas'] } },
    });
    const { data } = await search('kurt');
    expect(kurtas).toBeGreaterThan(0);
    expect(data.search.totalElements).toBeGreaterThanOrEqual(kurtas);
    const { data: narrowed } = await search('men kurt');
    expect(narrowed.search.totalElements).toBeGreaterThan(0);
    expect(narrowed.search.totalElements).toBeLessThanOrEqual(data.search.totalElements);
  });

  it('pages a search with totals that do not change from page to page', async () => {
    const first = (await search('women', 5, 1)).data.search;
    const second = (await search('women', 5, 2)).data.search;
    expect(first.totalElements).toBeGreaterThan(5);
    expect(second.totalElements).toBe(first.totalElements);
    expect(new Set([...first.content, ...second.content].map((p: any) => p.id)).size).toBe(10);
  });

  it('treats query syntax and SQL as plain words, never as an error', async () => {
    for (const q of ['\'; drop table "Product"; --', 'kurta & !(saree) | <->', 'zzzzqqq']) {
      const body = await search(q);
      expect(body.errors).toBeUndefined();
    }
    expect((await search('zzzzqqq')).data.search).toMatchObject({ totalElements: 0, content: [] });
  });

  it.each(['', '   ', '%%% ---'])('refuses the query %j, which holds no word, with BAD_USER_INPUT', async (q) => {
    const body = await search(q);
    expect(body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('keeps the search index current when a product or its category is renamed', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({ where: { categoryId: 'women/clothing/saree' } });
    await shop.db.prisma.product.update({ where: { id: product.id }, data: { title: 'Zanzibarish Silk Saree' } });
    expect((await search('zanzibar')).data.search.content.map((p: any) => p.id)).toEqual([product.id]);
    await shop.db.prisma.category.update({
      where: { id: 'women/clothing/saree' },
      data: { label: 'Quetzalish Sarees' },
    });
    const renamed = (await search('quetzal')).data.search;
    expect(renamed.totalElements).toBe(
      await shop.db.prisma.product.count({ where: { categoryId: 'women/clothing/saree' } }),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';

let shop: TestShop;
let nav: any;
beforeAll(async () => {
  shop = await startTestShop();
  const { body } = await shop.graphql(`{ navigation {
    categories { id slug label featured { label href imageSrc imageAlt } sections { id slug label items { label href } } }
    pages { label href } } }`);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  nav = body.data.navigation;
});
afterAll(async () => {
  await shop?.stop();
});

const section = (category: string, slug: string) =>
  nav.categories.find((c: any) => c.slug === category).sections.find((s: any) => s.slug === slug);
const hrefs = (category: string, slug: string) => section(category, slug).items.map((i: any) => i.href);

describe('the navigation menu', () => {
  it('has Women then Men, each with clothing and accessories sections (brand entries lead nowhere, so they are left out)', () => {
    expect(nav.categories.map((c: any) => [c.id, c.slug, c.label])).toEqual([
      ['women', 'women', 'Women'],
      ['men', 'men', 'Men'],
    ]);
    for (const c of nav.categories) expect(c.sections.map((s: any) => s.slug)).toEqual(['clothing', 'accessories']);
  });

  it('gives every category and section a unique path id, so clients can cache them by id', () => {
    const ids = nav.categories.flatMap((c: any) => [c.id, ...c.sections.map((s: any) => s.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(section('men', 'clothing').id).toBe('men/clothing');
    expect(section('women', 'clothing').id).toBe('women/clothing');
  });

  it("lists the clothing and accessories items in the spec's order, each section closed by Browse All (its whole listing)", () => {
    expect(hrefs('women', 'clothing')).toEqual([
      'tops',
      'lehenga',
      'saree',
      'gowns',
      'dresses',
      'womens_Kurtas',
      't_shirt',
      'jacket',
      'sweater',
      'all',
    ]);
    expect(hrefs('women', 'accessories')).toEqual(['watch', 'bags', 'bangle', 'women_sunglass', 'perfume', 'all']);
    expect(hrefs('men', 'clothing').slice(0, -1)).toEqual([
      'mens_kurta',
      'mens_pans',
      'shirts',
      'jeans',
      't_shirt',
      'jacket',
      'sweater',
    ]);
    expect(section('men', 'clothing').items.at(-1)).toEqual({ label: 'Browse All', href: 'all' });
    expect(hrefs('men', 'accessories')).toEqual([
      'watch',
      'wallets',
      'mens_sunglass',
      'shoes',
      'belts',
      'perfume',
      'all',
    ]);
    expect(section('women', 'clothing').items.at(-1).label).toBe('Browse All');
    expect(hrefs('women', 'clothing').every((h: string) => !h.startsWith('/'))).toBe(true);
  });

  it('keeps the brand entries in the tree, "Counterfeit" renamed "Free Spirit"', async () => {
    const brands = await shop.db.prisma.category.findMany({
      where: { parentId: 'women/brands' },
      orderBy: { position: 'asc' },
    });
    expect(brands.map((b) => b.label)).toEqual(['Full Nelson', 'My Way', 'Re-Arranged', 'Free Spirit', 'Gucci']);
    expect(await shop.db.prisma.category.count({ where: { label: 'Counterfeit' } })).toBe(0);
  });

  it('builds every section from the category tree, in position order', async () => {
    for (const c of nav.categories) {
      for (const s of c.sections) {
        const children = await shop.db.prisma.category.findMany({
          where: { parentId: s.id },
          orderBy: { position: 'asc' },
        });
        expect(s.items.filter((i: any) => i.label !== 'Browse All').map((i: any) => i.label)).toEqual(
          children.map((k) => k.label),
        );
      }
    }
  });

  it('gives each top-level category its two featured tiles and the menu its Company and Stores pages', async () => {
    for (const c of nav.categories) {
      const rows = await shop.db.prisma.navFeatured.findMany({
        where: { categoryId: c.id },
        orderBy: { position: 'asc' },
      });
      expect(c.featured).toHaveLength(2);
      expect(c.featured.map((f: any) => f.label)).toEqual(rows.map((r) => r.name));
      for (const f of c.featured)
        expect(f).toEqual({
          label: expect.any(String),
          href: expect.any(String),
          imageSrc: expect.any(String),
          imageAlt: expect.any(String),
        });
    }
    expect(nav.pages).toEqual([
      { label: 'Company', href: '/pages/about' },
      { label: 'Stores', href: '/pages/stores' },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './harness.js';

let shop: TestShop;
let nav: any;
beforeAll(async () => {
  shop = await startTestShop();
  const { body } = await shop.graphql(`{ navigation {
    categories { id name featured { name href imageSrc imageAlt } sections { id name items { name href } } }
    pages { name href } } }`);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  nav = body.data.navigation;
});
afterAll(async () => {
  await shop?.stop();
});

const section = (category: string, id: string) =>
  nav.categories.find((c: any) => c.id === category).sections.find((s: any) => s.id === id);
const hrefs = (category: string, id: string) => section(category, id).items.map((i: any) => i.href);

describe('the navigation menu (§2.4)', () => {
  it('has Women then Men, each with clothing, accessories and brands sections', () => {
    expect(nav.categories.map((c: any) => [c.id, c.name])).toEqual([
      ['women', 'Women'],
      ['men', 'Men'],
    ]);
    for (const c of nav.categories)
      expect(c.sections.map((s: any) => s.id)).toEqual(['clothing', 'accessories', 'brands']);
  });

  it("lists the clothing and accessories items in the spec's order, with its Browse All entries", () => {
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
      '',
    ]);
    expect(hrefs('women', 'accessories')).toEqual(['watch', 'bags', 'bangle', 'women_sunglass', 'perfume', '']);
    expect(hrefs('men', 'clothing').slice(0, -1)).toEqual([
      'mens_kurta',
      'mens_pans',
      'shirts',
      'jeans',
      't_shirt',
      'jacket',
      'sweater',
    ]);
    expect(section('men', 'clothing').items.at(-1)).toEqual({ name: 'Browse All', href: '#' });
    expect(hrefs('men', 'accessories')).toEqual(['watch', 'wallets', 'mens_sunglass', 'shoes', 'belts', 'perfume']);
    expect(section('women', 'clothing').items.at(-1).name).toBe('Browse All');
    expect(hrefs('women', 'clothing').every((h: string) => !h.startsWith('/'))).toBe(true);
  });

  it('lists brand entries with no target', () => {
    expect(section('women', 'brands').items).toEqual(
      ['Full Nelson', 'My Way', 'Re-Arranged', 'Counterfeit', 'Gucci'].map((name) => ({ name, href: '' })),
    );
    expect(section('men', 'brands').items.map((i: any) => i.name)).toEqual([
      'Re-Arranged',
      'Counterfeit',
      'Full Nelson',
      'My Way',
    ]);
  });

  it('builds every section from the category tree, in position order', async () => {
    for (const c of nav.categories) {
      for (const s of c.sections) {
        const children = await shop.db.prisma.category.findMany({
          where: { parentId: `${c.id}/${s.id}` },
          orderBy: { position: 'asc' },
        });
        expect(s.items.filter((i: any) => i.name !== 'Browse All').map((i: any) => i.name)).toEqual(
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
      expect(c.featured.map((f: any) => f.name)).toEqual(rows.map((r) => r.name));
      for (const f of c.featured)
        expect(f).toEqual({
          name: expect.any(String),
          href: expect.any(String),
          imageSrc: expect.any(String),
          imageAlt: expect.any(String),
        });
    }
    expect(nav.pages).toEqual([
      { name: 'Company', href: '' },
      { name: 'Stores', href: '' },
    ]);
  });
});

import type { SeedCategory } from './types.js';

/**
 * The menu's category tree. Ids are paths so a listing URL maps straight onto a
 * category; `name` is the spec's URL segment and `label` is what a shopper reads.
 */

type Item = readonly [name: string, label: string];

const MENU: Record<
  'women' | 'men',
  { label: string; sections: Record<'clothing' | 'accessories' | 'brands', readonly Item[]> }
> = {
  women: {
    label: 'Women',
    sections: {
      clothing: [
        ['tops', 'Tops'],
        ['lehenga', 'Lehenga'],
        ['saree', 'Saree'],
        ['gowns', 'Gowns'],
        ['dresses', 'Dresses'],
        ['womens_Kurtas', "Women's Kurtas"],
        ['t_shirt', 'T-Shirts'],
        ['jacket', 'Jackets'],
        ['sweater', 'Sweaters'],
      ],
      accessories: [
        ['watch', 'Watches'],
        ['bags', 'Bags'],
        ['bangle', 'Bangles'],
        ['women_sunglass', 'Sunglasses'],
        ['perfume', 'Perfume'],
      ],
      brands: [
        ['full_nelson', 'Full Nelson'],
        ['my_way', 'My Way'],
        ['re_arranged', 'Re-Arranged'],
        ['free_spirit', 'Free Spirit'],
        ['gucci', 'Gucci'],
      ],
    },
  },
  men: {
    label: 'Men',
    sections: {
      clothing: [
        ['mens_kurta', "Men's Kurta"],
        ['mens_pans', 'Pants'],
        ['shirts', 'Shirts'],
        ['jeans', 'Jeans'],
        ['t_shirt', 'T-Shirts'],
        ['jacket', 'Jackets'],
        ['sweater', 'Sweaters'],
      ],
      accessories: [
        ['watch', 'Watches'],
        ['wallets', 'Wallets'],
        ['mens_sunglass', 'Sunglasses'],
        ['shoes', 'Shoes'],
        ['belts', 'Belts'],
        ['perfume', 'Perfume'],
      ],
      brands: [
        ['re_arranged', 'Re-Arranged'],
        ['free_spirit', 'Free Spirit'],
        ['full_nelson', 'Full Nelson'],
        ['my_way', 'My Way'],
      ],
    },
  },
};

const SECTION_LABELS = { clothing: 'Clothing', accessories: 'Accessories', brands: 'Brands' } as const;

function build(): SeedCategory[] {
  const out: SeedCategory[] = [];
  (['women', 'men'] as const).forEach((top, topPos) => {
    const menu = MENU[top];
    out.push({ id: top, name: top, label: menu.label, level: 1, parentId: null, position: topPos });
    (['clothing', 'accessories', 'brands'] as const).forEach((section, sectionPos) => {
      const sectionId = `${top}/${section}`;
      out.push({
        id: sectionId,
        name: section,
        label: SECTION_LABELS[section],
        level: 2,
        parentId: top,
        position: sectionPos,
      });
      menu.sections[section].forEach(([name, label], position) => {
        out.push({ id: `${sectionId}/${name}`, name, label, level: 3, parentId: sectionId, position });
      });
    });
  });
  return out;
}

export const categories: SeedCategory[] = build();

/** Brand entries have no products (the menu shows them without a link). */
export const isBrandCategory = (id: string): boolean => id.split('/')[1] === 'brands';

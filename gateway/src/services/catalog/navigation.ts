import type { PrismaClient } from '../../db/generated/client/client.js';
import type { RequestContext } from '../accounts/viewer.js';

// One vocabulary, as on Category: `id` is the unique path ("men/clothing"), `slug` the part of
// the URL ("clothing"), `label` what a person reads ("Clothing").
export interface NavItem {
  label: string;
  href: string;
}
export interface NavSection {
  id: string;
  slug: string;
  label: string;
  items: NavItem[];
}
export interface NavFeatured {
  label: string;
  href: string;
  imageSrc: string;
  imageAlt: string;
}
export interface NavCategory {
  id: string;
  slug: string;
  label: string;
  featured: NavFeatured[];
  sections: NavSection[];
}
export interface NavPage {
  label: string;
  href: string;
}
export interface Navigation {
  categories: NavCategory[];
  pages: NavPage[];
}

/** Second-level sections whose items are brand names: shown in the menu, with no target. */
const BRAND_SECTION = 'brands';

/**
 * The "Browse All" entry closing a section, by level-2 path id; the spec's menu gives
 * Women's sections an empty target, Men's clothing a placeholder and Men's accessories none.
 * It is a menu convention rather than a category, so it is not stored in the tree.
 */
const BROWSE_ALL: Record<string, string> = {
  'women/clothing': '',
  'women/accessories': '',
  'men/clothing': '#',
};

const byPosition = { orderBy: [{ position: 'asc' as const }, { id: 'asc' as const }] };

/** The storefront's category menu, built from the category tree and the menu tables. */
export class NavigationService {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Levels 1 → 2 → 3 of the category tree become categories → sections → items, each level
   * in position order; items link by category name, relative to /{level 1}/{level 2}/.
   */
  async navigation(_rc: RequestContext): Promise<Navigation> {
    const [roots, pages] = await Promise.all([
      this.prisma.category.findMany({
        where: { level: 1 },
        ...byPosition,
        include: {
          featured: byPosition,
          children: { ...byPosition, include: { children: byPosition } },
        },
      }),
      this.prisma.navPage.findMany(byPosition),
    ]);
    return {
      categories: roots.map((root) => ({
        id: root.id,
        slug: root.name,
        label: root.label,
        featured: root.featured.map(({ name, href, imageSrc, imageAlt }) => ({
          label: name,
          href,
          imageSrc,
          imageAlt,
        })),
        sections: root.children.map((section) => {
          const brands = section.name === BRAND_SECTION;
          const items = section.children.map((c) => ({ label: c.label, href: brands ? '' : c.name }));
          const browseAll = BROWSE_ALL[section.id];
          return {
            id: section.id,
            slug: section.name,
            label: section.label,
            items: browseAll === undefined ? items : [...items, { label: 'Browse All', href: browseAll }],
          };
        }),
      })),
      pages: pages.map(({ name, href }) => ({ label: name, href })),
    };
  }
}

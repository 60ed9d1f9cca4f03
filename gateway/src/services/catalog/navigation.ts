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

/**
 * Second-level sections whose items are brand names. They lead nowhere (no product is filed under
 * a brand entry), so the menu leaves them out rather than show labels that look like links
 * (issue 56, decision 060); the tree keeps them.
 */
const BRAND_SECTION = 'brands';

/**
 * The "Browse All" entry closing a section: the listing of every product of the section
 * (/{level 1}/{level 2}/all). It is a menu convention rather than a category, so it is not
 * stored in the tree.
 */
const BROWSE_ALL_HREF = 'all';

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
        sections: root.children
          .filter((section) => section.name !== BRAND_SECTION)
          .map((section) => ({
            id: section.id,
            slug: section.name,
            label: section.label,
            items: [
              ...section.children.map((c) => ({ label: c.label, href: c.name })),
              { label: 'Browse All', href: BROWSE_ALL_HREF },
            ],
          })),
      })),
      pages: pages.map(({ name, href }) => ({ label: name, href })),
    };
  }
}

import type { NavigationQuery } from '../../../graphql/graphql';

/** "mens_kurta" → "Mens Kurta": the fallback while (or if) the menu is unavailable. */
function humanize(slug: string): string {
  return slug.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Names of the three route levels, taken from the menu so they read as the shopper saw them. */
export function categoryTrail(
  navigation: NavigationQuery['navigation'] | undefined,
  levels: [string, string, string],
): [string, string, string] {
  const [one, two, three] = levels;
  const category = navigation?.categories.find((c) => c.slug === one);
  const section = category?.sections.find((s) => s.slug === two);
  const sectionLabel = section?.label ?? humanize(two);
  if (three === BROWSE_ALL) return [category?.label ?? humanize(one), sectionLabel, `All ${sectionLabel}`];
  const item = section?.items.find((i) => i.href === three);
  return [category?.label ?? humanize(one), sectionLabel, item?.label ?? humanize(three)];
}

/** The menu's "Browse All" target: /{level 1}/{level 2}/all lists every product of the section. */
const BROWSE_ALL = 'all';

/** The catalog's category filter for a listing's three levels: the section itself for "all". */
export function listingCategory(levels: [string, string, string]): string {
  return levels[2] === BROWSE_ALL ? `${levels[0]}/${levels[1]}` : levels.join('/');
}

/** Whether the route's three levels name a category of the menu (false for /a/b/c). */
export function isMenuCategory(navigation: NavigationQuery['navigation'], levels: [string, string, string]): boolean {
  const [one, two, three] = levels.map((l) => l.toLowerCase());
  return navigation.categories.some(
    (c) =>
      c.slug.toLowerCase() === one &&
      c.sections.some(
        (s) => s.slug.toLowerCase() === two && s.items.some((i) => i.href !== '' && i.href.toLowerCase() === three),
      ),
  );
}

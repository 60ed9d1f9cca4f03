import type { NavigationQuery } from '../../../graphql/graphql';

/** "mens_kurta" → "Mens Kurta": the fallback while (or if) the menu is unavailable. */
export function humanize(slug: string): string {
  return slug.replace(/[_-]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Names of the three route levels, taken from the menu so they read as the shopper saw them. */
export function categoryTrail(
  navigation: NavigationQuery['navigation'] | undefined,
  levels: [string, string, string],
): [string, string, string] {
  const [one, two, three] = levels;
  const category = navigation?.categories.find((c) => c.id === one);
  const section = category?.sections.find((s) => s.id === two);
  const item = section?.items.find((i) => i.href === three);
  return [category?.name ?? humanize(one), section?.name ?? humanize(two), item?.name ?? humanize(three)];
}

import type { NavigationQuery } from '../../graphql/graphql';

type NavData = NavigationQuery['navigation'];
export type NavCategory = NavData['categories'][number];

/** A menu item goes to /{category slug}/{section slug}/{item href}; an empty href has no target. */
export function itemPath(categorySlug: string, sectionSlug: string, href: string): string | null {
  return href ? `/${categorySlug}/${sectionSlug}/${href}` : null;
}

/** Featured tiles and pages carry placeholder targets; only real in-shop paths become links. */
export function internalHref(href: string): string | null {
  return href.startsWith('/') && href.length > 1 ? href : null;
}

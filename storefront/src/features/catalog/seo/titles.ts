import { pageTitle } from '../../../lib/page-meta';

// Page titles, shared by the server's head and the browser's document.title after navigation.

/** "Saree – Women Clothing | Kapda", from the menu's names of the listing's levels. */
export function listingTitle(trail: readonly [string, string, string], page = 1): string {
  return pageTitle(`${trail[2]} – ${trail[0]} ${trail[1]}${page > 1 ? `, page ${page}` : ''}`);
}

/** "Manyavar Silk kurta | Kapda". */
export function productTitle(product: { brand: string; title: string }): string {
  return pageTitle(`${product.brand} ${product.title}`);
}

/** "Results for “kurta” | Kapda", or "Search | Kapda" before anything is typed. */
export function searchTitle(query: string): string {
  return pageTitle(query.trim() ? `Results for “${query.trim()}”` : 'Search');
}

/** "The Festive Edit | Kapda", the search title when the admin gave one. */
export function collectionTitle(collection: { title: string; seoTitle: string }, page = 1): string {
  return pageTitle(`${collection.seoTitle || collection.title}${page > 1 ? `, page ${page}` : ''}`);
}

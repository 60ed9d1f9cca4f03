import type { ApolloClient } from '@apollo/client';
import type { Picture } from './pictures';

/**
 * What a page says about itself to link previews and search engines. The server writes it into the
 * HTML's head; in the browser only the title follows navigation (useDocumentTitle).
 */
export interface PageMeta {
  /** The HTTP status: 404 for a product or category that does not exist. */
  status: number;
  title: string;
  description: string;
  /** The page's address without what only changes its view (filters, sort); absent: none. */
  canonicalPath?: string;
  /** "noindex, follow" for pages a search engine should not list (search results, members' pages). */
  robots?: string;
  /** A raster picture for link previews (PNG or JPEG; previews do not show SVG). */
  image?: { path: string; width: number; height: number; alt: string };
  /** OpenGraph's type: a product page carries its price. */
  product?: { price: string; currency: 'INR'; availability: 'in stock' | 'out of stock' };
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd?: object[];
  /**
   * The largest images the page paints first, preloaded at high priority: one, or one per screen
   * size when the largest picture differs between a phone and a desktop.
   */
  lcpImages?: Picture[];
}

export const SHOP_NAME = 'Kapda';

/** "Kurtas – Men | Kapda": every title names the shop last. */
export const pageTitle = (title: string) => `${title} | ${SHOP_NAME}`;

export const HOME_TITLE = `${SHOP_NAME} — clothing & accessories for women and men`;

export const SHOP_DESCRIPTION =
  'Clothing and accessories for women and men: kurtas, sarees, lehengas, shirts, shoes and more, delivered free over ₹499.';

/** The preview picture of pages without one of their own: the first offer banner. */
export const SHOP_IMAGE = {
  path: '/images/banners/1.png',
  width: 1600,
  height: 500,
  alt: 'Kapda: the Festive Edit, up to 80% off lehengas, sarees and kurtas',
};

/** "₹1,299.00" as schema.org and OpenGraph want a price: "1299.00", from whole paise. */
export const decimalRupees = (paise: number) => (paise / 100).toFixed(2);

/** Cuts a text to a meta description's length at a word boundary. */
export function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** What the server hands a page's loader: the client to fetch with, the route and the address. */
export interface PageRequest {
  client: ApolloClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  /** The shop's public origin ("https://shop.example.com"), for absolute URLs in structured data. */
  origin: string;
}

/** A BreadcrumbList of the levels that have a page, the last being the page itself. */
export function breadcrumbList(origin: string, levels: { name: string; path: string }[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: levels.map((level, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: level.name,
      item: `${origin}${level.path}`,
    })),
  };
}

export const NOT_FOUND_META: PageMeta = {
  status: 404,
  title: pageTitle('Page not found'),
  description: SHOP_DESCRIPTION,
  robots: 'noindex',
};

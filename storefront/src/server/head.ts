import { SHOP_NAME, type PageMeta } from '../lib/page-meta';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON inside a <script> element: "<" escaped, so no text can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escape(content)}">`;

/**
 * The head a page contributes: title, description, canonical address, robots, OpenGraph and
 * Twitter cards (a raster picture, a product's price), JSON-LD and the largest image's preload.
 * Addresses in link previews and structured data are absolute, on the shop's public origin.
 */
export function renderHead(page: PageMeta, origin: string): string {
  const canonical = page.canonicalPath === undefined ? undefined : `${origin}${page.canonicalPath}`;
  const tags = [
    `<title>${escape(page.title)}</title>`,
    meta('name', 'description', page.description),
    canonical && `<link rel="canonical" href="${escape(canonical)}">`,
    page.robots && meta('name', 'robots', page.robots),
    meta('property', 'og:site_name', SHOP_NAME),
    meta('property', 'og:type', page.product ? 'product' : 'website'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    canonical && meta('property', 'og:url', canonical),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', page.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  ];
  if (page.image) {
    const url = `${origin}${page.image.path}`;
    tags.push(
      meta('property', 'og:image', url),
      meta('property', 'og:image:type', page.image.path.endsWith('.png') ? 'image/png' : 'image/jpeg'),
      meta('property', 'og:image:width', String(page.image.width)),
      meta('property', 'og:image:height', String(page.image.height)),
      meta('property', 'og:image:alt', page.image.alt),
      meta('name', 'twitter:image', url),
      meta('name', 'twitter:image:alt', page.image.alt),
    );
  }
  if (page.product) {
    tags.push(
      meta('property', 'product:price:amount', page.product.price),
      meta('property', 'product:price:currency', page.product.currency),
      meta('property', 'product:availability', page.product.availability),
    );
  }
  for (const image of page.lcpImages ?? []) {
    const set = image.srcSet ? ` imagesrcset="${escape(image.srcSet)}" imagesizes="${escape(image.sizes ?? '')}"` : '';
    tags.push(`<link rel="preload" as="image" href="${escape(image.src)}"${set} fetchpriority="high">`);
  }
  for (const data of page.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.filter(Boolean).join('\n');
}

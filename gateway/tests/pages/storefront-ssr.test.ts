import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStorefrontIfNeeded } from '../../src/boot/build-storefront.js';
import { startTestShop, type TestShop } from '../support/harness.js';
import sharp from 'sharp';

// The storefront rendered by the gateway: what a link preview, a crawler or a browser without
// JavaScript reads in the HTML of each page.

let shop: TestShop;
beforeAll(async () => {
  await buildStorefrontIfNeeded(() => undefined);
  shop = await startTestShop();
}, 600_000);
afterAll(() => shop?.stop());

const page = async (path: string) => {
  const res = await fetch(`${shop.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: res.status, html: await res.text(), headers: res.headers };
};

/** The JSON-LD objects of a page, by @type. */
function jsonLd(html: string): Record<string, any> {
  const found: Record<string, any> = {};
  for (const [, text] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)) {
    const data = JSON.parse(text!);
    found[data['@type']] = data;
  }
  return found;
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

const inr = (paise: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);

describe('a product page', () => {
  it('carries the product in its HTML: title, price, picture, JSON-LD Product with its offer and breadcrumbs', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({
      where: { categoryId: 'men/clothing/mens_kurta', deletedAt: null },
      include: { sizes: true },
    });
    const { status, html } = await page(`/product/id/${product.id}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${product.brand} ${product.title} | Kapda</title>`);
    expect(html).toContain(`<link rel="canonical" href="${shop.url}/product/id/${product.id}">`);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/localhost:\d+\/images\/products\/[\w-]+\.png$/);
    expect(meta(html, 'product:price:amount')).toBe((product.discountedPrice / 100).toFixed(2));
    expect(meta(html, 'product:price:currency')).toBe('INR');
    // The app's own HTML, not only the head: the heading and the price a shopper sees.
    const body = html.slice(html.indexOf('<div id="root" data-ssr>'));
    expect(body).toContain(`>${product.title}</h1>`);
    expect(body).toContain(inr(product.discountedPrice));

    const ld = jsonLd(html);
    const inStock = product.sizes.some((s) => s.quantity > 0);
    expect(ld.Product).toMatchObject({
      name: product.title,
      brand: { name: product.brand },
      sku: product.id,
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: (product.discountedPrice / 100).toFixed(2),
        availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
      },
    });
    expect(ld.BreadcrumbList.itemListElement.map((i: { item: string }) => i.item)).toEqual([
      `${shop.url}/`,
      `${shop.url}/men/clothing/mens_kurta`,
      `${shop.url}/product/id/${product.id}`,
    ]);
  });

  it('gives search engines the ratings the page shows, and link previews the picture’s words', async () => {
    const rated = await shop.db.prisma.review.groupBy({
      by: ['productId'],
      where: { hiddenAt: null },
      _count: { _all: true },
      orderBy: { _count: { productId: 'desc' } },
      take: 1,
    });
    const productId = rated[0]!.productId;
    const { html } = await page(`/product/id/${productId}`);
    const rating = jsonLd(html).Product.aggregateRating;
    expect(rating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, worstRating: 1 });
    expect(rating.ratingCount).toBeGreaterThan(0);
    expect(Number(rating.ratingValue)).toBeGreaterThanOrEqual(1);
    expect(Number(rating.ratingValue)).toBeLessThanOrEqual(5);
    expect(meta(html, 'twitter:image:alt')).toBe(meta(html, 'og:image:alt'));
    expect(meta(html, 'twitter:image:alt')).toBeTruthy();

    const unrated = await shop.db.prisma.product.findFirstOrThrow({
      where: { deletedAt: null, reviews: { none: {} } },
    });
    expect(jsonLd((await page(`/product/id/${unrated.id}`)).html).Product.aggregateRating).toBeUndefined();
  });

  it('shows a link preview its title, description, price and a PNG picture as wide as it says', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({
      where: { deletedAt: null, description: { not: '' } },
    });
    const { html } = await page(`/product/id/${product.id}`);
    // One title and one description: the page's own replace the shop's defaults from index.html.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    const title = `${product.brand} ${product.title} | Kapda`;
    expect(meta(html, 'og:title')).toBe(title);
    expect(meta(html, 'twitter:title')).toBe(title);
    const description = meta(html, 'description')!;
    expect(description).toContain(product.brand);
    expect(description.length).toBeLessThanOrEqual(200);
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'product:price:amount')).toBe((product.discountedPrice / 100).toFixed(2));

    const image = await fetch(meta(html, 'og:image')!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect(png.readUInt32BE(16)).toBe(Number(meta(html, 'og:image:width')));
    expect(png.readUInt32BE(20)).toBe(Number(meta(html, 'og:image:height')));
    expect(Number(meta(html, 'og:image:width'))).toBeGreaterThanOrEqual(600);
  });

  it('hands the browser the data it rendered with, so the browser fetches none of it again', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null } });
    const { html } = await page(`/product/id/${product.id}`);
    const state = JSON.parse(/<script type="application\/json" id="apollo-state">(.*?)<\/script>/.exec(html)![1]!);
    expect(state[`Product:${product.id}`]).toMatchObject({ title: product.title, price: product.price });
    expect(Object.keys(state.ROOT_QUERY)).toEqual(
      expect.arrayContaining(['navigation', `product({"id":"${product.id}"})`]),
    );
  });

  it('answers 404, asking not to be indexed, for a product that does not exist or was deleted', async () => {
    const deleted = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null }, skip: 3 });
    await shop.db.prisma.product.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
    for (const path of ['/product/id/no-such-product', `/product/id/${deleted.id}`]) {
      const { status, html } = await page(path);
      expect(status).toBe(404);
      expect(meta(html, 'robots')).toBe('noindex');
      expect(html).toContain('Product not found');
    }
  });
});

describe('a listing page', () => {
  it('lists its products with links to them, filters, sort and pages as links, and its breadcrumbs', async () => {
    const { status, html } = await page('/men/clothing/mens_kurta?color=maroon');
    expect(status).toBe(200);
    const maroon = await shop.db.prisma.product.findMany({
      where: { categoryId: 'men/clothing/mens_kurta', colour: 'maroon', deletedAt: null },
    });
    expect(maroon.length).toBeGreaterThan(0);
    for (const product of maroon) expect(html).toContain(`href="/product/id/${product.id}"`);
    // A filter choice is a link that reads as the checkbox it looks like.
    expect(html).toMatch(/<a role="checkbox" aria-checked="true"[^>]*href="\/men\/clothing\/mens_kurta"/);
    expect(html).toMatch(
      /<a role="checkbox" aria-checked="false"[^>]*href="\/men\/clothing\/mens_kurta\?color=maroon%2Cblue"/,
    );
    expect(html).toContain('href="/men/clothing/mens_kurta?color=maroon&amp;sort=price_low"');
    // Filters change only the view: the canonical address is the listing itself.
    expect(html).toContain(`<link rel="canonical" href="${shop.url}/men/clothing/mens_kurta">`);
    expect(jsonLd(html).BreadcrumbList.itemListElement).toHaveLength(2);
  });

  it('draws its repeated parts as plain elements: no Mantine component markup in a card or a filter choice', async () => {
    // Decision 056: a listing draws twenty cards and some forty filter choices on the server for every
    // uncached request; as Mantine's Box, Text and Group each was 150 KB of HTML and twice the render.
    const { html } = await page('/men/clothing/mens_kurta');
    const cards = [...html.matchAll(/<article class="[^"]*"[^>]*>.*?<\/article>/gs)].map((m) => m[0]);
    const choices = [...html.matchAll(/<a role="(?:checkbox|radio)".*?<\/a>/gs)].map((m) => m[0]);
    expect(cards.length).toBeGreaterThan(0);
    expect(choices.length).toBeGreaterThan(10);
    // A Mantine component writes its own root class (mantine-Text-root) and hashed ones (m_b6d8b162).
    const mantineMarkup = /mantine-[A-Z]\w*-root|\bm_[0-9a-f]{6,8}\b/;
    expect([...cards, ...choices].filter((part) => mantineMarkup.test(part))).toEqual([]);
    // The card still carries what a shopper reads: brand, title, price, and the heart's name.
    expect(cards[0]).toMatch(/<p class="[^"]*">[^<]+<\/p><p class="[^"]*"[^>]*>[^<]+<\/p>/);
    expect(cards[0]).toMatch(/₹[\d,]+\.00/);
    expect(cards[0]).toMatch(/aria-label="Save [^"]+ to wish list"/);
  });

  it('answers 404 for a three-part address that is no category of the menu', async () => {
    expect((await page('/men/clothing/no_such_category')).status).toBe(404);
    expect((await page('/no/such/page/at/all')).status).toBe(404);
  });
});

describe('the home page and search', () => {
  it('describes the shop as a WebSite whose search takes ?q=', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(jsonLd(html).WebSite.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${shop.url}/search?q={search_term_string}` },
    });
    expect(meta(html, 'og:image')).toBe(`${shop.url}/images/banners/1.png`);
    // The offer drawn in each banner is said in its alt text too, not "offer 1 of 5".
    expect(html).toContain('alt="The Festive Edit: up to 80% off lehengas, sarees and kurtas for every celebration"');
    expect(html).not.toMatch(/alt="[^"]*offer \d of 5"/);
    // The banner comes in three widths for the screen at hand: the preload names the same set as the img.
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/banners\/1\.webp" imagesrcset="\/images\/banners\/1\.webp 1600w, \/images\/banners\/1\.1200\.webp 1200w, \/images\/banners\/1\.800\.webp 800w" imagesizes="[^"]+" fetchpriority="high">/,
    );
  });

  it('renders search results, and the search form submits without JavaScript', async () => {
    const { status, html } = await page('/search?q=kurta');
    expect(status).toBe(200);
    expect(html).toContain('Results for “kurta”');
    expect(meta(html, 'robots')).toBe('noindex, follow');
    expect(html).toMatch(/<form[^>]*action="\/search" method="get"/);
    expect(html).toMatch(/name="q"/);
    expect(html.match(/href="\/product\/id\//g)?.length).toBeGreaterThan(3);
  });

  it('renders only the frame of the members’ pages and leaves the back office to the browser', async () => {
    const cart = await page('/cart');
    expect(cart.status).toBe(200);
    expect(meta(cart.html, 'robots')).toBe('noindex');
    expect(cart.html).toContain('aria-label="Loading the page"');
    const admin = await page('/admin/orders');
    expect(admin.html).toContain('<div id="root"></div>');
  });
});

describe('robots.txt, the sitemap and link-preview pictures', () => {
  it('keeps crawlers out of the members’ pages and names the sitemap', async () => {
    const res = await fetch(`${shop.url}/robots.txt`);
    const text = await res.text();
    for (const path of ['/admin', '/cart', '/checkout', '/account', '/profile']) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
  });

  it('lists every live product and category listing with when it last changed', async () => {
    const res = await fetch(`${shop.url}/sitemap.xml`);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    const xml = await res.text();
    const live = await shop.db.prisma.product.findMany({ where: { deletedAt: null }, select: { id: true } });
    const deleted = await shop.db.prisma.product.findMany({
      where: { deletedAt: { not: null } },
      select: { id: true },
    });
    for (const { id } of live) expect(xml).toContain(`<loc>${shop.url}/product/id/${id}</loc>`);
    for (const { id } of deleted) expect(xml).not.toContain(id);
    expect(xml).toMatch(
      new RegExp(`<loc>${shop.url}/men/clothing/mens_kurta</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z</lastmod>`),
    );
    expect(xml).toContain(`<loc>${shop.url}/women/clothing/saree</loc>`);
  });

  it('writes the sitemap as a urlset of absolute addresses that answer with a page', async () => {
    const xml = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.every((loc) => loc.startsWith(`${shop.url}/`))).toBe(true);
    const product = locs.find((loc) => loc.includes('/product/id/'))!;
    const listing = locs.find((loc) => /\/[a-z]+\/[a-z]+\/[a-z_]+$/.test(loc))!;
    for (const loc of [product, listing]) {
      const res = await fetch(loc, { headers: { accept: 'text/html' } });
      expect(res.status, loc).toBe(200);
    }
  });

  it('lists the policy pages the law asks for, each a server-rendered page the footer links to by its label', async () => {
    const xml = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    const policies = [...xml.matchAll(/<loc>([^<]+\/policies\/[a-z]+)<\/loc>/g)].map((m) => m[1]!);
    expect(policies.map((loc) => loc.slice(shop.url.length))).toEqual([
      '/policies/terms',
      '/policies/privacy',
      '/policies/returns',
      '/policies/shipping',
      '/policies/payments',
      '/policies/grievance',
    ]);
    for (const loc of policies) {
      const res = await fetch(loc, { headers: { accept: 'text/html' } });
      expect(res.status, loc).toBe(200);
      const html = await res.text();
      expect(html, loc).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html, loc).toContain(`<link rel="canonical" href="${loc}">`);
    }
    const grievance = await page('/policies/grievance');
    // The Consumer Protection (E-Commerce) Rules: the officer, and the 48-hour and one-month promises.
    expect(grievance.html).toContain('Grievance Officer');
    expect(grievance.html).toContain('within 48 hours');
    expect(grievance.html).toContain('within one month');
    // The footer's labels keep their names and now lead to the pages.
    for (const [label, path] of [
      ['Privacy Policy', '/policies/privacy'],
      ['Terms of Use', '/policies/terms'],
      ['Grievance Redressal', '/policies/grievance'],
      ['Shipping', '/policies/shipping'],
      ['Returns &amp; Exchanges', '/policies/returns'],
    ]) {
      expect(grievance.html).toMatch(new RegExp(`<a [^>]*href="${path}"[^>]*>${label}</a>`));
    }
    expect((await page('/policies/nothing-like-this')).status).toBe(404);
  });

  it('serves the drawn product art as a PNG at least 600 pixels wide', async () => {
    const res = await fetch(`${shop.url}/images/products/kurta-maroon-1.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(600);
    expect((await fetch(`${shop.url}/images/products/nothing-here-1.png`)).status).toBe(404);
  });

  it('shows the drawn art as WebP in the widths a page asks for, and nothing for other names', async () => {
    const product = await shop.db.prisma.product.findFirstOrThrow({ where: { deletedAt: null } });
    const imagesOf = async (path: string) => {
      const { html } = await page(path);
      return [...html.matchAll(/<(?:img|link rel="preload" as="image") [^>]*>/gi)].map(([tag]) => tag);
    };
    const home = await imagesOf('/');
    const productPage = await imagesOf(`/product/id/${product.id}`);
    expect(home.find((img) => img.startsWith('<img') && img.includes('banners/1.'))).toContain(
      'srcSet="/images/banners/1.webp 1600w, /images/banners/1.1200.webp 1200w, /images/banners/1.800.webp 800w"',
    );
    // The product's main picture, and its preload, offer the larger width for sharp screens.
    expect(productPage.filter((tag) => /\.900\.webp 900w/.test(tag)).length).toBeGreaterThanOrEqual(2);
    // Every picture the pages name, in every width, is there, and none is an SVG.
    const named = new Set(
      [...home, ...productPage].flatMap((tag) => [
        ...[...tag.matchAll(/(?:src|href)="([^"]+)"/gi)].map((m) => m[1]!),
        ...[...tag.matchAll(/srcSet="([^"]+)"/gi)].flatMap((m) =>
          m[1]!.split(', ').map((entry) => entry.split(' ')[0]!),
        ),
      ]),
    );
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((src) => src.endsWith('.svg'))).toEqual([]);
    for (const src of named) expect((await fetch(`${shop.url}${src}`)).status, src).toBe(200);
    for (const [path, width] of [
      ['products/kurta-maroon-1.webp', 600],
      ['products/kurta-maroon-1.900.webp', 900],
      ['banners/1.webp', 1600],
      ['banners/1.800.webp', 800],
      ['tiles/basic-tees.webp', 600],
    ] as const) {
      const res = await fetch(`${shop.url}/images/${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      const { format, width: drawn } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([format, drawn], path).toEqual(['webp', width]);
    }
    // Only listed widths, each under one name: no second name for the first width, no made-up sizes.
    for (const path of [
      'banners/1.1600.webp',
      'banners/1.1000.webp',
      'products/kurta-maroon-1.300.webp',
      'products/nothing-here-1.webp',
      'tiles/a.b.webp',
    ]) {
      expect((await fetch(`${shop.url}/images/${path}`)).status, path).toBe(404);
    }
  });
});

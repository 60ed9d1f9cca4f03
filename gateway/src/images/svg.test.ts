import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { categories, featured, sampleProducts } from '../db/seed-data/catalog.js';
import { imagesRouter } from './router.js';
import { BANNER_COUNT, bannerSvg, COLOURS, KIND_NAMES, productSvg, tileSvg, VIEWS } from './svg.js';

const wellFormed = (svg: string | null): boolean =>
  svg !== null &&
  svg.startsWith('<svg') &&
  svg.endsWith('</svg>') &&
  !svg.includes('undefined') &&
  !svg.includes('NaN');

/** Runs `run` against the images router, mounted at /images as the gateway mounts it. */
async function withServer(run: (base: string) => Promise<void>): Promise<void> {
  const app = express();
  app.use('/images', imagesRouter());
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
}

describe('drawn images', () => {
  it('renders every kind in every colour and view as a well-formed SVG', () => {
    for (const kind of KIND_NAMES) {
      for (const colour of COLOURS) {
        for (const view of VIEWS)
          expect(wellFormed(productSvg(kind, colour, view)), `${kind}-${colour}-${view}`).toBe(true);
      }
    }
  });

  it('draws product images without text or external references', () => {
    const svg = productSvg('kurta', 'maroon', 1)!;
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/href=|https?:\/\/(?!www\.w3\.org)/);
  });

  it('returns null for kinds, colours and views it does not draw', () => {
    expect(productSvg('spaceship', 'red', 1)).toBeNull();
    expect(productSvg('kurta', 'teal', 1)).toBeNull();
    expect(productSvg('kurta', 'red', 0)).toBeNull();
    expect(productSvg('kurta', 'red', 5)).toBeNull();
    expect(productSvg('constructor', 'red', 1)).toBeNull();
    expect(bannerSvg(0)).toBeNull();
    expect(bannerSvg(BANNER_COUNT + 1)).toBeNull();
    expect(tileSvg('../etc')).toBeNull();
  });

  it('renders all five banners and any well-named tile', () => {
    expect(BANNER_COUNT).toBe(5);
    for (let n = 1; n <= 5; n++) expect(wellFormed(bannerSvg(n))).toBe(true);
    for (const name of ['lehenga', 'saree', 'shoes', 'basic-tees', 'mens_kurta', 'something-new']) {
      expect(wellFormed(tileSvg(name)), name).toBe(true);
    }
  });
});

describe('seed catalog', () => {
  const products = sampleProducts();
  const leafIds = categories.filter((c) => c.level === 3 && !c.id.includes('/brands/')).map((c) => c.id);

  it('points every product image and promo tile at an image the router serves', async () => {
    for (const p of products) expect(p.imageUrls.length).toBeGreaterThanOrEqual(3);
    const urls = new Set([...products.flatMap((p) => p.imageUrls), ...featured.map((f) => f.imageSrc)]);
    await withServer(async (base) => {
      for (const url of urls) {
        const res = await fetch(base + url);
        expect(res.status, url).toBe(200);
        expect(wellFormed(await res.text()), url).toBe(true);
      }
    });
  });

  it('is the same on every call', () => {
    expect(sampleProducts()).toEqual(products);
  });

  it('has at least 130 products with every clothing and accessories category stocked', () => {
    expect(products.length).toBeGreaterThanOrEqual(130);
    for (const id of leafIds) expect(products.filter((p) => p.categoryId === id).length, id).toBeGreaterThanOrEqual(3);
    expect(products.every((p) => leafIds.includes(p.categoryId))).toBe(true);
    expect(products.filter((p) => p.categoryId === 'men/clothing/mens_kurta').length).toBeGreaterThanOrEqual(14);
  });

  it('fills every listing price bucket with at least 8 products', () => {
    const buckets = [
      [159, 399],
      [399, 999],
      [999, 1999],
      [1999, 2999],
      [2999, 3999],
      [3999, 4999],
    ] as const;
    for (const [lo, hi] of buckets) {
      const n = products.filter((p) => p.discountedPrice >= lo * 100 && p.discountedPrice <= hi * 100).length;
      expect(n, `${lo}-${hi}`).toBeGreaterThanOrEqual(8);
    }
  });

  it('prices consistently: 44-80% off, selling price rounded to whole rupees', () => {
    for (const p of products) {
      expect(p.discountPercent).toBeGreaterThanOrEqual(44);
      expect(p.discountPercent).toBeLessThanOrEqual(80);
      expect(Number.isInteger(p.price) && p.price % 100 === 0).toBe(true);
      expect(p.discountedPrice).toBe(Math.round((p.price * (100 - p.discountPercent)) / 100 / 100) * 100);
    }
  });

  it('uses only the shop colours, and all of them', () => {
    const used = new Set(products.map((p) => p.colour));
    expect([...used].every((c) => (COLOURS as readonly string[]).includes(c))).toBe(true);
    expect(used.size).toBe(COLOURS.length);
  });

  it('has sensible sizes and stock, including some products sold out in every size', () => {
    for (const p of products) {
      expect(p.sizes.length).toBeGreaterThan(0);
      for (const s of p.sizes) expect(Number.isInteger(s.quantity) && s.quantity >= 0).toBe(true);
      const names = p.sizes.map((s) => s.name).join(',');
      if (p.categoryId.includes('/clothing/')) expect(names).toBe('S,M,L,XL');
      else if (p.categoryId.endsWith('/shoes')) expect(names).toBe('6,7,8,9,10,11');
      else expect(names).toBe('Free Size');
    }
    expect(products.filter((p) => p.sizes.every((s) => s.quantity === 0)).length).toBeGreaterThanOrEqual(6);
  });
});

describe('images router', () => {
  it('serves SVG with a long immutable cache and 404s JSON for anything unknown', async () => {
    await withServer(async (base) => {
      const ok = await fetch(`${base}/images/products/kurta-maroon-2.svg`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toContain('image/svg+xml');
      expect(ok.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await ok.text()).startsWith('<svg')).toBe(true);
      expect((await fetch(`${base}/images/banners/3.svg`)).status).toBe(200);
      expect((await fetch(`${base}/images/tiles/basic-tees.svg`)).status).toBe(200);

      for (const bad of [
        'products/kurta-teal-1.svg',
        'products/kurta-red-9.svg',
        'products/..%2F..%2Fetc%2Fpasswd',
        'banners/6.svg',
        'tiles/a.b.svg',
        'nope',
      ]) {
        const res = await fetch(`${base}/images/${bad}`);
        expect(res.status, bad).toBe(404);
        expect(await res.json()).toEqual({ error: 'not_found', message: 'No such image' });
      }
    });
  });
});

import type http from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../support/harness.js';
import { seoFiles } from '../../src/ssr/seo-files.js';

// The sitemap protocol allows 50,000 addresses a file. A shop with more gets /sitemap.xml as an
// index of numbered files; here files of 60 addresses stand in for 50,000, over the sample shop.

let shop: TestShop;
let small: http.Server;
let smallUrl: string;
beforeAll(async () => {
  shop = await startTestShop();
  const app = express().use(
    seoFiles({
      prisma: shop.db.prisma,
      services: shop.gateway.services,
      originFor: () => 'https://shop.example',
      caches: null,
      sitemapUrls: 60,
    }),
  );
  small = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => small.once('listening', resolve));
  const address = small.address();
  smallUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => small?.close(resolve));
  await shop?.stop();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemaps', () => {
  it('are one urlset while the shop fits in one file, and there is no numbered file', async () => {
    const res = await fetch(`${shop.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect((await fetch(`${shop.url}/sitemap-1.xml`)).status).toBe(404);
  });

  it('become an index of files of at most the limit, which hold every product once', async () => {
    const index = await (await fetch(`${smallUrl}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index);
    const live = await shop.db.prisma.product.findMany({ where: { deletedAt: null }, select: { id: true } });
    expect(files.length).toBeGreaterThanOrEqual(Math.ceil(live.length / 60));
    expect(files[0]).toBe('https://shop.example/sitemap-1.xml');

    const all: string[] = [];
    for (const file of files) {
      const res = await fetch(file.replace('https://shop.example', smallUrl));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const urls = locs(await res.text());
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(60);
      all.push(...urls);
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all[0]).toBe('https://shop.example/');
    const products = all.filter((u) => u.includes('/product/id/')).map((u) => decodeURIComponent(u.split('/').at(-1)!));
    expect(products.sort()).toEqual(live.map((p) => p.id).sort());
    // A file past the last is not found.
    expect((await fetch(`${smallUrl}/sitemap-${files.length + 1}.xml`)).status).toBe(404);
  });
});

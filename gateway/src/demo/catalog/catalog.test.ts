import { describe, expect, it } from 'vitest';
import { COLOURS } from '../../services/catalog/filter.js';
import { wellFormed, withImagesServer } from '../art/test-support.js';
import { sampleProducts } from './catalog.js';
import { categories } from './categories.js';
import { featured } from './navigation.js';

describe('seed catalog', () => {
  const products = sampleProducts();
  const leafIds = categories.filter((c) => c.level === 3 && !c.id.includes('/brands/')).map((c) => c.id);

  it('points every product image and promo tile at an image the router serves', async () => {
    for (const p of products) expect(p.imageUrls.length).toBeGreaterThanOrEqual(3);
    const urls = new Set([...products.flatMap((p) => p.imageUrls), ...featured.map((f) => f.imageSrc)]);
    await withImagesServer(async (base) => {
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

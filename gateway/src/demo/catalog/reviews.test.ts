import { describe, expect, it } from 'vitest';
import { sampleProducts } from './catalog.js';
import { sampleReviews } from './reviews.js';

describe('sample reviews', () => {
  const products = sampleProducts();
  const { buyers, reviews } = sampleReviews(products);

  it('are the same on every call', () => {
    expect(sampleReviews(sampleProducts())).toEqual({ buyers, reviews });
  });

  it('keep the rules a shopper’s review meets: 1 to 5 stars, one per buyer and product, short words', () => {
    expect(new Set(buyers.map((b) => b.email)).size).toBe(buyers.length);
    expect(new Set(reviews.map((r) => `${r.buyerIndex}/${r.productIndex}`)).size).toBe(reviews.length);
    for (const r of reviews) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(buyers[r.buyerIndex]).toBeDefined();
      expect(products[r.productIndex]).toBeDefined();
      expect(r.title === null).toBe(r.text === null);
      expect((r.title ?? '').length).toBeLessThanOrEqual(100);
      expect((r.text ?? '').length).toBeLessThanOrEqual(2000);
      // Written while the product was on sale.
      expect(r.ageDays).toBeLessThanOrEqual(products[r.productIndex]!.ageDays);
    }
  });

  it('give 30 products two to six ratings each, without repeating words within a product', () => {
    const byProduct = new Map<number, typeof reviews>();
    for (const r of reviews) byProduct.set(r.productIndex, [...(byProduct.get(r.productIndex) ?? []), r]);
    expect(byProduct.size).toBe(30);
    for (const list of byProduct.values()) {
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(list.length).toBeLessThanOrEqual(6);
      const said = list.flatMap((r) => (r.text ? [r.text] : []));
      expect(new Set(said).size).toBe(said.length);
    }
    expect(reviews.filter((r) => r.rating >= 4 && r.text).length).toBeGreaterThanOrEqual(4);
  });
});

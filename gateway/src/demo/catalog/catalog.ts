import { expand } from './generator.js';
import { menAccessories, womenAccessories } from './products-accessories.js';
import { menClothing } from './products-men.js';
import { womenClothing } from './products-women.js';
import type { SeedProduct } from './types.js';

/**
 * About 150 sample products across every clothing and accessories category. Images are drawn by
 * the gateway (/images/...), so the shop needs no files or network to look complete.
 * Deterministic: the same products, prices, stock and ages on every call.
 */
export function sampleProducts(): SeedProduct[] {
  const women = expand([...womenClothing, ...womenAccessories], 0x5eed);
  return [...women, ...expand([...menClothing, ...menAccessories], 0xbeef, women.length)];
}

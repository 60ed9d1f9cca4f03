// The sample shop: the catalog a fresh database is filled with and the art its pictures are drawn
// from. It is content, not shop logic; the gateway reaches it through this file only, so the shop
// would run the same with another catalog in its place.
import { categories } from './catalog/categories.js';
import { sampleProducts } from './catalog/catalog.js';
import { featured, pages } from './catalog/navigation.js';
import { sampleReviews } from './catalog/reviews.js';
import type { SeedBuyer, SeedCategory, SeedFeatured, SeedPage, SeedProduct, SeedReview } from './catalog/types.js';

export { imagesRouter } from './art/router.js';
export { rasterImages } from './art/raster-images.js';
export type { SeedBuyer, SeedProduct, SeedReview } from './catalog/types.js';

/** Everything the seed writes besides the admin account. */
export interface SampleShop {
  /** The menu's category tree, every level. */
  categories: SeedCategory[];
  /** The menu's promo tiles. */
  featured: SeedFeatured[];
  /** The menu's plain links. */
  pages: SeedPage[];
  products: SeedProduct[];
  /** Sample shoppers, and their ratings and reviews of the newest products. */
  buyers: SeedBuyer[];
  reviews: SeedReview[];
}

/** Deterministic: the same categories, products, prices, stock, ages and reviews on every call. */
export function sampleShop(): SampleShop {
  const products = sampleProducts();
  return { categories, featured, pages, products, ...sampleReviews(products) };
}

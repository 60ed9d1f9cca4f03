import { COLOURS, LISTING_SIZES, PRICE_BUCKETS } from './filter.js';
import { attributeEntries } from './product-attributes.js';
import { SECOND_LEVEL_CATEGORIES, THIRD_LEVEL_CATEGORIES, TOP_LEVEL_CATEGORIES } from '../back-office/product-rules.js';

/**
 * The fixed lists a product and a listing choose from, as GraphQL's `productChoices` answers them:
 * the storefront's filter panel and the admin's product form read these instead of keeping copies.
 */
export const PRODUCT_CHOICES = {
  colours: COLOURS,
  listingSizes: LISTING_SIZES,
  priceBuckets: PRICE_BUCKETS,
  topLevelCategories: TOP_LEVEL_CATEGORIES,
  secondLevelCategories: SECOND_LEVEL_CATEGORIES,
  thirdLevelCategories: THIRD_LEVEL_CATEGORIES,
  attributes: attributeEntries().map(([name, a]) => ({ name, label: a.label, filter: a.filter ?? false })),
};

import { builder } from '../builder.js';
import { filterAttributes } from '../../gateway/src/services/index.js';

const StockFilterEnum = builder.enumType('StockFilter', {
  description: 'Availability over all sizes.',
  values: {
    IN_STOCK: { description: 'At least one unit in some size.' },
    OUT_OF_STOCK: { description: 'No units in any size.' },
  } as const,
});

export const ProductFilterInput = builder.inputType('ProductFilter', {
  description: 'Listing filters; every one is optional and all given ones must hold.',
  fields: (t) => ({
    category: t.string({
      description:
        'A category path id ("women/clothing/lehenga", "men/accessories/shoes", "women", "men/clothing") selecting it and everything under it, or a bare name ("mens_kurta") selecting every category of that name.',
    }),
    colours: t.stringList({
      description:
        'Any of these colours (white, beige, blue, brown, green, purple, yellow, black, red, maroon, pink, orange, gray).',
    }),
    colors: t.stringList({
      description: 'The same as `colours`; when both are given, `colours` is used.',
      deprecationReason: 'Use `colours`: the API spells colour one way, as in Product.colour.',
    }),
    sizes: t.stringList({ description: 'Any of these sizes, in stock (quantity above 0) in that size.' }),
    minPrice: t.field({ type: 'Money', description: 'Lowest discounted price, in paise.' }),
    maxPrice: t.field({ type: 'Money', description: 'Highest discounted price, in paise.' }),
    minDiscount: t.int({ description: 'Lowest discount percent, 0 to 100.' }),
    stock: t.field({ type: StockFilterEnum, description: 'In stock or sold out; both when absent.' }),
    // Each attribute with `filter` (product-attributes.ts): any of the given values, case aside.
    ...Object.fromEntries(
      filterAttributes().map(([name, a]) => [
        name,
        t.stringList({ description: `Any of these values of ${a.label.toLowerCase()}, without regard to case.` }),
      ]),
    ),
  }),
});

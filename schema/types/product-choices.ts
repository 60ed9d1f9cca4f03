import { builder } from '../builder.js';
import { PRODUCT_CHOICES } from '../../gateway/src/services/index.js';

type Bucket = (typeof PRODUCT_CHOICES.priceBuckets)[number];
type Attribute = (typeof PRODUCT_CHOICES.attributes)[number];

const PriceBucketRef = builder.objectRef<Bucket>('PriceBucket').implement({
  description: "A price range a listing offers as one choice (the `price` filter's bounds).",
  fields: (t) => ({
    minPrice: t.expose('minPrice', { type: 'Money', description: 'Lowest discounted price, in paise.' }),
    maxPrice: t.expose('maxPrice', { type: 'Money', description: 'Highest discounted price, in paise.' }),
  }),
});

const AttributeChoiceRef = builder.objectRef<Attribute>('AttributeChoice').implement({
  description: 'An attribute a product may have (material, …): a text input of the product form, maybe a filter.',
  fields: (t) => ({
    name: t.exposeString('name', {
      description: 'Its name in Product, the product inputs and, when a filter, ProductFilter and the URL.',
    }),
    label: t.exposeString('label', { description: 'Its name for people ("Material").' }),
    filter: t.exposeBoolean('filter', { description: 'True when listings filter on it (any of given values).' }),
  }),
});

const ProductChoicesRef = builder.objectRef<typeof PRODUCT_CHOICES>('ProductChoices').implement({
  description:
    "The fixed lists a product and a listing choose from, kept once on the server: the listing's filter choices and the add-product form's lists.",
  fields: (t) => ({
    colours: t.stringList({
      description: 'The catalog colours, lower case: every product has one, and `ProductFilter.colours` takes them.',
      resolve: (c) => [...c.colours],
    }),
    listingSizes: t.stringList({
      description: 'The sizes a listing offers to filter on (`ProductFilter.sizes`).',
      resolve: (c) => [...c.listingSizes],
    }),
    priceBuckets: t.field({
      type: [PriceBucketRef],
      description: 'The price ranges a listing offers, cheapest first.',
      resolve: (c) => c.priceBuckets,
    }),
    topLevelCategories: t.stringList({
      description: 'The first level of the category chain a new product is filed under.',
      resolve: (c) => [...c.topLevelCategories],
    }),
    secondLevelCategories: t.stringList({
      description: 'The second level of the category chain.',
      resolve: (c) => [...c.secondLevelCategories],
    }),
    thirdLevelCategories: t.stringList({
      description: 'The third level of the category chain.',
      resolve: (c) => [...c.thirdLevelCategories],
    }),
    attributes: t.field({
      type: [AttributeChoiceRef],
      description: "The product's attributes (services/catalog/product-attributes.ts), in display order.",
      resolve: (c) => c.attributes,
    }),
  }),
});

builder.queryFields((t) => ({
  productChoices: t.field({
    type: ProductChoicesRef,
    description: 'The fixed lists products and listings choose from (colours, filter sizes, price ranges, categories).',
    resolve: () => PRODUCT_CHOICES,
  }),
}));

import { builder } from '../builder.js';
import {
  attributeEntries,
  SECOND_LEVEL_CATEGORIES,
  THIRD_LEVEL_CATEGORIES,
  TOP_LEVEL_CATEGORIES,
} from '../../gateway/src/services/index.js';

/** One optional text input per attribute (product-attributes.ts); empty text clears it. */
const attributeInputs = <F>(t: { string: (options: { description: string }) => F }): Record<string, F> =>
  Object.fromEntries(
    attributeEntries().map(([name, a]) => [
      name,
      t.string({ description: `${a.description} Optional; empty clears it.` }),
    ]),
  );

// Fields are optional in GraphQL so the service can name every missing or wrong field in one
// answer (extensions.fields), which the add-product form shows beside each field.

const SizeStockInput = builder.inputType('SizeStockInput', {
  description: 'The stock of one size.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'XS to XXL for clothing, 6 to 11 for shoes.' }),
    quantity: t.int({ required: true, description: 'Units in stock, 0 or more.' }),
  }),
});

export const NewProductInput = builder.inputType('NewProductInput', {
  description: 'The add-product form. Wrong fields are BAD_USER_INPUT with every field named in extensions.fields.',
  fields: (t) => ({
    title: t.string({ description: 'The product name shown on cards and its page.' }),
    brand: t.string({ description: 'The maker.' }),
    colour: t.string({ description: 'One of the shop colours (white, beige, blue, … gray).' }),
    description: t.string({ description: 'A paragraph about the product.' }),
    details: t.string({ description: 'Optional.' }),
    highlights: t.stringList({ description: 'At least one.' }),
    imageUrls: t.stringList({
      description: 'At least one; http(s) addresses or paths on the shop (an uploaded photo: its /photos/… url).',
    }),
    imageAlts: t.stringList({
      description:
        'The alt text of each image, in the order of imageUrls, none empty; omitted, the title describes each.',
    }),
    price: t.int({ description: 'Paise, whole rupees, 0 or more.' }),
    discountedPrice: t.int({ description: 'Paise, whole rupees, at most the price. The discount percent is derived.' }),
    sizes: t.field({ type: [SizeStockInput], description: 'Sizes with their stock; the total is derived.' }),
    topLevelCategory: t.string({ description: TOP_LEVEL_CATEGORIES.join(', ') }),
    secondLevelCategory: t.string({ description: SECOND_LEVEL_CATEGORIES.join(', ') }),
    thirdLevelCategory: t.string({
      description: `${THIRD_LEVEL_CATEGORIES.join(', ')}. Missing levels of the chain are created.`,
    }),
    ...attributeInputs(t),
  }),
});

export const ProductChangesInput = builder.inputType('ProductChangesInput', {
  description: 'Changes to a product; omitted fields stay. Sizes sent get that stock (a new size is added).',
  fields: (t) => ({
    title: t.string({ description: 'The product name shown on cards and its page.' }),
    brand: t.string({ description: 'The maker.' }),
    colour: t.string({ description: 'One of the shop colours, lower case.' }),
    description: t.string({ description: 'A paragraph about the product.' }),
    details: t.string({ description: 'Fabric, care and fit notes.' }),
    highlights: t.stringList({ description: 'Short selling points.' }),
    imageUrls: t.stringList({ description: 'Image addresses, the main image first.' }),
    imageAlts: t.stringList({
      description:
        'The alt text of each image, in the order of imageUrls (send both together); omitted with imageUrls, the title.',
    }),
    price: t.int({ description: 'Paise, whole rupees.' }),
    discountedPrice: t.int({ description: 'Paise, whole rupees, at most the price.' }),
    sizes: t.field({ type: [SizeStockInput], description: 'Sizes to set the stock of; a new size is added.' }),
    ...attributeInputs(t),
  }),
});

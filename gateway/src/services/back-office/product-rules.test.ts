import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { checkNewProduct, checkProductChanges, discountPercentOf, type ProductInput } from './product-rules.js';

const form: ProductInput = {
  title: ' Indigo Kurta ',
  brand: 'Kapda',
  colour: 'Blue',
  description: 'Cotton.',
  highlights: ['Hand block print'],
  imageUrls: ['/images/p1.svg', 'https://cdn.example.com/p1.jpg'],
  price: 199900,
  discountedPrice: 99900,
  sizes: [
    { name: 'm', quantity: 3 },
    { name: 'L', quantity: '2' },
  ],
  topLevelCategory: 'Men',
  secondLevelCategory: 'clothing',
  thirdLevelCategory: 'mens_kurta',
};

/** The fields a check refused, with their messages. */
function refused(fn: () => unknown): Record<string, string> {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError && error.fields) return error.fields;
    throw error;
  }
  throw new Error('nothing was refused');
}

describe('the add-product form rules', () => {
  it('accepts a good form, trimmed, colours and categories lower case, sizes upper case', () => {
    expect(checkNewProduct(form)).toMatchObject({
      title: 'Indigo Kurta',
      colour: 'blue',
      details: '',
      sizes: [
        { name: 'M', quantity: 3 },
        { name: 'L', quantity: 2 },
      ],
      topLevelCategory: 'men',
    });
  });

  it('names every wrong field at once, each with its own message', () => {
    const fields = refused(() =>
      checkNewProduct({ ...form, title: '', colour: 'teal', price: 1999.5, imageUrls: ['not an address'], sizes: [] }),
    );
    expect(fields).toEqual({
      title: 'Title is required',
      colour:
        'Unknown colour "teal"; use one of white, beige, blue, brown, green, purple, yellow, black, red, maroon, pink, orange, gray',
      price: 'Price must be a whole number of rupees',
      imageUrls: 'Image address 1 is not valid',
      sizes: 'Add at least one size',
    });
  });

  it('refuses a discounted price above the price, and a size listed twice', () => {
    expect(refused(() => checkNewProduct({ ...form, discountedPrice: 299900 }))).toEqual({
      discountedPrice: 'The discounted price must not be more than the price',
    });
    expect(
      refused(() =>
        checkNewProduct({
          ...form,
          sizes: [
            { name: 'M', quantity: 1 },
            { name: 'm', quantity: 2 },
          ],
        }),
      ),
    ).toEqual({ sizes: 'Size M is listed twice' });
  });
});

describe('the edit rules', () => {
  const current = { price: 199900, discountedPrice: 99900 };

  it('checks only the fields sent', () => {
    expect(checkProductChanges({ brand: ' Kapda House ' }, current)).toEqual({ brand: 'Kapda House' });
  });

  it('checks a new price against the current discounted price', () => {
    expect(refused(() => checkProductChanges({ price: 50000 }, current))).toEqual({
      discountedPrice: 'The discounted price must not be more than the price',
    });
  });

  it('refuses an edit that changes nothing', () => {
    expect(refused(() => checkProductChanges({}, current))).toEqual({ input: 'Nothing to change' });
  });
});

describe('the discount percent', () => {
  it('is derived from the two prices, rounded, and 0 for a free product', () => {
    expect(discountPercentOf(199900, 99900)).toBe(50);
    expect(discountPercentOf(300000, 200000)).toBe(33);
    expect(discountPercentOf(0, 0)).toBe(0);
  });
});

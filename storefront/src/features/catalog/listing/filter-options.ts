import type { NavigationQuery } from '../../../graphql/graphql';

// The listing's filter choices: fixed lists, the same for every category.

/** What the listing's filters offer: the server's lists (GraphQL `productChoices`), never a copy here. */
export type ListingChoices = NonNullable<NavigationQuery['productChoices']>;

/** The swatch shade of each colour, for the filter and the product page; other colours show as their CSS name. */
const SWATCHES: Readonly<Record<string, string>> = {
  white: '#ffffff',
  beige: '#e8dcc4',
  blue: '#2f5fb3',
  brown: '#7a4b2a',
  green: '#2f8a4c',
  purple: '#7b3fa0',
  yellow: '#f2c230',
  black: '#1f1f1f',
  red: '#d63031',
  maroon: '#7f1d2d',
  pink: '#f38fb1',
  orange: '#f08a24',
  gray: '#8c8c8c',
};

/** "maroon" → "Maroon". */
export const colourLabel = (colour: string) => colour.charAt(0).toUpperCase() + colour.slice(1);

/** A price bucket as it appears in the URL, in whole rupees (`price=399-999`). */
export const priceParam = (b: { minPrice: number; maxPrice: number }) => `${b.minPrice / 100}-${b.maxPrice / 100}`;

export const DISCOUNTS = [10, 20, 30, 40, 50, 60, 70, 80] as const;

export const AVAILABILITY = [
  { value: 'in_stock', label: 'In Stock' },
  { value: 'out_of_stock', label: 'Out Of Stock' },
] as const;

export const SORTS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_low', label: 'Price: Low to High' },
  { value: 'price_high', label: 'Price: High to Low' },
  { value: 'rating', label: 'Customer rating' },
] as const;

export const PAGE_SIZE = 20;

export function swatchFor(colour: string): string | undefined {
  return SWATCHES[colour.toLowerCase()];
}

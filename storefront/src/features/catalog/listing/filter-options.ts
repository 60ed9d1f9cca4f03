// The listing's filter choices: fixed lists, the same for every category.

/** The 13 colours, with the swatch shade used by the filter and the product page. */
export const COLOURS: ReadonlyArray<{ value: string; label: string; swatch: string }> = [
  { value: 'white', label: 'White', swatch: '#ffffff' },
  { value: 'beige', label: 'Beige', swatch: '#e8dcc4' },
  { value: 'blue', label: 'Blue', swatch: '#2f5fb3' },
  { value: 'brown', label: 'Brown', swatch: '#7a4b2a' },
  { value: 'green', label: 'Green', swatch: '#2f8a4c' },
  { value: 'purple', label: 'Purple', swatch: '#7b3fa0' },
  { value: 'yellow', label: 'Yellow', swatch: '#f2c230' },
  { value: 'black', label: 'Black', swatch: '#1f1f1f' },
  { value: 'red', label: 'Red', swatch: '#d63031' },
  { value: 'maroon', label: 'Maroon', swatch: '#7f1d2d' },
  { value: 'pink', label: 'Pink', swatch: '#f38fb1' },
  { value: 'orange', label: 'Orange', swatch: '#f08a24' },
  { value: 'gray', label: 'Gray', swatch: '#8c8c8c' },
];

export const SIZES = ['S', 'M', 'L'] as const;

/** Price buckets in whole rupees, as they appear in the URL (`price=399-999`). */
export const PRICE_BUCKETS = ['159-399', '399-999', '999-1999', '1999-2999', '2999-3999', '3999-4999'] as const;

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
  return COLOURS.find((c) => c.value === colour.toLowerCase())?.swatch;
}

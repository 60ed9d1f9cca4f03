import type { SeedCategory, SeedFeatured, SeedPage, SeedProduct } from './types.js';

// A first sample catalog; the Catalog issue grows it to the full menu.
export const categories: SeedCategory[] = [
  { id: 'men', name: 'men', label: 'Men', level: 1, parentId: null, position: 1 },
  { id: 'men/clothing', name: 'clothing', label: 'Clothing', level: 2, parentId: 'men', position: 0 },
  { id: 'men/clothing/mens_kurta', name: 'mens_kurta', label: "Men's Kurta", level: 3, parentId: 'men/clothing', position: 0 },
  { id: 'women', name: 'women', label: 'Women', level: 1, parentId: null, position: 0 },
  { id: 'women/clothing', name: 'clothing', label: 'Clothing', level: 2, parentId: 'women', position: 0 },
  { id: 'women/clothing/lehenga', name: 'lehenga', label: 'Lehenga', level: 3, parentId: 'women/clothing', position: 1 },
];

export const featured: SeedFeatured[] = [];
export const pages: SeedPage[] = [
  { name: 'Company', href: '', position: 0 },
  { name: 'Stores', href: '', position: 1 },
];

const clothingSizes = (q: number[]) => ['S', 'M', 'L', 'XL'].map((name, i) => ({ name, quantity: q[i] ?? 0 }));

export function sampleProducts(): SeedProduct[] {
  return [
    {
      title: 'Men Embroidered Cotton Straight Kurta',
      brand: 'Manyavar',
      description: 'A straight cotton kurta with fine tonal embroidery at the placket.',
      details: 'Mandarin collar, long sleeves, straight hem. Machine wash.',
      highlights: ['100% cotton', 'Regular fit', 'Embroidered placket'],
      price: 249900,
      discountedPrice: 99900,
      discountPercent: 60,
      colour: 'white',
      imageUrls: ['/images/products/kurta-white-1.svg'],
      tags: ['kurta'],
      categoryId: 'men/clothing/mens_kurta',
      sizes: clothingSizes([5, 8, 0, 3]),
      ageDays: 1,
    },
    {
      title: 'Women Silk Blend Embellished Lehenga Choli',
      brand: 'Fabindia',
      description: 'A flared silk-blend lehenga with sequin work and a matching choli.',
      details: 'Semi-stitched, with dupatta. Dry clean only.',
      highlights: ['Silk blend', 'Sequin embellishment', 'With dupatta'],
      price: 899900,
      discountedPrice: 399900,
      discountPercent: 56,
      colour: 'maroon',
      imageUrls: ['/images/products/lehenga-maroon-1.svg'],
      tags: ['lehenga'],
      categoryId: 'women/clothing/lehenga',
      sizes: clothingSizes([2, 0, 4, 1]),
      ageDays: 2,
    },
  ];
}

import type { SeedFeatured, SeedPage } from './types.js';

/** Two promo tiles per top-level category; each links to a real listing and a drawn tile image. */
export const featured: SeedFeatured[] = [
  {
    categoryId: 'women',
    name: 'New Arrivals',
    href: '/women/clothing/dresses',
    imageSrc: '/images/tiles/new-arrivals-women.svg',
    imageAlt: 'A pink fit-and-flare dress beside a beige handbag.',
    position: 0,
  },
  {
    categoryId: 'women',
    name: 'Basic Tees',
    href: '/women/clothing/t_shirt',
    imageSrc: '/images/tiles/basic-tees.svg',
    imageAlt: 'Grey, black and white crew-neck tees laid out together.',
    position: 1,
  },
  {
    categoryId: 'men',
    name: 'New Arrivals',
    href: '/men/clothing/shirts',
    imageSrc: '/images/tiles/new-arrivals-men.svg',
    imageAlt: 'A blue button-down shirt with a brown leather-strap watch.',
    position: 0,
  },
  {
    categoryId: 'men',
    name: 'Artwork Tees',
    href: '/men/clothing/t_shirt',
    imageSrc: '/images/tiles/artwork-tees.svg',
    imageAlt: 'A white tee with an abstract orange and blue chest print.',
    position: 1,
  },
];

/** The menu's top-level pages, each a help page of the shop (storefront /pages/{slug}). */
export const pages: SeedPage[] = [
  { name: 'Company', href: '/pages/about', position: 0 },
  { name: 'Stores', href: '/pages/stores', position: 1 },
];

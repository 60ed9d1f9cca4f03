// Test data shaped like the gateway's answers (with __typename, as Apollo's cache expects).

export function productCard(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Product',
    id,
    title: `Cotton Kurta ${id}`,
    brand: 'Manyavar',
    price: 249900,
    discountedPrice: 99900,
    discountPercent: 60,
    imageUrls: [`/images/products/kurta-white-1.svg`],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function productPage(content: unknown[], totalPages = 1) {
  return { __typename: 'ProductPage', content, totalPages, totalElements: content.length, pageNumber: 1 };
}

export const navigation = {
  __typename: 'Navigation',
  categories: [
    {
      __typename: 'NavCategory',
      id: 'women',
      name: 'Women',
      featured: [
        {
          __typename: 'NavFeatured',
          name: 'New Arrivals',
          href: '#',
          imageSrc: '/images/tiles/new-arrivals-women.svg',
          imageAlt: 'Dresses and bags',
        },
      ],
      sections: [
        {
          __typename: 'NavSection',
          id: 'clothing',
          name: 'Clothing',
          items: [
            { __typename: 'NavItem', name: 'Lehenga Choli', href: 'lehenga' },
            { __typename: 'NavItem', name: 'Browse All', href: '' },
          ],
        },
        {
          __typename: 'NavSection',
          id: 'brands',
          name: 'Brands',
          items: [{ __typename: 'NavItem', name: 'Gucci', href: '' }],
        },
      ],
    },
    {
      __typename: 'NavCategory',
      id: 'men',
      name: 'Men',
      featured: [],
      sections: [
        // Same section id as Women's clothing, other items: the real menu repeats section ids.
        {
          __typename: 'NavSection',
          id: 'clothing',
          name: 'Clothing',
          items: [{ __typename: 'NavItem', name: 'Kurtas', href: 'mens_kurta' }],
        },
        {
          __typename: 'NavSection',
          id: 'accessories',
          name: 'Accessories',
          items: [{ __typename: 'NavItem', name: 'Shoes', href: 'shoes' }],
        },
      ],
    },
  ],
  pages: [
    { __typename: 'NavPage', name: 'Company', href: '' },
    { __typename: 'NavPage', name: 'Stores', href: '' },
  ],
};

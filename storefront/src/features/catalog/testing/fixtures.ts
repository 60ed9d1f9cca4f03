// Test data shaped like the gateway's answers (with __typename, as Apollo's cache expects), typed
// by the generated types: a field renamed or dropped in the schema fails the typecheck here.
import type {
  HomeRowQuery,
  NavigationQuery,
  ProductCardFieldsFragment,
  ProductListQuery,
} from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';

type Card = WithTypenames<ProductCardFieldsFragment>;

export function productCard(id: string, overrides: Partial<Card> = {}): Card {
  return {
    __typename: 'Product',
    id,
    title: `Cotton Kurta ${id}`,
    brand: 'Manyavar',
    price: 249900,
    discountedPrice: 99900,
    discountPercent: 60,
    imageUrls: [`/images/products/kurta-white-1.svg`],
    rating: { __typename: 'ProductRating', average: 0, count: 0 },
    ...overrides,
  };
}

/** A home row's answer: just the cards, as HomeRow asks. */
export function homeRow(content: Card[]): WithTypenames<HomeRowQuery> {
  return { products: { __typename: 'ProductPage', content } };
}

export function productPage(content: Card[], totalPages = 1): WithTypenames<ProductListQuery['products']> {
  return { __typename: 'ProductPage', content, totalPages, totalElements: content.length, pageNumber: 1 };
}

const navigation: WithTypenames<NavigationQuery['navigation']> = {
  __typename: 'Navigation',
  categories: [
    {
      __typename: 'NavCategory',
      id: 'women',
      slug: 'women',
      label: 'Women',
      featured: [
        {
          __typename: 'NavFeatured',
          label: 'New Arrivals',
          href: '#',
          imageSrc: '/images/tiles/new-arrivals-women.svg',
          imageAlt: 'Dresses and bags',
        },
      ],
      sections: [
        {
          __typename: 'NavSection',
          id: 'women/clothing',
          slug: 'clothing',
          label: 'Clothing',
          items: [
            { __typename: 'NavItem', label: 'Lehenga Choli', href: 'lehenga' },
            { __typename: 'NavItem', label: 'Browse All', href: '' },
          ],
        },
        {
          __typename: 'NavSection',
          id: 'women/brands',
          slug: 'brands',
          label: 'Brands',
          items: [{ __typename: 'NavItem', label: 'Gucci', href: '' }],
        },
      ],
    },
    {
      __typename: 'NavCategory',
      id: 'men',
      slug: 'men',
      label: 'Men',
      featured: [],
      sections: [
        // Same section id as Women's clothing, other items: the real menu repeats section ids.
        {
          __typename: 'NavSection',
          id: 'men/clothing',
          slug: 'clothing',
          label: 'Clothing',
          items: [{ __typename: 'NavItem', label: 'Kurtas', href: 'mens_kurta' }],
        },
        {
          __typename: 'NavSection',
          id: 'men/accessories',
          slug: 'accessories',
          label: 'Accessories',
          items: [{ __typename: 'NavItem', label: 'Shoes', href: 'shoes' }],
        },
      ],
    },
  ],
  pages: [
    { __typename: 'NavPage', label: 'Company', href: '' },
    { __typename: 'NavPage', label: 'Stores', href: '' },
  ],
};

/** The server's filter lists, as productChoices answers them (the gateway's own lists). */
const productChoices: WithTypenames<NonNullable<NavigationQuery['productChoices']>> = {
  __typename: 'ProductChoices',
  colours: [
    'white',
    'beige',
    'blue',
    'brown',
    'green',
    'purple',
    'yellow',
    'black',
    'red',
    'maroon',
    'pink',
    'orange',
    'gray',
  ],
  listingSizes: ['S', 'M', 'L'],
  priceBuckets: [
    [159, 399],
    [399, 999],
    [999, 1999],
    [1999, 2999],
    [2999, 3999],
    [3999, 4999],
  ].map(([min, max]) => ({ __typename: 'PriceBucket', minPrice: min! * 100, maxPrice: max! * 100 })),
  attributes: [],
};

/** The whole answer of the Navigation query: the menu and the filter lists. */
export const navigationData: WithTypenames<NavigationQuery> = { navigation, productChoices };

import { FeaturedReviewsDocument, HAPPY_CUSTOMER_CARDS } from '../api/featured-reviews';
import { HomeRowDocument, HOME_ROWS } from '../api/home-row';
import { HomePageDocument, ProductRowDocument, rowVariables } from '../api/home-layout';
import type { HomeLayoutFieldsFragment } from '../../../graphql/graphql';
import {
  HOME_TITLE,
  SHOP_DESCRIPTION,
  SHOP_IMAGE,
  SHOP_NAME,
  type PageMeta,
  type PageRequest,
} from '../../../lib/page-meta';
import { picture } from '../../../lib/pictures';
import { BANNER_SIZES, FIRST_BANNER } from '../../../lib/banners';

/** Fetches the home page's strips and describes the shop: WebSite with its search. */
export async function loadHomePage(request: PageRequest): Promise<PageMeta> {
  const home = await request.client.query({ query: HomePageDocument });
  const arranged = home.data?.homePage;
  return arranged ? loadArrangedHome(request, arranged.sections) : loadBuiltInHome(request);
}

/** The published home page: every row's products and the reviews when it shows them. */
async function loadArrangedHome(
  request: PageRequest,
  sections: HomeLayoutFieldsFragment['sections'],
): Promise<PageMeta> {
  const rows = sections.filter((s) => s.kind === 'PRODUCT_ROW' && s.source);
  const [firstRow] = await Promise.all([
    ...rows.map((s) =>
      request.client.query({ query: ProductRowDocument, variables: rowVariables(s) }).catch(() => null),
    ),
    ...(sections.some((s) => s.kind === 'REVIEWS')
      ? [request.client.query({ query: FeaturedReviewsDocument, variables: { limit: HAPPY_CUSTOMER_CARDS } })]
      : []),
  ]);
  const banner = sections.find((s) => s.kind === 'HERO')?.slides[0]?.imageUrl;
  const firstCard = rows.length
    ? (firstRow as { data?: { productRow: { imageUrls: string[] }[] } } | null)?.data?.productRow[0]?.imageUrls[0]
    : undefined;
  return {
    ...homeMeta(request.origin),
    lcpImages: [...(banner ? [picture(banner, BANNER_SIZES)] : []), ...(firstCard ? [picture(firstCard)] : [])],
  };
}

async function loadBuiltInHome({ client, origin }: PageRequest): Promise<PageMeta> {
  const [kurtas] = await Promise.all([
    client.query({ query: HomeRowDocument, variables: HOME_ROWS.kurtas }),
    ...Object.values(HOME_ROWS)
      .filter((variables) => variables !== HOME_ROWS.kurtas)
      .map((variables) => client.query({ query: HomeRowDocument, variables })),
    client.query({ query: FeaturedReviewsDocument, variables: { limit: HAPPY_CUSTOMER_CARDS } }),
  ]);
  // A desktop's largest picture is the first banner; a phone's, the first row's first card.
  const firstCard = kurtas.data?.products.content[0]?.imageUrls[0];
  return {
    ...homeMeta(origin),
    lcpImages: [picture(FIRST_BANNER, BANNER_SIZES), ...(firstCard ? [picture(firstCard)] : [])],
  };
}

/** What the home page says of itself, whichever is shown: WebSite with its search. */
function homeMeta(origin: string): PageMeta {
  return {
    status: 200,
    title: HOME_TITLE,
    description: SHOP_DESCRIPTION,
    canonicalPath: '/',
    image: SHOP_IMAGE,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SHOP_NAME,
        url: `${origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

import { FeaturedReviewsDocument, HAPPY_CUSTOMER_CARDS } from '../api/featured-reviews';
import { HomeRowDocument, HOME_ROWS } from '../api/home-row';
import {
  HOME_TITLE,
  SHOP_DESCRIPTION,
  SHOP_IMAGE,
  SHOP_NAME,
  type PageMeta,
  type PageRequest,
} from '../../../lib/page-meta';
import { picture } from '../../../lib/pictures';
import { BANNER_SIZES, FIRST_BANNER } from '../home/banners';

/** Fetches the home page's strips and describes the shop: WebSite with its search. */
export async function loadHomePage({ client, origin }: PageRequest): Promise<PageMeta> {
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
    status: 200,
    title: HOME_TITLE,
    description: SHOP_DESCRIPTION,
    canonicalPath: '/',
    image: SHOP_IMAGE,
    lcpImages: [picture(FIRST_BANNER, BANNER_SIZES), ...(firstCard ? [picture(firstCard)] : [])],
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

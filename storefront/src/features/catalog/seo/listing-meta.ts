import { NavigationDocument } from '../api/navigation';
import { ProductListDocument } from '../api/product-list';
import { categoryTrail, isMenuCategory, listingCategory } from '../listing/category-label';
import { readPage, toVariables } from '../listing/listing-params';
import {
  breadcrumbList,
  NOT_FOUND_META,
  SHOP_IMAGE,
  SHOP_NAME,
  type PageMeta,
  type PageRequest,
} from '../../../lib/page-meta';
import { picture } from '../../../lib/pictures';
import { listingTitle } from './titles';

/**
 * Fetches a category listing (the menu, and the page of products its address asks for). A
 * three-part address that is no category of the menu is a 404. Filters and sort change only the
 * view, so the canonical address keeps just the page number.
 */
export async function loadListingPage({ client, params, searchParams, origin }: PageRequest): Promise<PageMeta> {
  const levels: [string, string, string] = [params.levelOne ?? '', params.levelTwo ?? '', params.levelThree ?? ''];
  // The listing's variables need the server's colours and sizes, which come with the menu.
  const nav = await client.query({ query: NavigationDocument });
  const choices = nav.data?.productChoices ?? undefined;
  const list = await client.query({
    query: ProductListDocument,
    variables: toVariables(searchParams, listingCategory(levels), choices),
  });
  if (!nav.data || !isMenuCategory(nav.data.navigation, levels)) return NOT_FOUND_META;
  const trail = categoryTrail(nav.data.navigation, levels);
  const page = readPage(searchParams);
  const path = `/${levels.join('/')}`;
  const products = list.data?.products;
  const count = products?.totalElements ?? 0;
  return {
    status: 200,
    title: listingTitle(trail, page),
    description: `${count} ${trail[2].toLowerCase()} for ${trail[0].toLowerCase()} at ${SHOP_NAME}: new arrivals with up to 80% off, filters by colour, size and price, free delivery over ₹499.`,
    canonicalPath: page > 1 ? `${path}?page=${page}` : path,
    image: SHOP_IMAGE,
    lcpImages: (products?.content[0]?.imageUrls ?? []).slice(0, 1).map((url) => picture(url)),
    jsonLd: [
      breadcrumbList(origin, [
        { name: 'Home', path: '/' },
        { name: trail[2], path },
      ]),
    ],
  };
}

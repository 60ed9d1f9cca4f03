import { CollectionPageDocument } from '../api/collection';
import { NavigationDocument } from '../api/navigation';
import { PAGE_SIZE } from '../listing/filter-options';
import { readPage } from '../listing/listing-params';
import {
  breadcrumbList,
  NOT_FOUND_META,
  SHOP_DESCRIPTION,
  SHOP_IMAGE,
  summary,
  type PageMeta,
  type PageRequest,
} from '../../../lib/page-meta';
import { picture } from '../../../lib/pictures';
import { collectionTitle } from './titles';

/** Fetches a collection's page of products; an unknown slug is a 404. */
export async function loadCollectionPage({ client, params, searchParams, origin }: PageRequest): Promise<PageMeta> {
  const slug = params.slug ?? '';
  const page = readPage(searchParams);
  const [result] = await Promise.all([
    client.query({ query: CollectionPageDocument, variables: { slug, pageNumber: page, pageSize: PAGE_SIZE } }),
    client.query({ query: NavigationDocument }),
  ]);
  const collection = result.data?.collection;
  if (!collection) return NOT_FOUND_META;
  const path = `/collections/${collection.slug}`;
  return {
    status: 200,
    title: collectionTitle(collection, page),
    description: summary(collection.seoDescription || collection.description || SHOP_DESCRIPTION),
    canonicalPath: page > 1 ? `${path}?page=${page}` : path,
    image: SHOP_IMAGE,
    lcpImages: (collection.products.content[0]?.imageUrls ?? []).slice(0, 1).map((url) => picture(url)),
    jsonLd: [
      breadcrumbList(origin, [
        { name: 'Home', path: '/' },
        { name: collection.title, path },
      ]),
    ],
  };
}

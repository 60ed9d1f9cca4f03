import { NavigationDocument } from '../api/navigation';
import { searchable, SearchProductsDocument } from '../api/search-products';
import { PAGE_SIZE } from '../listing/filter-options';
import { readPage } from '../listing/listing-params';
import { SHOP_IMAGE, type PageMeta, type PageRequest } from '../../../lib/page-meta';
import { picture } from '../../../lib/pictures';
import { searchTitle } from './titles';

/** Fetches the results the address asks for. Result pages are followed but not listed by search engines. */
export async function loadSearchPage({ client, searchParams }: PageRequest): Promise<PageMeta> {
  const query = searchParams.get('q') ?? '';
  const [results] = await Promise.all([
    searchable(query)
      ? client.query({
          query: SearchProductsDocument,
          variables: { query, pageNumber: readPage(searchParams), pageSize: PAGE_SIZE },
        })
      : null,
    client.query({ query: NavigationDocument }),
  ]);
  const count = results?.data?.search.totalElements;
  return {
    status: 200,
    title: searchTitle(query),
    description:
      count === undefined
        ? 'Search Kapda for kurtas, sarees, lehengas, shirts, shoes and brands.'
        : `${count} products at Kapda match “${query.trim()}”.`,
    canonicalPath: query.trim() ? `/search?q=${encodeURIComponent(query.trim())}` : '/search',
    robots: 'noindex, follow',
    image: SHOP_IMAGE,
    lcpImages: (results?.data?.search.content[0]?.imageUrls ?? []).slice(0, 1).map((url) => picture(url)),
  };
}

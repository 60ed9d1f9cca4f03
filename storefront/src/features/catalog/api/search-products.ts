import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const SearchProductsDocument = graphql(`
  query SearchProducts($query: String!, $pageNumber: Int, $pageSize: Int) {
    search(query: $query, pageNumber: $pageNumber, pageSize: $pageSize) {
      totalPages
      totalElements
      content {
        ...ProductCardFields
      }
    }
  }
`);

/** Skips the request while the query is blank: an empty search is a prompt, not a result. */
export function useSearchProducts(query: string, pageNumber: number, pageSize: number) {
  return useQuery(SearchProductsDocument, {
    variables: { query, pageNumber, pageSize },
    skip: query.trim() === '',
  });
}

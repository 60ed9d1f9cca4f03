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

/** Whether a search text has anything to search for: a letter or a digit ("!" or "%" has not). */
export function searchable(query: string): boolean {
  return /[\p{L}\p{N}]/u.test(query);
}

/** Skips the request while the query has nothing to search for: such a search is a prompt, not a result. */
export function useSearchProducts(query: string, pageNumber: number, pageSize: number) {
  return useQuery(SearchProductsDocument, {
    variables: { query, pageNumber, pageSize },
    skip: !searchable(query),
  });
}

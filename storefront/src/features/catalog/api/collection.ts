import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const CollectionPageDocument = graphql(`
  query CollectionPage($slug: String!, $pageNumber: Int, $pageSize: Int) {
    collection(slug: $slug) {
      id
      slug
      title
      description
      seoTitle
      seoDescription
      products(pageNumber: $pageNumber, pageSize: $pageSize) {
        totalPages
        totalElements
        content {
          ...ProductCardFields
        }
      }
    }
  }
`);

export function useCollectionPage(slug: string, pageNumber: number, pageSize: number) {
  return useQuery(CollectionPageDocument, { variables: { slug, pageNumber, pageSize } });
}

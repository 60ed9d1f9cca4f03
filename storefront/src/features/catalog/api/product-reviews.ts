import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { ReviewSort } from '../../../graphql/graphql';

export const REVIEWS_PER_PAGE = 5;

const ProductReviewsDocument = graphql(`
  query ProductReviews($id: ID!, $sort: ReviewSort, $first: Int, $after: String) {
    product(id: $id) {
      id
      reviewsConnection(sort: $sort, first: $first, after: $after) {
        totalCount
        edges {
          cursor
          node {
            ...ReviewCardFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

/** The first page of a product's reviews in an order; later pages come with fetchMore. */
export function useProductReviews(id: string, sort: ReviewSort) {
  return useQuery(ProductReviewsDocument, {
    variables: { id, sort, first: REVIEWS_PER_PAGE },
    // Reviews written elsewhere (the order page) since the last visit show up.
    fetchPolicy: 'cache-and-network',
  });
}

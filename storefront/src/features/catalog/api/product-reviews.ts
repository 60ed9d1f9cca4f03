import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { ReviewSort } from '../../../graphql/graphql';

export const REVIEWS_PER_PAGE = 5;

export const ProductReviewsDocument = graphql(`
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

/** The variables of a product's first page of reviews (the server fetches the newest for the page it renders). */
export const firstReviewsPage = (id: string, sort: ReviewSort = 'NEWEST') => ({ id, sort, first: REVIEWS_PER_PAGE });

/**
 * The first page of a product's reviews in an order; later pages come with fetchMore. From the
 * cache first: a server-rendered page hands its reviews over, so the browser does not ask again.
 */
export function useProductReviews(id: string, sort: ReviewSort) {
  return useQuery(ProductReviewsDocument, { variables: firstReviewsPage(id, sort) });
}

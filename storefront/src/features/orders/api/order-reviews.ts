import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The shopper's own rating of each product of a delivered order, for "Rate & Review Product".
const OrderReviewsDocument = graphql(`
  query OrderReviews($id: ID!) {
    order(id: $id) {
      id
      items {
        id
        product {
          id
          viewerReview {
            ...MyReviewFields
          }
        }
      }
    }
  }
`);

/** Skipped until the order has been delivered: only then may its items be rated. */
export function useOrderReviews(id: string, skip: boolean) {
  return useQuery(OrderReviewsDocument, { variables: { id }, skip, fetchPolicy: 'cache-and-network' });
}

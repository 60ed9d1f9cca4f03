import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

/** How many cards "Happy Customer" shows. */
export const HAPPY_CUSTOMER_CARDS = 4;

export const FeaturedReviewsDocument = graphql(`
  query FeaturedReviews($limit: Int!) {
    featuredReviews(limit: $limit) {
      id
      rating
      title
      text
      authorName
      authorInitial
      reviewedAt
      product {
        id
        title
      }
    }
  }
`);

export function useFeaturedReviews() {
  return useQuery(FeaturedReviewsDocument, { variables: { limit: HAPPY_CUSTOMER_CARDS } });
}

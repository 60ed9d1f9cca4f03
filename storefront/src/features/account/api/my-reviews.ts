import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const MY_PAGE_SIZE = 20;

// "My Product Reviews": the shopper's ratings that have words.
const MyReviewsDocument = graphql(`
  query MyReviews($first: Int, $after: String) {
    me {
      id
      reviews(first: $first, after: $after) {
        totalCount
        edges {
          node {
            ...MyReviewFields
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

// "My Product Rating": every rating the shopper gave, with or without words.
const MyRatingsDocument = graphql(`
  query MyRatings($first: Int, $after: String) {
    me {
      id
      ratings(first: $first, after: $after) {
        totalCount
        edges {
          node {
            ...MyReviewFields
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

export const useMyReviews = () =>
  useQuery(MyReviewsDocument, { variables: { first: MY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
export const useMyRatings = () =>
  useQuery(MyRatingsDocument, { variables: { first: MY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });

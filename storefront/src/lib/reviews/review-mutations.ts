import { useMutation } from '@apollo/client/react';
import { graphql } from '../../graphql';

const ReviewProductDocument = graphql(`
  mutation ReviewProduct($productId: ID!, $input: ReviewInput!) {
    reviewProduct(productId: $productId, input: $input) {
      ...MyReviewFields
    }
  }
`);

const RateProductDocument = graphql(`
  mutation RateProduct($productId: ID!, $rating: Int!) {
    rateProduct(productId: $productId, rating: $rating) {
      ...MyReviewFields
    }
  }
`);

const DeleteReviewDocument = graphql(`
  mutation DeleteReview($id: ID!) {
    deleteReview(id: $id) {
      ...MyReviewFields
    }
  }
`);

const DeleteRatingDocument = graphql(`
  mutation DeleteRating($id: ID!) {
    deleteRating(id: $id) {
      id
      product {
        id
        rating {
          average
          count
          reviewCount
          breakdown {
            stars
            count
          }
        }
      }
    }
  }
`);

// After a change the shopper's lists (account pages, the order page's items) are asked again, so
// a rating that moved from one list to another, or left both, shows where it now belongs.
const refetchQueries = ['MyReviews', 'MyRatings', 'OrderReviews', 'ProductReviews', 'ProductViewerReview'];

export const useReviewProduct = () => useMutation(ReviewProductDocument, { refetchQueries });
export const useRateProduct = () => useMutation(RateProductDocument, { refetchQueries });
export const useDeleteReview = () => useMutation(DeleteReviewDocument, { refetchQueries });
export const useDeleteRating = () => useMutation(DeleteRatingDocument, { refetchQueries });

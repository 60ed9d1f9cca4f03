import { graphql } from '../../graphql';

// A shopper's own rating as the order page, the account pages and the review form use it: shared by
// the orders and account features, so it lives here. The product comes with its fresh figures, so a
// change made on one page shows on the product page and the cards from the cache.
export const MyReviewFieldsFragment = graphql(`
  fragment MyReviewFields on Review {
    id
    rating
    title
    text
    reviewedAt
    createdAt
    hidden
    hiddenReason
    product {
      id
      title
      brand
      imageUrls
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
`);

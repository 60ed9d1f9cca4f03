import { graphql } from '../../../graphql';

/** What a review card on the product page shows. */
export const ReviewCardFieldsFragment = graphql(`
  fragment ReviewCardFields on Review {
    id
    rating
    title
    text
    authorName
    authorInitial
    verifiedBuyer
    reviewedAt
    helpfulCount
    viewerFoundHelpful
    viewerIsAuthor
  }
`);

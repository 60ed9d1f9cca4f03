import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const ProductViewerReviewDocument = graphql(`
  query ProductViewerReview($id: ID!) {
    product(id: $id) {
      id
      viewerCanReview
      viewerReview {
        ...MyReviewFields
      }
    }
  }
`);

/** Whether the signed-in shopper may rate the product, and what they said; skipped for visitors. */
export function useProductViewerReview(id: string, signedIn: boolean) {
  return useQuery(ProductViewerReviewDocument, { variables: { id }, skip: !signedIn });
}

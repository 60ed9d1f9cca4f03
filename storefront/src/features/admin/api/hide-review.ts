import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminHideReviewDocument = graphql(`
  mutation AdminHideReview($id: ID!, $reason: String!) {
    adminHideReview(id: $id, reason: $reason) {
      id
      hidden
      hiddenAt
      hiddenReason
    }
  }
`);

/** Hides a review with a reason; the lists are fetched again, since a hidden one changes views. */
export function useHideReview() {
  return useMutation(AdminHideReviewDocument, { refetchQueries: ['AdminReviews'] });
}

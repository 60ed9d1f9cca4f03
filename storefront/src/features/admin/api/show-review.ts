import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminShowReviewDocument = graphql(`
  mutation AdminShowReview($id: ID!) {
    adminShowReview(id: $id) {
      id
      hidden
      hiddenAt
      hiddenReason
    }
  }
`);

/** Shows a hidden review again; the lists are fetched again, since it leaves the Hidden view. */
export function useShowReview() {
  return useMutation(AdminShowReviewDocument, { refetchQueries: ['AdminReviews'] });
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const VoteReviewHelpfulDocument = graphql(`
  mutation VoteReviewHelpful($id: ID!, $helpful: Boolean) {
    voteReviewHelpful(id: $id, helpful: $helpful) {
      id
      helpfulCount
      viewerFoundHelpful
    }
  }
`);

export const useVoteHelpful = () => useMutation(VoteReviewHelpfulDocument);

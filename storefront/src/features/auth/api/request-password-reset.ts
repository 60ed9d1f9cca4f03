import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const RequestPasswordResetDocument = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export function useRequestPasswordReset() {
  return useMutation(RequestPasswordResetDocument);
}

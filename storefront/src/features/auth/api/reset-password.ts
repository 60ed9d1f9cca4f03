import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const ResetPasswordDocument = graphql(`
  mutation ResetPassword($token: String!, $password: String!) {
    resetPassword(token: $token, password: $password) {
      token
      user {
        id
        firstName
      }
    }
  }
`);

export function useResetPassword() {
  return useMutation(ResetPasswordDocument);
}

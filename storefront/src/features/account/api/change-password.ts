import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The server ends every session of the account and answers a fresh token, which replaces ours.
const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
    }
  }
`);

export function useChangePassword() {
  return useMutation(ChangePasswordDocument);
}

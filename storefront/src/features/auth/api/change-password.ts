import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

export function useChangePassword() {
  return useMutation(ChangePasswordDocument);
}

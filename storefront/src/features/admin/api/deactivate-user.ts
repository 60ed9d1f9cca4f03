import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminDeactivateUserDocument = graphql(`
  mutation AdminDeactivateUser($id: ID!) {
    adminDeactivateUser(id: $id) {
      id
      deactivatedAt
    }
  }
`);

export function useDeactivateUser() {
  return useMutation(AdminDeactivateUserDocument);
}

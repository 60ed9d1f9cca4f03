import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminReactivateUserDocument = graphql(`
  mutation AdminReactivateUser($id: ID!) {
    adminReactivateUser(id: $id) {
      id
      deactivatedAt
    }
  }
`);

export function useReactivateUser() {
  return useMutation(AdminReactivateUserDocument);
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminDeleteOrderDocument = graphql(`
  mutation AdminDeleteOrder($id: ID!) {
    adminDeleteOrder(id: $id) {
      id
      status
      archivedAt
    }
  }
`);

export function useDeleteOrder() {
  return useMutation(AdminDeleteOrderDocument, { refetchQueries: ['AdminOrders', 'AdminDashboard'] });
}

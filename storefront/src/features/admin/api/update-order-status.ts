import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// Sends the status the admin saw: if someone else changed the order meanwhile, the gateway refuses.
const AdminUpdateOrderStatusDocument = graphql(`
  mutation AdminUpdateOrderStatus($id: ID!, $status: OrderStatus!, $expectedStatus: OrderStatus) {
    adminUpdateOrderStatus(id: $id, status: $status, expectedStatus: $expectedStatus) {
      ...AdminOrderRow
    }
  }
`);

export function useUpdateOrderStatus() {
  return useMutation(AdminUpdateOrderStatusDocument, { refetchQueries: ['AdminOrder', 'AdminDashboard'] });
}

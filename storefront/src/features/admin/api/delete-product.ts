import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminDeleteProductDocument = graphql(`
  mutation AdminDeleteProduct($id: ID!) {
    adminDeleteProduct(id: $id)
  }
`);

export function useDeleteProduct() {
  return useMutation(AdminDeleteProductDocument, { refetchQueries: ['AdminProducts', 'AdminDashboard'] });
}

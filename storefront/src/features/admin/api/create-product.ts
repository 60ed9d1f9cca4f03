import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminCreateProductDocument = graphql(`
  mutation AdminCreateProduct($input: NewProductInput!) {
    adminCreateProduct(input: $input) {
      id
      title
    }
  }
`);

export function useCreateProduct() {
  return useMutation(AdminCreateProductDocument, { refetchQueries: ['AdminProducts', 'AdminDashboard'] });
}

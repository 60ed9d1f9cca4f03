import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminUpdateProductDocument = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: ProductChangesInput!) {
    adminUpdateProduct(id: $id, input: $input) {
      ...AdminProductRow
    }
  }
`);

export function useUpdateProduct() {
  return useMutation(AdminUpdateProductDocument, { refetchQueries: ['AdminProducts'] });
}

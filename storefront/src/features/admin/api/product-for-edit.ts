import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// What the edit form starts from: the product as it is on sale now.
const AdminProductForEditDocument = graphql(`
  query AdminProductForEdit($id: ID!) {
    product(id: $id) {
      id
      title
      brand
      colour
      description
      details
      highlights
      imageUrls
      imageAlts
      price
      discountedPrice
      attributes {
        name
        value
      }
      sizes {
        id
        name
        quantity
      }
      category {
        id
        label
      }
    }
  }
`);

export function useProductForEdit(id: string) {
  return useQuery(AdminProductForEditDocument, { variables: { id }, fetchPolicy: 'network-only' });
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const UpdateCartItemDocument = graphql(`
  mutation UpdateCartItem($id: ID!, $quantity: Int!) {
    updateCartItem(id: $id, quantity: $quantity) {
      ...CartFields
    }
  }
`);

/** Sets a line's quantity (1..available); the answer is the whole cart, re-priced. */
export function useUpdateCartItem() {
  return useMutation(UpdateCartItemDocument);
}

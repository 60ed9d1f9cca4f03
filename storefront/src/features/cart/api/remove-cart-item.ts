import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const RemoveCartItemDocument = graphql(`
  mutation RemoveCartItem($id: ID!) {
    removeCartItem(id: $id) {
      ...CartFields
    }
  }
`);

/** Takes a line out of the cart; the answer is the cart without it. */
export function useRemoveCartItem() {
  return useMutation(RemoveCartItemDocument);
}

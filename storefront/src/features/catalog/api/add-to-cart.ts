import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The answer carries the cart's id and count, so the header badge (same Cart id) moves at once;
// the cart page fetches the rest when it is shown.
const AddToCartDocument = graphql(`
  mutation AddToCart($productId: ID!, $size: String!) {
    addToCart(productId: $productId, size: $size) {
      id
      totalItem
    }
  }
`);

/** Puts one unit of a product in a size into the signed-in shopper's cart (again: one more). */
export function useAddToCart() {
  return useMutation(AddToCartDocument);
}

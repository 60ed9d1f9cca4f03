import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// "Move to cart", first half: the chosen size into the cart (the header badge follows the Cart id).
const WishlistAddToCartDocument = graphql(`
  mutation WishlistAddToCart($productId: ID!, $size: String!) {
    addToCart(productId: $productId, size: $size) {
      id
      totalItem
    }
  }
`);

export function useWishlistAddToCart() {
  return useMutation(WishlistAddToCartDocument);
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The header badge. Same Cart id as the cart page's query, so every cart mutation's answer
// moves the badge too.
const CartCountDocument = graphql(`
  query CartCount {
    cart {
      id
      totalItem
    }
  }
`);

/** The signed-in shopper's number of units in the cart; undefined for a visitor. */
export function useCartCount(signedIn: boolean): number | undefined {
  const { data } = useQuery(CartCountDocument, { skip: !signedIn });
  return signedIn ? data?.cart.totalItem : undefined;
}

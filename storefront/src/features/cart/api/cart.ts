import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const CartDocument = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

/**
 * "The cart is fetched whenever the page is shown": the cached cart paints at once and the
 * network's answer (current prices, stock, notices) replaces it. Skipped for a visitor.
 */
export function useCart(signedIn: boolean) {
  return useQuery(CartDocument, { skip: !signedIn, fetchPolicy: 'cache-and-network' });
}

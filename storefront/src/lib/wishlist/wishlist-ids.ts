import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql';
import { useSignedIn } from '../session/use-token';

// One read for every heart on the page: the ids of the saved products (Apollo shares it between cards).
const WishlistProductIdsDocument = graphql(`
  query WishlistProductIds {
    wishlistProductIds
  }
`);

/** The ids of the signed-in shopper's saved products; empty for a visitor (no request is made). */
export function useWishlistIds(): ReadonlySet<string> {
  const signedIn = useSignedIn();
  const { data } = useQuery(WishlistProductIdsDocument, { skip: !signedIn, fetchPolicy: 'cache-first' });
  return new Set(signedIn ? (data?.wishlistProductIds ?? []) : []);
}

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql';
import { useSignedIn } from '../session/use-token';

// One read for every heart on the page: the ids of the saved products.
const WishlistProductIdsDocument = graphql(`
  query WishlistProductIds {
    wishlistProductIds
  }
`);

const NONE: ReadonlySet<string> = new Set();

const WishlistIds = createContext<ReadonlySet<string>>(NONE);

/**
 * Reads the signed-in shopper's saved product ids once for the shop's pages and hands them to every
 * heart below it: a listing draws twenty hearts, and each asking Apollo's cache on its own was a
 * measurable part of a page rendered on the server (decision 056). A visitor has none (no request
 * is made). Hearts outside it (the back office's home preview) show nothing saved.
 */
export function WishlistIdsProvider({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { data } = useQuery(WishlistProductIdsDocument, { skip: !signedIn, fetchPolicy: 'cache-first' });
  const list = signedIn ? data?.wishlistProductIds : undefined;
  const ids = useMemo(() => (list ? new Set(list) : NONE), [list]);
  return <WishlistIds.Provider value={ids}>{children}</WishlistIds.Provider>;
}

/** The ids of the signed-in shopper's saved products; empty for a visitor. */
export function useWishlistIds(): ReadonlySet<string> {
  return useContext(WishlistIds);
}

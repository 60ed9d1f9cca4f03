import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../graphql';

const AddToWishlistDocument = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      id
    }
  }
`);

const RemoveFromWishlistDocument = graphql(`
  mutation RemoveFromWishlist($productId: ID!) {
    removeFromWishlist(productId: $productId)
  }
`);

/** Every heart follows at once; the wish list page reads its list again when next shown. */
function updateIds(cache: ApolloCache, productId: string, saved: boolean) {
  cache.modify({
    fields: {
      wishlistProductIds: (value) => {
        const others = (Array.isArray(value) ? (value as string[]) : []).filter((id) => id !== productId);
        return saved ? [productId, ...others] : others;
      },
      wishlist: (_value, { DELETE }) => DELETE,
    },
  });
}

/** Saves or removes a product; resolves once the server has it. */
export function useToggleWishlist() {
  const [add, added] = useMutation(AddToWishlistDocument);
  const [remove, removed] = useMutation(RemoveFromWishlistDocument);
  const toggle = useCallback(
    async (productId: string, save: boolean) => {
      if (save) {
        await add({ variables: { productId }, update: (cache) => updateIds(cache, productId, true) });
      } else {
        await remove({ variables: { productId }, update: (cache) => updateIds(cache, productId, false) });
      }
    },
    [add, remove],
  );
  return { toggle, loading: added.loading || removed.loading };
}

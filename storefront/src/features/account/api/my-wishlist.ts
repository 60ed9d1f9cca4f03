import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// "My Wish List": the saved products as they are now (prices, sizes, stock) and the drop since saving.
const MyWishlistDocument = graphql(`
  query MyWishlist {
    wishlist {
      id
      savedAt
      savedPrice
      priceDrop
      product {
        id
        title
        brand
        colour
        imageUrls
        price
        discountedPrice
        discountPercent
        inStock
        sizes {
          id
          name
          quantity
        }
      }
    }
  }
`);

export function useMyWishlist() {
  return useQuery(MyWishlistDocument, { fetchPolicy: 'cache-and-network' });
}

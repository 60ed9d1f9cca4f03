import { graphql } from '../../../graphql';

/** What every product card shows; shared by the listing, search, home rows and similar products. */
export const ProductCardFieldsFragment = graphql(`
  fragment ProductCardFields on Product {
    id
    title
    brand
    price
    discountedPrice
    discountPercent
    imageUrls
    rating {
      average
      count
    }
  }
`);

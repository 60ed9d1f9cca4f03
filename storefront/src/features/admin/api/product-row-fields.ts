import { graphql } from '../../../graphql';

// The admin product row.
export const AdminProductRowFragment = graphql(`
  fragment AdminProductRow on Product {
    id
    title
    imageUrls
    price
    discountedPrice
    quantity
    sizes {
      id
      name
      quantity
    }
    category {
      id
      name
      label
    }
  }
`);

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const ProductDetailDocument = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id
      title
      brand
      description
      details
      highlights
      price
      discountedPrice
      discountPercent
      colour
      imageUrls
      imageAlts
      inStock
      attributes {
        name
        label
        value
      }
      rating {
        average
        count
        reviewCount
        breakdown {
          stars
          count
        }
      }
      category {
        id
        slug
        label
        parent {
          id
          slug
          label
          parent {
            id
            slug
            label
          }
        }
      }
      sizes {
        id
        name
        quantity
      }
      colourSiblings {
        id
        colour
        title
      }
      similar(limit: 10) {
        ...ProductCardFields
      }
    }
  }
`);

export function useProductDetail(id: string) {
  return useQuery(ProductDetailDocument, { variables: { id } });
}

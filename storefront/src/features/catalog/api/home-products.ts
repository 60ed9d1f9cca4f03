import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const HomeProductsDocument = graphql(`
  query HomeProducts($pageSize: Int) {
    products(pageSize: $pageSize) {
      totalElements
      content {
        id
        title
        brand
        price
        discountedPrice
        discountPercent
        imageUrls
      }
    }
  }
`);

export function useHomeProducts(pageSize = 20) {
  return useQuery(HomeProductsDocument, { variables: { pageSize } });
}

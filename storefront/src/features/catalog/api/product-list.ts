import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { ProductFilter, ProductSort } from '../../../graphql/graphql';

export const ProductListDocument = graphql(`
  query ProductList($filter: ProductFilter, $sort: ProductSort, $pageNumber: Int, $pageSize: Int) {
    products(filter: $filter, sort: $sort, pageNumber: $pageNumber, pageSize: $pageSize) {
      totalPages
      totalElements
      pageNumber
      content {
        ...ProductCardFields
      }
    }
  }
`);

export interface ProductListVariables {
  filter: ProductFilter;
  sort: ProductSort;
  pageNumber: number;
  pageSize: number;
}

export function useProductList(variables: ProductListVariables) {
  return useQuery(ProductListDocument, { variables });
}

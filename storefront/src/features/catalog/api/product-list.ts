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

/** One page of a listing; `skip` holds it back until what its variables need has loaded. */
export function useProductList(variables: ProductListVariables, options: { skip?: boolean } = {}) {
  return useQuery(ProductListDocument, { variables, skip: options.skip });
}

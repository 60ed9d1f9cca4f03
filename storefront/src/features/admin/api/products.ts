import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { LIST_READ } from './list-read';

/** The admin products screen shows 20 a page. */
const ADMIN_PRODUCTS_PAGE_SIZE = 20;

const AdminProductsDocument = graphql(`
  query AdminProducts($search: String, $pageNumber: Int, $pageSize: Int) {
    adminProducts(search: $search, pageNumber: $pageNumber, pageSize: $pageSize) {
      totalPages
      totalElements
      content {
        ...AdminProductRow
      }
    }
  }
`);

export function useAdminProducts(input: { search: string; pageNumber: number }) {
  return useQuery(AdminProductsDocument, {
    variables: { search: input.search || null, pageNumber: input.pageNumber, pageSize: ADMIN_PRODUCTS_PAGE_SIZE },
    ...LIST_READ,
  });
}

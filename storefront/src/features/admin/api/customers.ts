import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const ADMIN_CUSTOMERS_PAGE_SIZE = 20;

const AdminCustomersDocument = graphql(`
  query AdminCustomers($search: String, $pageNumber: Int, $pageSize: Int) {
    me {
      id
    }
    users(search: $search, pageNumber: $pageNumber, pageSize: $pageSize) {
      totalPages
      totalElements
      content {
        id
        firstName
        lastName
        email
        role
        orderCount
        reviewCount
        ratingCount
        deactivatedAt
      }
    }
  }
`);

export function useAdminCustomers(input: { search: string; pageNumber: number }) {
  return useQuery(AdminCustomersDocument, {
    variables: { search: input.search || null, pageNumber: input.pageNumber, pageSize: ADMIN_CUSTOMERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
}

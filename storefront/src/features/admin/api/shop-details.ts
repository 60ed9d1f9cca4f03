import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The shop's details as the back office edits them.
const AdminShopDetailsDocument = graphql(`
  query AdminShopDetails {
    shopDetails {
      ...ShopDetailsFields
      updatedAt
    }
  }
`);

const AdminUpdateShopDetailsDocument = graphql(`
  mutation AdminUpdateShopDetails($input: ShopDetailsInput!) {
    adminUpdateShopDetails(input: $input) {
      ...ShopDetailsFields
      updatedAt
    }
  }
`);

/** The details in force now (fetched fresh: another admin may have changed them). */
export function useAdminShopDetails() {
  return useQuery(AdminShopDetailsDocument, { fetchPolicy: 'cache-and-network' });
}

/** Saves the details; the page's query and the footer's are fetched again. */
export function useUpdateShopDetails() {
  return useMutation(AdminUpdateShopDetailsDocument, { refetchQueries: ['AdminShopDetails', 'ShopDetails'] });
}

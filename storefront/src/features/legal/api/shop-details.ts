import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { shopDetailsFrom, type ShopDetails } from '../../../lib/shop-details';

// Who the shop is, as the owner set it in the back office: the footer and the policy pages print it.
export const ShopDetailsDocument = graphql(`
  query ShopDetails {
    shopDetails {
      ...ShopDetailsFields
    }
  }
`);

/** The shop's details (the server fetches them for every page; the defaults until they arrive). */
export function useShopDetails(): ShopDetails {
  const { data } = useQuery(ShopDetailsDocument);
  return shopDetailsFrom(data?.shopDetails);
}

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import { shopDetailsFrom, type ShopDetails } from '../../../lib/shop-details';

// Who the shop is, as the owner set it in the back office, and its return terms (the shop's
// settings): the footer and the policy pages print them.
export const ShopDetailsDocument = graphql(`
  query ShopDetails {
    shopDetails {
      ...ShopDetailsFields
    }
    returnWindowDays
    returnDeliveryRefundRule
  }
`);

/** The shop's details (the server fetches them for every page; the defaults until they arrive). */
export function useShopDetails(): ShopDetails {
  const { data } = useQuery(ShopDetailsDocument);
  return shopDetailsFrom(data?.shopDetails, data);
}

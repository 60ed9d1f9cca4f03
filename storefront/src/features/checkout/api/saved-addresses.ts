import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// §2.10 "Address book": the addresses the shopper saved with earlier orders.
export const CheckoutAddressesDocument = graphql(`
  query CheckoutAddresses {
    me {
      id
      addresses {
        ...AddressFields
      }
    }
  }
`);

export function useSavedAddresses() {
  return useQuery(CheckoutAddressesDocument);
}

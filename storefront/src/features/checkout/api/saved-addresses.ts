import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// "Address book": the addresses the shopper saved with earlier orders.
const CheckoutAddressesDocument = graphql(`
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

import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// Summary step: the order just created, with its address, lines and totals.
const CheckoutOrderDocument = graphql(`
  query CheckoutOrder($id: ID!) {
    order(id: $id) {
      ...OrderFields
      expiresAt
      paymentMethod
      codFee
      cashOnDelivery {
        available
        fee
      }
    }
  }
`);

export function useCheckoutOrder(id: string) {
  return useQuery(CheckoutOrderDocument, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
}

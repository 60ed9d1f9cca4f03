import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const OrderDetailDocument = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      ...OrderFields
      ...TaxDocumentFields
      ...OrderLedgerFields
      codConfirmBy
      paymentMethod
      codFee
    }
  }
`);

/** One order of the signed-in shopper; the gateway answers NOT_FOUND for anyone else's. */
export function useOrderDetail(id: string, skip = false) {
  return useQuery(OrderDetailDocument, { variables: { id }, skip, fetchPolicy: 'cache-and-network' });
}

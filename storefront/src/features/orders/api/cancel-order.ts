import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const CancelOrderDocument = graphql(`
  mutation CancelOrder($id: ID!, $reason: String) {
    cancelOrder(id: $id, reason: $reason) {
      ...OrderFields
      ...OrderLedgerFields
    }
  }
`);

/** The buyer cancels their PLACED or CONFIRMED order; the gateway refunds what was paid. */
export function useCancelOrder() {
  return useMutation(CancelOrderDocument);
}

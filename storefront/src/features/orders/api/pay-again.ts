import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const PayAgainLinkDocument = graphql(`
  mutation PayAgainLink($orderId: ID!) {
    createPaymentLink(orderId: $orderId) {
      id
      url
    }
  }
`);

/** A fresh payment link for an order whose payment failed or was refused. */
export function usePayAgainLink() {
  return useMutation(PayAgainLinkDocument);
}

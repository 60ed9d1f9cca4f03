import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const CheckoutPaymentLinkDocument = graphql(`
  mutation CheckoutPaymentLink($orderId: ID!) {
    createPaymentLink(orderId: $orderId) {
      id
      url
    }
  }
`);

/** Paying: a payment link for the order; the browser then goes there to pay. */
export function useCreatePaymentLink() {
  return useMutation(CheckoutPaymentLinkDocument);
}

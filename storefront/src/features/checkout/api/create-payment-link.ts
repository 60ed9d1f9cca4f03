import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

export const CheckoutPaymentLinkDocument = graphql(`
  mutation CheckoutPaymentLink($orderId: ID!) {
    createPaymentLink(orderId: $orderId) {
      id
      url
    }
  }
`);

/** §4 Checkout 2: a payment link for the order; the browser then goes there to pay. */
export function useCreatePaymentLink() {
  return useMutation(CheckoutPaymentLinkDocument);
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const ConfirmPaymentDocument = graphql(`
  mutation ConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      ...OrderFields
    }
  }
`);

/**
 * Confirming the payment: the gateway checks the payment with the provider and places the order; it also
 * empties the cart, so the cached cart goes (the cart page must not show the bought lines, even
 * for a moment) and the header badge is asked again. Harmless when repeated.
 */
export function useConfirmPayment() {
  return useMutation(ConfirmPaymentDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
      cache.gc();
    },
    refetchQueries: ['CartCount'],
  });
}

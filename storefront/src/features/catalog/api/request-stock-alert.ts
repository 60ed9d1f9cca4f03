import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// "Notify me" on a sold-out size: waits at once when signed in; a visitor's address gets a link to confirm.
const RequestStockAlertDocument = graphql(`
  mutation RequestStockAlert($productId: ID!, $size: String!, $email: String) {
    requestStockAlert(productId: $productId, size: $size, email: $email) {
      status
    }
  }
`);

export function useRequestStockAlert() {
  return useMutation(RequestStockAlertDocument);
}

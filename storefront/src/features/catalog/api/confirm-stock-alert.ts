import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The mailed link's page confirms the visitor's back-in-stock request with its token.
const ConfirmStockAlertDocument = graphql(`
  mutation ConfirmStockAlert($token: String!) {
    confirmStockAlert(token: $token) {
      status
    }
  }
`);

export function useConfirmStockAlert() {
  return useMutation(ConfirmStockAlertDocument);
}

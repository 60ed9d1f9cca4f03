import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The answer's status updates the request in the list (same StockAlert id).
const CancelStockAlertDocument = graphql(`
  mutation CancelStockAlert($id: ID!) {
    cancelStockAlert(id: $id) {
      id
      status
    }
  }
`);

export function useCancelStockAlert() {
  return useMutation(CancelStockAlertDocument);
}

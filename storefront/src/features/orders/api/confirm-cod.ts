import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The buyer confirms a PLACED cash-on-delivery order from its page.
const ConfirmCodOrderDocument = graphql(`
  mutation ConfirmCodOrder($id: ID!) {
    confirmCashOnDeliveryOrder(orderId: $id) {
      ...OrderFields
      codConfirmBy
    }
  }
`);

// The link mailed at placing: confirms without signing in.
const ConfirmCodByLinkDocument = graphql(`
  mutation ConfirmCodByLink($token: String!) {
    confirmCashOnDeliveryByLink(token: $token) {
      orderId
      status
    }
  }
`);

export function useConfirmCodOrder() {
  return useMutation(ConfirmCodOrderDocument);
}

export function useConfirmCodByLink() {
  return useMutation(ConfirmCodByLinkDocument);
}

import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const ChooseCashOnDeliveryDocument = graphql(`
  mutation ChooseCashOnDelivery($orderId: ID!) {
    chooseCashOnDelivery(orderId: $orderId) {
      ...OrderFields
      expiresAt
      paymentMethod
      codFee
    }
  }
`);

/** Places the order as cash on delivery; the answer updates the summary through the cache. */
export function useChooseCashOnDelivery() {
  return useMutation(ChooseCashOnDeliveryDocument);
}

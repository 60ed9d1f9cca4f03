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

/**
 * Places the order as cash on delivery; the answer updates the summary through the cache. Placing
 * empties the ordered lines from the cart, so the cached cart goes and the header badge is asked again.
 */
export function useChooseCashOnDelivery() {
  return useMutation(ChooseCashOnDeliveryDocument, {
    update(cache) {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'cart' });
      cache.gc();
    },
    refetchQueries: ['CartCount'],
  });
}

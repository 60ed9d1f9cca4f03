import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// "Check delivery" on the product page: whether, when and how the shop delivers to a PIN code.
const DeliveryCheckDocument = graphql(`
  query DeliveryCheck($pin: String!) {
    deliveryCheck(pin: $pin) {
      pin
      serviceable
      codAvailable
      deliveryBy
      message
    }
  }
`);

/** Asks on demand; the settings and list may change, so every check goes to the server. */
export function useDeliveryCheck() {
  return useLazyQuery(DeliveryCheckDocument, { fetchPolicy: 'network-only' });
}

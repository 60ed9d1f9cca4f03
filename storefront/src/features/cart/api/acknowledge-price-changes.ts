import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AcknowledgePriceChangesDocument = graphql(`
  mutation AcknowledgePriceChanges {
    acknowledgePriceChanges {
      ...CartFields
    }
  }
`);

/** The shopper has seen the changed prices: the cart takes them, and an order may be placed. */
export function useAcknowledgePriceChanges() {
  return useMutation(AcknowledgePriceChangesDocument);
}

import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const CheckoutPriceChangesDocument = graphql(`
  query CheckoutPriceChanges {
    cart {
      id
      priceChanges {
        itemId
        from
        to
        message
      }
    }
  }
`);

const AcknowledgeCheckoutPricesDocument = graphql(`
  mutation AcknowledgeCheckoutPrices {
    acknowledgePriceChanges {
      id
      totalAmount
      priceChanges {
        itemId
        from
        to
        message
      }
      items {
        id
        unitPrice
        previousUnitPrice
      }
    }
  }
`);

/**
 * The cart's price changes as checkout shows them (always from the network: a price may move while
 * the shopper types the address) and the OK that accepts them.
 */
export function useCheckoutPriceChanges() {
  const cart = useQuery(CheckoutPriceChangesDocument, { fetchPolicy: 'cache-and-network' });
  const [acknowledge] = useMutation(AcknowledgeCheckoutPricesDocument);
  return { cart, acknowledge };
}

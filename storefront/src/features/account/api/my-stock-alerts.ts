import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// "My Subscriptions": the shopper's back-in-stock requests.
const MyStockAlertsDocument = graphql(`
  query MyStockAlerts {
    stockAlerts {
      id
      size
      status
      createdAt
      mailedAt
      product {
        id
        title
        brand
        imageUrls
      }
    }
  }
`);

export function useMyStockAlerts() {
  return useQuery(MyStockAlertsDocument, { fetchPolicy: 'cache-and-network' });
}

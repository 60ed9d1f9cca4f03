import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// Subscribers: standing consents per topic, and this month's retention figures.
const AdminSubscribersDocument = graphql(`
  query AdminSubscribers {
    adminSubscriberCounts {
      newsletter
      orderReminders
      backInStock
      anyTopic
    }
    adminRetentionFigures {
      wishlistAdds
      backInStockMailed
      backInStockConversions
      cartReminders
      recoveredCarts
    }
  }
`);

export function useAdminSubscribers() {
  return useQuery(AdminSubscribersDocument, { fetchPolicy: 'cache-and-network' });
}

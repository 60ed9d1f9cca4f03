import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The delivery charge and its free-delivery threshold, as the back office edits them.
const AdminDeliverySettingsDocument = graphql(`
  query AdminDeliverySettings {
    deliverySettings {
      freeDeliveryThreshold
      deliveryCharge
      defaultDeliveryDays
      codEnabled
      updatedAt
    }
  }
`);

/** The settings in force now (fetched fresh: another admin may have changed them). */
export function useDeliverySettings() {
  return useQuery(AdminDeliverySettingsDocument, { fetchPolicy: 'cache-and-network' });
}

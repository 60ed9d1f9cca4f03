import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const AdminUpdateDeliverySettingsDocument = graphql(`
  mutation AdminUpdateDeliverySettings($input: DeliverySettingsInput!) {
    adminUpdateDeliverySettings(input: $input) {
      freeDeliveryThreshold
      deliveryCharge
      defaultDeliveryDays
      codEnabled
      updatedAt
    }
  }
`);

/** Saves the delivery charge and threshold; the page's query is fetched again. */
export function useUpdateDeliverySettings() {
  return useMutation(AdminUpdateDeliverySettingsDocument, { refetchQueries: ['AdminDeliverySettings'] });
}

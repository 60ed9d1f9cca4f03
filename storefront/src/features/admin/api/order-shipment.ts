import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The order's parcel and what shipping needs (the owner's couriers, who books): asked apart from
// the order page's own query, which is at the gateway's field limit.
const AdminOrderShipmentDocument = graphql(`
  query AdminOrderShipment($id: ID!) {
    adminOrder(id: $id) {
      id
      status
      shipment {
        id
        courier
        awb
        trackingUrl
        status
        pickupAt
        events {
          status
          description
          location
          at
        }
      }
    }
    adminCouriers {
      name
    }
    adminCourierProvider
  }
`);

const AdminShipOrderDocument = graphql(`
  mutation AdminShipOrder($id: ID!, $courier: String, $awb: String) {
    adminShipOrder(id: $id, courier: $courier, awb: $awb) {
      id
      status
    }
  }
`);

export function useAdminOrderShipment(id: string) {
  return useQuery(AdminOrderShipmentDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

/** Ships the order (typed in, or booked through the provider); the order page is fetched again. */
export function useShipOrder() {
  return useMutation(AdminShipOrderDocument, { refetchQueries: ['AdminOrder', 'AdminOrderShipment'] });
}

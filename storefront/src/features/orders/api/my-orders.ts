import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { OrderStatus } from '../../../graphql/graphql';

// The order list: the shopper's orders, newest first, optionally of some statuses only.
const MyOrdersDocument = graphql(`
  query MyOrders($status: [OrderStatus!]) {
    orders(status: $status) {
      id
      status
      createdAt
      expectedDeliveryBy
      deliveredAt
      cancelledAt
      totalAmount
      shipment {
        id
        courier
        awb
        trackingUrl
      }
      items {
        id
        title
        colour
        size
        imageUrl
        discountedPrice
      }
    }
  }
`);

/** Orders of these statuses (all when none is chosen); refreshed whenever the list is shown. */
export function useMyOrders(status: OrderStatus[]) {
  return useQuery(MyOrdersDocument, {
    variables: { status: status.length > 0 ? status : null },
    fetchPolicy: 'cache-and-network',
  });
}

import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { ReturnQueue } from '../../../graphql/graphql';

const AdminReturnsDocument = graphql(`
  query AdminReturns($queue: ReturnQueue, $search: String) {
    returnDeliveryRefundRule
    adminReturns(queue: $queue, search: $search, take: 50) {
      total
      items {
        ...AdminReturnFields
      }
    }
  }
`);

// The returns of one order, for its page in the back office (apart from AdminOrder, which is at
// the gateway's field limit).
const AdminOrderReturnsDocument = graphql(`
  query AdminOrderReturns($id: ID!) {
    returnDeliveryRefundRule
    adminOrder(id: $id) {
      id
      returns {
        ...AdminReturnFields
      }
    }
  }
`);

// The dashboard's return rate this month, overall and by reason.
const AdminReturnRateDocument = graphql(`
  query AdminReturnRate {
    adminReturnRate {
      from
      unitsDelivered
      ordersDelivered
      unitsReturned
      ordersReturned
      rate
      orderRate
      byReason {
        reason
        label
        requests
        units
        rate
      }
    }
  }
`);

const ApproveDocument = graphql(`
  mutation AdminApproveReturn($id: ID!) {
    adminApproveReturn(id: $id) {
      id
      status
    }
  }
`);
const DeclineDocument = graphql(`
  mutation AdminDeclineReturn($id: ID!, $reason: String!) {
    adminDeclineReturn(id: $id, reason: $reason) {
      id
      status
    }
  }
`);
const PickUpDocument = graphql(`
  mutation AdminPickUpReturn($id: ID!) {
    adminPickUpReturn(id: $id) {
      id
      status
    }
  }
`);
const ReceiveDocument = graphql(`
  mutation AdminReceiveReturn($id: ID!, $lines: [ReturnCountInput!]!) {
    adminReceiveReturn(id: $id, lines: $lines) {
      id
      status
    }
  }
`);

export function useAdminReturns(queue: ReturnQueue | null, search: string) {
  return useQuery(AdminReturnsDocument, {
    variables: { queue, search: search || null },
    fetchPolicy: 'cache-and-network',
  });
}

export function useAdminOrderReturns(orderId: string) {
  return useQuery(AdminOrderReturnsDocument, { variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
}

export function useAdminReturnRate() {
  return useQuery(AdminReturnRateDocument, { fetchPolicy: 'cache-and-network' });
}

// A move shows wherever the request is on screen: the Returns screen, and the order's page (whose
// status and refunds a received return changes).
const again = {
  refetchQueries: ['AdminReturns', 'AdminOrderReturns', 'AdminOrder'],
  awaitRefetchQueries: true,
};
export const useApproveReturn = () => useMutation(ApproveDocument, again);
export const useDeclineReturn = () => useMutation(DeclineDocument, again);
export const usePickUpReturn = () => useMutation(PickUpDocument, again);
export const useReceiveReturn = () => useMutation(ReceiveDocument, again);

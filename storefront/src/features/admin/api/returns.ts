import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { ReturnQueue } from '../../../graphql/graphql';

const AdminReturnsDocument = graphql(`
  query AdminReturns($queue: ReturnQueue, $search: String) {
    returnDeliveryRefundRule
    adminReturns(queue: $queue, search: $search, take: 50) {
      total
      items {
        id
        status
        resolution
        reasonLabel
        note
        declineReason
        refundAmount
        deliveryRefund
        manualRefund
        createdAt
        orderId
        nextStatuses
        exchangeOrder {
          id
        }
        customer {
          id
          email
          firstName
          lastName
        }
        lines {
          id
          quantity
          exchangeSize
          restocked
          damaged
          orderItem {
            id
            title
            size
          }
        }
        history {
          id
          fromStatus
          toStatus
          at
          reason
        }
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

const again = { refetchQueries: ['AdminReturns'], awaitRefetchQueries: true };
export const useApproveReturn = () => useMutation(ApproveDocument, again);
export const useDeclineReturn = () => useMutation(DeclineDocument, again);
export const usePickUpReturn = () => useMutation(PickUpDocument, again);
export const useReceiveReturn = () => useMutation(ReceiveDocument, again);

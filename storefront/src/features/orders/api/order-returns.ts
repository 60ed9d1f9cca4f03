import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

const OrderReturnsDocument = graphql(`
  query OrderReturns($orderId: ID!) {
    returnOptions(orderId: $orderId) {
      orderId
      reason
      windowClosesAt
      deliveryRefundRule
      lines {
        orderItemId
        bought
        returnable
        exchangeSizes
      }
    }
    myReturns(orderId: $orderId) {
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
      nextStatuses
      exchangeOrder {
        id
      }
      lines {
        id
        quantity
        exchangeSize
        orderItem {
          id
          title
          size
        }
      }
      history {
        id
        toStatus
        at
        reason
      }
    }
  }
`);

const RequestReturnDocument = graphql(`
  mutation RequestReturn($input: ReturnRequestInput!) {
    requestReturn(input: $input) {
      id
      status
    }
  }
`);

const CancelReturnDocument = graphql(`
  mutation CancelReturn($id: ID!) {
    cancelReturn(id: $id) {
      id
      status
    }
  }
`);

/** What each line of the shopper's order offers for a return now, and the order's requests. */
export function useOrderReturns(orderId: string, skip = false) {
  return useQuery(OrderReturnsDocument, { variables: { orderId }, skip, fetchPolicy: 'cache-and-network' });
}

/** Asks to return or exchange units; the order's returns are read again. */
export function useRequestReturn() {
  return useMutation(RequestReturnDocument, { refetchQueries: ['OrderReturns'], awaitRefetchQueries: true });
}

/** The shopper cancels a request before pickup. */
export function useCancelReturn() {
  return useMutation(CancelReturnDocument, { refetchQueries: ['OrderReturns'], awaitRefetchQueries: true });
}

import { graphql } from '../../../graphql';

// One request as the back office shows it: its lines, money, history and the moves allowed now.
export const AdminReturnFieldsFragment = graphql(`
  fragment AdminReturnFields on ReturnRequest {
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
`);

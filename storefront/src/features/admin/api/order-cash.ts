import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// How an order is paid, the cash collected and given back by hand, and the buyer's COD standing: the
// order page's own query is at the gateway's field limit, so the cash-on-delivery panel asks for this apart.
const AdminOrderCashDocument = graphql(`
  query AdminOrderCash($id: ID!) {
    adminOrder(id: $id) {
      id
      status
      paymentMethod
      codFee
      totalAmount
      paidAt
      amountPaid
      amountRefunded
      payments {
        id
        method
        amount
        paidAt
        recordedBy {
          id
          email
        }
      }
      refunds {
        id
        amount
        status
        createdAt
        manualMethod
        manualReference
        manualNote
        requestedBy {
          id
          email
        }
      }
      customer {
        id
        codBarredReason
      }
    }
  }
`);

const AdminRecordCashCollectedDocument = graphql(`
  mutation AdminRecordCashCollected($id: ID!) {
    adminRecordCashCollected(id: $id) {
      id
      paidAt
    }
  }
`);

const AdminAllowCashOnDeliveryDocument = graphql(`
  mutation AdminAllowCashOnDelivery($userId: ID!) {
    adminAllowCashOnDelivery(userId: $userId)
  }
`);

const AdminRecordManualRefundDocument = graphql(`
  mutation AdminRecordManualRefund(
    $orderId: ID!
    $amount: Money!
    $method: ManualRefundMethod!
    $reference: String!
    $note: String
  ) {
    adminRecordManualRefund(orderId: $orderId, amount: $amount, method: $method, reference: $reference, note: $note) {
      id
      amount
      status
    }
  }
`);

export function useAdminOrderCash(id: string) {
  return useQuery(AdminOrderCashDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

/** Records the cash; the order page (payments, dashboard figures) is fetched again. */
export function useRecordCashCollected() {
  return useMutation(AdminRecordCashCollectedDocument, { refetchQueries: ['AdminOrder', 'AdminOrderCash'] });
}

export function useAllowCashOnDelivery() {
  return useMutation(AdminAllowCashOnDeliveryDocument, { refetchQueries: ['AdminOrderCash'] });
}

/** Records cash given back by hand; the order's payments and refunds (and its credit note) are fetched again. */
export function useRecordManualRefund() {
  return useMutation(AdminRecordManualRefundDocument, { refetchQueries: ['AdminOrder', 'AdminOrderCash'] });
}

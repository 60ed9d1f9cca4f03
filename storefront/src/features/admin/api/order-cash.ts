import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// How an order is paid and the buyer's COD standing: the order page's own query is at the gateway's
// field limit, so the cash-on-delivery panel asks for this apart.
const AdminOrderCashDocument = graphql(`
  query AdminOrderCash($id: ID!) {
    adminOrder(id: $id) {
      id
      status
      paymentMethod
      codFee
      totalAmount
      paidAt
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

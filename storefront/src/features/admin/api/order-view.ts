import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// One order as the admin sees it: the row, the address, the lines, its money and its history.
const AdminOrderDocument = graphql(`
  query AdminOrder($id: ID!) {
    adminOrder(id: $id) {
      ...AdminOrderRow
      ...TaxDocumentFields
      totalPrice
      discount
      paidAt
      archivedAt
      archivedBy {
        id
        email
      }
      customer {
        id
        firstName
        lastName
      }
      shippingAddress {
        firstName
        lastName
        streetAddress
        city
        state
        zipCode
        mobile
      }
      items {
        id
        brand
        colour
        size
        quantity
        discountedPrice
      }
      amountPaid
      amountRefunded
      payments {
        id
        provider
        status
        amount
        providerPaymentId
        paidAt
      }
      refunds {
        id
        amount
        status
        reason
        providerRefundId
        createdAt
        settledAt
        attempts
        lastError
        nextAttemptAt
        requestedBy {
          id
          email
        }
      }
      statusChanges {
        id
        fromStatus
        toStatus
        at
        reason
        changedBy {
          id
          email
        }
      }
    }
  }
`);

export function useAdminOrder(id: string) {
  return useQuery(AdminOrderDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
}

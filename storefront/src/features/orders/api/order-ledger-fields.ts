import { graphql } from '../../../graphql';

// An order's money for its buyer: what was paid and refunded, and whether they may cancel it.
export const OrderLedgerFieldsFragment = graphql(`
  fragment OrderLedgerFields on Order {
    id
    cancellable
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
      note
    }
  }
`);

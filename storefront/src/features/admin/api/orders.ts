import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';
import type { AdminOrderPaymentFilter, OrderStatus, RefundStatus } from '../../../graphql/graphql';
import { LIST_READ } from './list-read';

const ADMIN_ORDERS_PAGE_SIZE = 10;

const AdminOrdersDocument = graphql(`
  query AdminOrders(
    $status: [OrderStatus!]
    $refund: RefundStatus
    $payment: AdminOrderPaymentFilter
    $search: String
    $pageNumber: Int
    $pageSize: Int
  ) {
    adminOrders(
      status: $status
      refund: $refund
      payment: $payment
      search: $search
      pageNumber: $pageNumber
      pageSize: $pageSize
    ) {
      totalPages
      totalElements
      content {
        ...AdminOrderRow
        paymentMethod
        paidAt
      }
    }
  }
`);

export function useAdminOrders(input: {
  status: OrderStatus | null;
  refund?: RefundStatus | null;
  payment?: AdminOrderPaymentFilter | null;
  search: string;
  pageNumber: number;
}) {
  return useQuery(AdminOrdersDocument, {
    variables: {
      status: input.status ? [input.status] : null,
      refund: input.refund ?? null,
      payment: input.payment ?? null,
      search: input.search || null,
      pageNumber: input.pageNumber,
      pageSize: ADMIN_ORDERS_PAGE_SIZE,
    },
    ...LIST_READ,
  });
}

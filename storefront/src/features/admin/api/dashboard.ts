import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql';

// The dashboard: figures (SQL aggregates), daily sales, and the five newest orders and products.
const AdminDashboardDocument = graphql(`
  query AdminDashboard {
    me {
      id
      firstName
    }
    adminDashboard {
      salesThisMonth
      refundsThisMonth
      discountsThisMonth
      ordersThisMonth
      customers
      products
      prepaidSalesThisMonth
      codSalesThisMonth
      codToCollect
      codOrdersToCollect
      returnToOriginRate
      dailySales {
        day
        sales
        orders
      }
    }
    adminOrders(pageSize: 5) {
      content {
        ...AdminOrderRow
      }
    }
    adminProducts(pageSize: 5) {
      content {
        ...AdminProductRow
      }
    }
  }
`);

export function useAdminDashboard() {
  return useQuery(AdminDashboardDocument, { fetchPolicy: 'cache-and-network' });
}

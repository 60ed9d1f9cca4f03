import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type {
  AdminOrdersQuery,
  AdminOrdersQueryVariables,
  AdminUpdateOrderStatusMutationVariables,
  OrderStatus,
} from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { OrdersPage } from './orders-page';

type Row = WithTypenames<AdminOrdersQuery>['adminOrders']['content'][number];

function row(id: string, status: OrderStatus, nextStatuses: OrderStatus[]): Row {
  return {
    __typename: 'Order',
    id,
    status,
    createdAt: '2026-03-02T10:00:00.000Z',
    totalAmount: 129900,
    totalItem: 2,
    nextStatuses,
    deletable: status !== 'SHIPPED',
    customer: { __typename: 'User', id: 'u1', email: 'asha@example.com' },
    items: [{ __typename: 'OrderItem', id: `${id}-1`, title: 'Silk Kurta', imageUrl: '/images/x.svg' }],
    paymentMethod: 'PREPAID',
    paidAt: '2026-03-02T10:05:00.000Z',
  };
}

const listed: AdminOrdersQueryVariables[] = [];

const asked: AdminUpdateOrderStatusMutationVariables[] = [];
const server = setupServer(
  graphql.query<never, AdminOrdersQueryVariables>('AdminOrders', ({ variables }) => {
    listed.push(variables);
    const cod = {
      ...row('o-cod', 'SHIPPED', ['DELIVERED', 'RETURN_TO_ORIGIN']),
      paymentMethod: 'COD' as const,
      paidAt: null,
    };
    return HttpResponse.json({
      data: {
        adminOrders: {
          __typename: 'OrderPage',
          totalPages: 1,
          totalElements: variables.payment ? 1 : 3,
          content: variables.payment
            ? [cod]
            : [row('o-placed', 'PLACED', ['CONFIRMED', 'CANCELLED']), row('o-shipped', 'SHIPPED', ['DELIVERED']), cod],
        },
      },
    });
  }),
  graphql.mutation<never, AdminUpdateOrderStatusMutationVariables>('AdminUpdateOrderStatus', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({
      errors: [
        {
          message:
            'An order cannot go from PLACED to CANCELLED: the order is CONFIRMED now (someone changed it a moment ago); nothing was changed',
          extensions: { code: 'CONFLICT' },
        },
      ],
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  listed.length = 0;
});
afterAll(() => server.close());

describe('the orders screen', () => {
  it('shows each order with its status, disables the moves the life cycle does not allow, and Delete for shipped orders', async () => {
    renderRoutes([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    const placed = await screen.findByRole('row', { name: 'Order o-placed' });
    expect(within(placed).getByText('PLACED')).toBeInTheDocument();
    expect(within(placed).getByText('₹1,299.00')).toBeInTheDocument();
    await userEvent.click(within(placed).getByRole('button', { name: 'Status of order o-placed' }));
    expect(await screen.findByRole('menuitem', { name: 'Confirm Order', hidden: true })).toBeEnabled();
    expect(screen.getByRole('menuitem', { name: 'Cancel Order', hidden: true })).toBeEnabled();
    for (const name of ['Shipped Order', 'Delivered Order', 'Mark Returned']) {
      expect(screen.getByRole('menuitem', { name, hidden: true })).toBeDisabled();
    }
    const shipped = screen.getByRole('row', { name: 'Order o-shipped' });
    expect(within(shipped).getByRole('button', { name: 'Delete order o-shipped' })).toBeDisabled();
  });

  it('dates each order in India time and quotes its short number', async () => {
    renderRoutes([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    const table = await screen.findByRole('table', { name: /orders/i });
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toBeInTheDocument();
    const placed = within(table).getByRole('row', { name: 'Order o-placed' });
    // 10:00 UTC is 3:30 pm in India.
    expect(within(placed).getByText('2 Mar 2026, 3:30 pm')).toBeInTheDocument();
    expect(within(placed).getByRole('link', { name: /^#O-PLACED · asha@example.com/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Orders (scrolls sideways)' })).toHaveAttribute('tabindex', '0');
  });

  it('sends the status it showed, and says so when another admin was quicker', async () => {
    renderRoutes([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    const placed = await screen.findByRole('row', { name: 'Order o-placed' });
    await userEvent.click(within(placed).getByRole('button', { name: 'Status of order o-placed' }));
    // Mantine's fade-in may not finish in jsdom: the item is there, only still invisible.
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel Order', hidden: true }));
    await waitFor(() => expect(asked).toEqual([{ id: 'o-placed', status: 'CANCELLED', expectedStatus: 'PLACED' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent(/the order is CONFIRMED now/);
  });

  it('filters by how orders are paid, and marks cash on delivery still to collect', async () => {
    renderRoutes([{ path: '/admin/orders', element: <OrdersPage /> }], '/admin/orders');
    const cod = await screen.findByRole('row', { name: 'Order o-cod' });
    expect(within(cod).getByText('COD · to collect')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'Order o-placed' })).queryByText(/COD/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Payment', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: 'COD to collect', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Order o-placed' })).not.toBeInTheDocument());
    expect(listed.at(-1)).toMatchObject({ payment: 'COD_TO_COLLECT', pageNumber: 1 });
    expect(screen.getByRole('row', { name: 'Order o-cod' })).toBeInTheDocument();
  });
});

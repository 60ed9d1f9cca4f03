import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import type { MyOrdersQuery, MyOrdersQueryVariables, OrderStatus } from '../../../graphql/graphql';
import { OrderListPage } from './order-list-page';
import type { WithTypenames } from '../../../test/typenames';

configure({ asyncUtilTimeout: 5000 });

type Order = WithTypenames<MyOrdersQuery>['orders'][number];

function order(id: string, status: OrderStatus, titles: string[], dates: Partial<Order> = {}): Order {
  return {
    __typename: 'Order',
    id,
    status,
    createdAt: '2026-03-02T10:00:00.000Z',
    expectedDeliveryBy: '2026-03-09',
    deliveredAt: null,
    cancelledAt: null,
    shipment: null,
    totalAmount: 99900 * titles.length,
    ...dates,
    items: titles.map((title, i) => ({
      __typename: 'OrderItem',
      id: `${id}-${i}`,
      title,
      colour: 'maroon',
      size: 'M',
      imageUrl: `/images/products/${id}-${i}.svg`,
      discountedPrice: 99900,
    })),
  };
}

const ALL = [
  order('o1', 'SHIPPED', ['Silk Kurta', 'Cotton Kurta', 'Linen Shirt'], {
    shipment: {
      __typename: 'Shipment',
      id: 's1',
      courier: 'Delhivery',
      awb: 'DL123456',
      trackingUrl: 'https://www.delhivery.com/track/package/DL123456',
    },
  }),
  order('o2', 'DELIVERED', ['Banarasi Saree'], { deliveredAt: '2026-03-09T10:00:00.000Z' }),
  order('o3', 'CANCELLED', ['Leather Belt'], { cancelledAt: '2026-03-03T10:00:00.000Z' }),
];

// The gateway's filter, as the tests need it: the statuses asked for, or every order.
const asked: (OrderStatus[] | null | undefined)[] = [];
const server = setupServer(
  graphql.query<WithTypenames<MyOrdersQuery>, MyOrdersQueryVariables>('MyOrders', ({ variables }) => {
    const status = variables.status;
    asked.push(status ? [status].flat() : status);
    const wanted = status ? [status].flat() : null;
    return HttpResponse.json({ data: { orders: ALL.filter((o) => !wanted || wanted.includes(o.status)) } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  localStorage.setItem('jwt', 'token');
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function Where() {
  const { pathname, search } = useLocation();
  // URLSearchParams writes the comma as %2C, as the listing's filters do.
  return <p data-testid="where">{pathname + decodeURIComponent(search)}</p>;
}

const routes: RouteObject[] = [
  {
    path: '/account/order',
    element: (
      <>
        <OrderListPage />
        <Where />
      </>
    ),
  },
  { path: '*', element: <Where /> },
];

const cards = () => screen.getAllByRole('link', { name: /^Order of / });

describe('OrderListPage', () => {
  it('shows the breadcrumb and a card per order with the first item, the total, "{n}+ Items" and the delivery text', async () => {
    renderRoutes(routes, '/account/order');
    const shippedLink = await screen.findByRole('link', { name: 'Order of Silk Kurta' });
    // The title is the link; the card around it shows the rest.
    const shipped = shippedLink.closest('article')!;
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent(/Home.*My Account.*My Orders/);
    expect(shippedLink).toHaveAttribute('href', '/account/order/o1');
    expect(shipped).toHaveTextContent('Size: M');
    expect(shipped).toHaveTextContent('maroon');
    // The order's total (three lines of ₹999), not the first line's price.
    expect(shipped).toHaveTextContent('Total ₹2,997.00');
    expect(shipped).not.toHaveTextContent('₹999.00');
    expect(shipped).toHaveTextContent('2+ Items');
    expect(shipped).toHaveTextContent('Expected Delivery On 9 March');
    // The courier and the AWB, with the courier's tracking page.
    expect(shipped).toHaveTextContent('Delhivery · AWB DL123456');
    expect(within(shipped).getByRole('link', { name: 'Track parcel DL123456' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL123456',
    );
    const delivered = screen.getByRole('link', { name: 'Order of Banarasi Saree' }).closest('article')!;
    expect(delivered).toHaveTextContent('Delivered On 9 March');
    expect(delivered).not.toHaveTextContent('Items');
    expect(asked).toEqual([null]);
  });

  it('asks the gateway for the ticked statuses only, keeping them in the address', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/account/order');
    await screen.findByRole('link', { name: 'Order of Silk Kurta' });
    const filter = screen.getByRole('complementary', { name: 'Filter orders' });

    await user.click(within(filter).getByRole('checkbox', { name: 'On The Way' }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveAccessibleName('Order of Silk Kurta');
    expect(screen.getByTestId('where')).toHaveTextContent('/account/order?status=shipped');
    expect(asked.at(-1)).toEqual(['SHIPPED']);

    await user.click(within(filter).getByRole('checkbox', { name: 'Cancelled' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/order?status=shipped,cancelled');
    expect(asked.at(-1)).toEqual(['SHIPPED', 'CANCELLED']);

    await user.click(within(filter).getByRole('checkbox', { name: 'On The Way' }));
    await user.click(within(filter).getByRole('checkbox', { name: 'Cancelled' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/account\/order$/);
  });

  it('starts from the filter in the address', async () => {
    renderRoutes(routes, '/account/order?status=delivered');
    expect(await screen.findByRole('link', { name: 'Order of Banarasi Saree' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Delivered' })).toBeChecked();
    expect(cards()).toHaveLength(1);
    expect(asked).toEqual([['DELIVERED']]);
  });

  it('says so when no order has the ticked status', async () => {
    renderRoutes(routes, '/account/order?status=returned');
    expect(await screen.findByText('No orders with this status.')).toBeInTheDocument();
  });
});

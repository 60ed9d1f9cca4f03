import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import { OrderDetailPage } from './order-detail-page';
import { anOrder, type AnOrder } from '../../../test/order-fixtures';

configure({ asyncUtilTimeout: 5000 });

// A ₹1,999 kurta with a ₹20 COD fee: ₹2,019 at the door.
const cod = (overrides: Partial<AnOrder> = {}): AnOrder =>
  anOrder({
    status: 'SHIPPED',
    paymentMethod: 'COD',
    codFee: 2000,
    totalAmount: 201900,
    paidAt: null,
    amountPaid: 0,
    shippedAt: '2026-03-03T10:00:00.000Z',
    ...overrides,
  });

let current = cod();
const server = setupServer(graphql.query('OrderDetail', () => HttpResponse.json({ data: { order: current } })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem('jwt', 'token'));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const routes = [{ path: '/account/order/:orderId', element: <OrderDetailPage /> }];

describe('a cash-on-delivery order on its page', () => {
  it('says what to keep ready for the courier, with the COD fee as its own line', async () => {
    current = cod();
    renderRoutes(routes, '/account/order/order-9');
    expect(await screen.findByTestId('payment-method')).toHaveTextContent(
      'Cash on delivery: please keep ₹2,019.00 ready for the courier (with a ₹20.00 COD fee)',
    );
    const details = screen.getByRole('region', { name: 'Price details' });
    expect(details).toHaveTextContent('Cash on delivery fee₹20.00');
    expect(screen.getByRole('region', { name: 'Payments and refunds' })).toHaveTextContent('No payment yet.');
    expect(screen.getByText('The GST invoice is issued when the order ships.')).toBeInTheDocument();
  });

  it('shows it paid once the cash is collected, as cash on delivery in the payments', async () => {
    current = cod({
      status: 'DELIVERED',
      // (deliveredAt left out: the reviews and returns of a delivered order are other tests' business.)
      paidAt: '2026-03-05T12:00:00.000Z',
      amountPaid: 201900,
      payments: [
        {
          __typename: 'Payment',
          id: 'cash1',
          provider: 'cash',
          status: 'PAID',
          amount: 201900,
          providerPaymentId: null,
          paidAt: '2026-03-05T12:00:00.000Z',
        },
      ],
    });
    renderRoutes(routes, '/account/order/order-9');
    expect(await screen.findByTestId('payment-method')).toHaveTextContent(
      'Paid ₹2,019.00 in cash on delivery on 5 March 2026',
    );
    const money = screen.getByRole('region', { name: 'Payments and refunds' });
    expect(within(money).getByText('Paid')).toBeInTheDocument();
    expect(money).toHaveTextContent('Cash on delivery, collected at the door');
  });

  it('says a parcel refused at the door was returned to origin, with nothing to pay', async () => {
    current = cod({ status: 'RETURN_TO_ORIGIN' });
    renderRoutes(routes, '/account/order/order-9');
    expect(await screen.findByText('Returned to origin')).toBeInTheDocument();
    expect(screen.getByText(/not accepted at delivery and went back to the shop/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-method')).toHaveTextContent('Cash on delivery: nothing to pay');
    expect(screen.queryByText('Rate & Review Product')).not.toBeInTheDocument();
  });

  it('says nothing about cash for a prepaid order', async () => {
    current = anOrder();
    renderRoutes(routes, '/account/order/order-9');
    await screen.findByRole('region', { name: 'Price details' });
    expect(screen.queryByTestId('payment-method')).not.toBeInTheDocument();
  });
});

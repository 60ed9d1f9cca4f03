import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type { CancelOrderMutationVariables } from '../../../graphql/graphql';
import { OrderDetailPage } from './order-detail-page';
import { anOrder, type AnOrder } from '../../../test/order-fixtures';

configure({ asyncUtilTimeout: 5000 });

type Order = AnOrder;

const placed: Order = anOrder({
  cancellable: true,
  payments: [
    {
      __typename: 'Payment',
      id: 'pm1',
      provider: 'razorpay',
      status: 'PAID',
      amount: 199900,
      providerPaymentId: 'pay_123',
      paidAt: '2026-03-02T10:05:00.000Z',
    },
  ],
});

const refund = (status: 'PENDING' | 'PROCESSED') => ({
  __typename: 'Refund' as const,
  id: 'r1',
  amount: 199900,
  status,
  reason: 'Cancelled by the customer: Wrong size',
  providerRefundId: status === 'PROCESSED' ? 'rfnd_1' : null,
  createdAt: '2026-03-03T09:00:00.000Z',
  settledAt: status === 'PROCESSED' ? '2026-03-03T09:00:01.000Z' : null,
  note:
    status === 'PENDING'
      ? 'The payment provider could not be reached yet; the shop retries this refund by itself until it goes through. Nothing is refunded twice.'
      : null,
});

let current: Order = placed;
const asked: CancelOrderMutationVariables[] = [];
const server = setupServer(graphql.query('OrderDetail', () => HttpResponse.json({ data: { order: current } })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  current = placed;
  localStorage.setItem('jwt', 'token');
});
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  localStorage.clear();
});
afterAll(() => server.close());

const routes = [{ path: '/account/order/:orderId', element: <OrderDetailPage /> }];

describe('OrderDetailPage', () => {
  it('shows what was paid in India time, and cancels after asking, with the reason; the refund then shows and the review label goes', async () => {
    const cancelled: Order = {
      ...placed,
      status: 'CANCELLED',
      cancellable: false,
      cancelledAt: '2026-03-03T09:00:00.000Z',
      amountRefunded: 199900,
      payments: [{ ...placed.payments[0]!, status: 'REFUNDED' }],
      refunds: [refund('PROCESSED')],
    };
    server.use(
      graphql.mutation<never, CancelOrderMutationVariables>('CancelOrder', ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { cancelOrder: cancelled } });
      }),
    );
    renderRoutes(routes, '/account/order/order-9');
    const ledger = await screen.findByRole('list', { name: 'Payments and refunds' });
    expect(within(ledger).getByText('pay_123', { exact: false })).toBeInTheDocument();
    // India time whatever the browser's zone: 10:05 UTC is 3:35 pm in India.
    expect(within(ledger).getByText('2 Mar 2026, 3:35 pm')).toBeInTheDocument();
    // Not delivered: nothing to rate yet.
    expect(screen.queryByText(/Rate & Review/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Wrong size');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));

    expect(await screen.findByText('This order was cancelled.')).toBeInTheDocument();
    expect(asked).toEqual([{ id: 'order-9', reason: 'Wrong size' }]);
    expect(screen.getByText('Refunded')).toBeInTheDocument();
    expect(screen.getByText('Cancelled by the customer: Wrong size')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    // A cancelled order will not be delivered: still nothing to rate.
    expect(screen.queryByText('Rate & Review Product')).not.toBeInTheDocument();
  });

  it('when the payment provider is down, shows the cancelled order with its refund waiting and why', async () => {
    server.use(
      graphql.mutation('CancelOrder', () => {
        current = { ...placed, status: 'CANCELLED', cancellable: false, refunds: [refund('PENDING')] };
        return HttpResponse.json({ data: { cancelOrder: current } });
      }),
    );
    renderRoutes(routes, '/account/order/order-9');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Being refunded')).toBeInTheDocument();
    expect(screen.getByText(/retries this refund by itself/)).toBeInTheDocument();
    expect(screen.getByText('This order was cancelled.')).toBeInTheDocument();
  });
});

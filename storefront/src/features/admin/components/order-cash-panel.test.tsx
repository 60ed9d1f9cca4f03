import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../test/render';
import type { AdminOrderCashQuery } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { OrderCashPanel } from './order-cash-panel';

configure({ asyncUtilTimeout: 5000 });

type Cash = WithTypenames<AdminOrderCashQuery>['adminOrder'];
const cod = (overrides: Partial<Cash> = {}): Cash => ({
  __typename: 'Order',
  id: 'o1',
  status: 'DELIVERED',
  paymentMethod: 'COD',
  codFee: 2000,
  totalAmount: 41900,
  paidAt: null,
  customer: { __typename: 'User', id: 'u1', codBarredReason: null },
  ...overrides,
});

let current = cod();
const recorded: string[] = [];
const server = setupServer(
  graphql.query('AdminOrderCash', () => HttpResponse.json({ data: { adminOrder: current } })),
  graphql.query('AdminOrder', () => HttpResponse.json({ errors: [{ message: 'not in this test' }] })),
  graphql.mutation('AdminRecordCashCollected', ({ variables }) => {
    recorded.push(String(variables.id));
    if (recorded.length > 1) {
      return HttpResponse.json({
        errors: [
          {
            message: 'The cash for this order was already recorded; nothing was changed',
            extensions: { code: 'CONFLICT' },
          },
        ],
      });
    }
    current = cod({ paidAt: '2026-11-28T10:00:00.000Z' });
    return HttpResponse.json({
      data: { adminRecordCashCollected: { __typename: 'Order', id: 'o1', paidAt: current.paidAt } },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the cash-on-delivery panel of an admin order', () => {
  it('shows nothing for a prepaid order', async () => {
    current = cod({ paymentMethod: 'PREPAID' });
    const { container } = renderWithProviders(<OrderCashPanel orderId="o1" />);
    await new Promise((r) => setTimeout(r, 300));
    expect(container).not.toHaveTextContent('Cash on delivery');
  });

  it('records the cash of a delivered order once, and then shows it collected', async () => {
    current = cod();
    renderWithProviders(<OrderCashPanel orderId="o1" />);
    expect(await screen.findByText('The courier collects ₹419.00 (with a ₹20.00 COD fee).')).toBeInTheDocument();
    expect(screen.getByText('To collect')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cash collected' }));
    expect(await screen.findByText('Cash collected', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cash collected' })).not.toBeInTheDocument();
    expect(recorded).toEqual(['o1']);
  });

  it('waits for delivery, and shows why a customer is barred from COD', async () => {
    current = cod({
      status: 'SHIPPED',
      customer: { __typename: 'User', id: 'u1', codBarredReason: 'Refused 2 cash-on-delivery parcels at the door' },
    });
    renderWithProviders(<OrderCashPanel orderId="o1" />);
    expect(await screen.findByRole('button', { name: 'Cash collected' })).toBeDisabled();
    expect(screen.getByText('Refused 2 cash-on-delivery parcels at the door')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Allow cash on delivery again' })).toBeInTheDocument();
  });
});

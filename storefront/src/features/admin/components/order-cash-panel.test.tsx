import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../test/render';
import type { AdminOrderCashQuery, AdminRecordManualRefundMutationVariables } from '../../../graphql/graphql';
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
  amountPaid: 0,
  amountRefunded: 0,
  payments: [],
  refunds: [],
  customer: { __typename: 'User', id: 'u1', codBarredReason: null },
  ...overrides,
});

/** A returned COD order whose ₹419 the courier collected, recorded by the admin. */
const collected = (): Cash =>
  cod({
    status: 'RETURNED',
    paidAt: '2026-11-28T10:00:00.000Z',
    amountPaid: 41900,
    payments: [
      {
        __typename: 'Payment',
        id: 'pay1',
        method: 'COD',
        amount: 41900,
        paidAt: '2026-11-28T10:00:00.000Z',
        recordedBy: { __typename: 'User', id: 'a1', email: 'admin@shop.local' },
      },
    ],
  });
const refundsAsked: AdminRecordManualRefundMutationVariables[] = [];

let current = cod();
const recorded: string[] = [];
const ALL = ['ordersRead', 'ordersStatus', 'refunds', 'customersDeactivate'];
let permissions = ALL;
const server = setupServer(
  graphql.query('MyPermissions', () => HttpResponse.json({ data: { myPermissions: permissions } })),
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
  graphql.mutation<never, AdminRecordManualRefundMutationVariables>('AdminRecordManualRefund', ({ variables }) => {
    refundsAsked.push(variables);
    if (variables.amount > 41900) {
      return HttpResponse.json({
        errors: [
          {
            message: 'At most ₹419.00 of the cash collected is left to give back; nothing was recorded',
            extensions: { code: 'CONFLICT' },
          },
        ],
      });
    }
    const refund = {
      __typename: 'Refund',
      id: 'r1',
      amount: variables.amount,
      status: 'PROCESSED' as const,
      createdAt: '2026-11-29T09:00:00.000Z',
      manualMethod: variables.method,
      manualReference: variables.reference,
      manualNote: variables.note ?? null,
      requestedBy: { __typename: 'User', id: 'a1', email: 'admin@shop.local' },
    };
    current = { ...collected(), amountRefunded: variables.amount, refunds: [refund] };
    return HttpResponse.json({
      data: {
        adminRecordManualRefund: { __typename: 'Refund', id: 'r1', amount: variables.amount, status: 'PROCESSED' },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  permissions = ALL;
});
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

  it('records cash given back by hand for a returned order: amount, how, reference and note, then lists it', async () => {
    current = collected();
    refundsAsked.length = 0;
    renderWithProviders(<OrderCashPanel orderId="o1" />);
    expect(await screen.findByText(/₹419.00 collected, recorded .* by admin@shop.local/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Give cash back' });
    const amount = within(form).getByRole('textbox', { name: /Amount/ });
    expect(amount).toHaveValue('419');
    // No reference: named under its field, nothing sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await within(form).findByText('Type the reference the bank or the UPI app shows')).toBeInTheDocument();
    expect(refundsAsked).toEqual([]);
    // More than was collected: the gateway says why.
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.type(within(form).getByRole('textbox', { name: /Reference/ }), 'UTR 4711');
    await userEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('At most ₹419.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '200.50');
    await userEvent.type(within(form).getByRole('textbox', { name: /Note/ }), 'Paid to asha@okicici after her call');
    await userEvent.click(within(form).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(refundsAsked).toHaveLength(2));
    expect(refundsAsked[1]).toEqual({
      orderId: 'o1',
      amount: 20050,
      method: 'UPI',
      reference: 'UTR 4711',
      note: 'Paid to asha@okicici after her call',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Recorded: ₹200.50 given back, reference UTR 4711.');
    const list = await screen.findByRole('list', { name: 'Cash given back' });
    expect(list).toHaveTextContent('Given back by UPI · ref. UTR 4711');
    expect(list).toHaveTextContent('−₹200.50');
    expect(list).toHaveTextContent('Note: Paid to asha@okicici after her call');
    // What is left, for a second transfer.
    expect(await screen.findByText(/Up to ₹218.50 is left to give back/)).toBeInTheDocument();
  });

  it('offers only what the role may do: a reader sees the cash and the bar, with no buttons or form', async () => {
    permissions = ['ordersRead'];
    current = {
      ...collected(),
      customer: { __typename: 'User', id: 'u1', codBarredReason: 'Refused 2 cash-on-delivery parcels at the door' },
    };
    renderWithProviders(<OrderCashPanel orderId="o1" />);
    expect(await screen.findByText('Refused 2 cash-on-delivery parcels at the door')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Allow cash on delivery again' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('form', { name: 'Give cash back' })).not.toBeInTheDocument();
    current = cod();
  });

  it('offers no refund form before the order is returned or cancelled', async () => {
    current = { ...collected(), status: 'DELIVERED' };
    renderWithProviders(<OrderCashPanel orderId="o1" />);
    expect(await screen.findByText(/₹419.00 collected/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Give cash back' })).not.toBeInTheDocument();
  });
});

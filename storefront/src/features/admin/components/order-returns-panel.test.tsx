import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../test/render';
import type { AdminOrderReturnsQuery, AdminReturnFieldsFragment, AdminReturnRateQuery } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { OrderReturnsPanel } from './order-returns-panel';
import { ReturnRateCard } from './return-rate-card';

type Request = WithTypenames<AdminReturnFieldsFragment>;
const request = (overrides: Partial<Request> = {}): Request => ({
  __typename: 'ReturnRequest',
  id: 'r1',
  status: 'REQUESTED',
  resolution: 'REFUND',
  reasonLabel: 'Too large',
  note: 'Loose at the waist',
  declineReason: null,
  refundAmount: 0,
  deliveryRefund: 0,
  manualRefund: false,
  createdAt: '2026-11-27T10:00:00.000Z',
  orderId: 'order-0000a1',
  nextStatuses: ['APPROVED', 'DECLINED', 'CANCELLED'],
  exchangeOrder: null,
  customer: { __typename: 'User', id: 'u1', email: 'asha@example.com', firstName: 'Asha', lastName: 'Verma' },
  lines: [
    {
      __typename: 'ReturnLine',
      id: 'l1',
      quantity: 1,
      exchangeSize: null,
      restocked: 0,
      damaged: 0,
      orderItem: { __typename: 'OrderItem', id: 'i1', title: 'Cotton kurta', size: 'M' },
    },
  ],
  history: [
    {
      __typename: 'ReturnStatusChange',
      id: 'h1',
      fromStatus: null,
      toStatus: 'REQUESTED',
      at: '2026-11-27T10:00:00.000Z',
      reason: 'Too large: Loose at the waist',
    },
  ],
  ...overrides,
});

let returns: Request[] = [];
const approved: string[] = [];
const rate: WithTypenames<AdminReturnRateQuery>['adminReturnRate'] = {
  __typename: 'ReturnRate',
  from: '2026-10-31T18:30:00.000Z',
  unitsDelivered: 40,
  ordersDelivered: 16,
  unitsReturned: 5,
  ordersReturned: 4,
  rate: 0.125,
  orderRate: 0.25,
  byReason: [
    { __typename: 'ReturnFigure', reason: 'TOO_SMALL', label: 'Too small', requests: 3, units: 4, rate: 0.1 },
    { __typename: 'ReturnFigure', reason: 'TOO_LARGE', label: 'Too large', requests: 1, units: 1, rate: 0.025 },
    { __typename: 'ReturnFigure', reason: 'CHANGED_MY_MIND', label: 'Changed my mind', requests: 0, units: 0, rate: 0 },
  ],
};
const server = setupServer(
  graphql.query<WithTypenames<AdminOrderReturnsQuery>>('AdminOrderReturns', () =>
    HttpResponse.json({
      data: {
        returnDeliveryRefundRule: 'The delivery charge comes back when the whole order is returned.',
        adminOrder: { __typename: 'Order', id: 'order-0000a1', returns },
      },
    }),
  ),
  graphql.query<WithTypenames<AdminReturnRateQuery>>('AdminReturnRate', () =>
    HttpResponse.json({ data: { adminReturnRate: rate } }),
  ),
  graphql.query('AdminOrder', () => HttpResponse.json({ errors: [{ message: 'not in this test' }] })),
  graphql.query('AdminReturns', () => HttpResponse.json({ errors: [{ message: 'not in this test' }] })),
  graphql.mutation('AdminApproveReturn', ({ variables }) => {
    approved.push(String(variables.id));
    returns = [
      request({
        status: 'APPROVED',
        nextStatuses: ['PICKED_UP', 'CANCELLED'],
        history: [
          ...request().history,
          {
            __typename: 'ReturnStatusChange',
            id: 'h2',
            fromStatus: 'REQUESTED',
            toStatus: 'APPROVED',
            at: '2026-11-27T11:00:00.000Z',
            reason: null,
          },
        ],
      }),
    ];
    return HttpResponse.json({
      data: { adminApproveReturn: { __typename: 'ReturnRequest', id: variables.id, status: 'APPROVED' } },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the order page's returns", () => {
  it('shows each request with its lines and state, and moves it from there', async () => {
    returns = [request()];
    const user = userEvent.setup();
    renderWithProviders(<OrderReturnsPanel orderId="order-0000a1" />);
    const panel = await screen.findByRole('region', { name: 'Returns and exchanges' });
    const one = within(panel).getByRole('article', { name: 'Return r1' });
    expect(one).toHaveTextContent('Return · Too large');
    // On the order's own page the order and its customer are not named again.
    expect(one).not.toHaveTextContent('order #');
    expect(one).not.toHaveTextContent('asha@example.com');
    expect(one).toHaveTextContent('1 × Cotton kurta (size M)');
    expect(one).toHaveTextContent('REQUESTED');
    expect(panel).toHaveTextContent('The delivery charge comes back when the whole order is returned.');
    await user.click(within(one).getByRole('button', { name: 'Approve' }));
    expect(await within(panel).findByRole('button', { name: 'Mark picked up' })).toBeInTheDocument();
    expect(approved).toEqual(['r1']);
    expect(within(panel).getByRole('article', { name: 'Return r1' })).toHaveTextContent('APPROVED');
  });

  it('shows nothing for an order without returns', async () => {
    returns = [];
    const { container } = renderWithProviders(<OrderReturnsPanel orderId="order-0000a1" />);
    await new Promise((r) => setTimeout(r, 300));
    expect(container).not.toHaveTextContent('Returns and exchanges');
  });
});

describe("the dashboard's return rate", () => {
  it('gives units and orders returned over delivered this month, and the reasons that had returns', async () => {
    renderWithProviders(<ReturnRateCard />);
    const card = await screen.findByRole('region', { name: 'Returns this month' });
    expect(within(card).getByRole('group', { name: 'Return rate' })).toHaveTextContent(
      '12.5 %5 of 40 units · 4 of 16 orders (25 %)',
    );
    const rows = within(within(card).getByRole('table', { name: 'Return rate by reason' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['ReasonRequestsUnitsRate', 'Too small3410 %', 'Too large112.5 %']);
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type {
  ConfirmPaymentMutation,
  ConfirmPaymentMutationVariables,
  OrderFieldsFragment,
} from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { PaymentResultPage } from './payment-result-page';
import { anOrder, anOrderLine } from '../../../test/order-fixtures';

configure({ asyncUtilTimeout: 5000 });

const placed: WithTypenames<OrderFieldsFragment> = anOrder({
  id: 'order-7',
  totalItem: 2,
  items: [anOrderLine({ quantity: 2 })],
});

const calls: ConfirmPaymentMutationVariables[] = [];
const server = setupServer(
  // The badge's count is asked again after a confirmation.
  graphql.query('CartCount', () =>
    HttpResponse.json({ data: { cart: { __typename: 'Cart', id: 'c1', totalItem: 0 } } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
  localStorage.setItem('jwt', 'token');
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const back =
  '/payment/order-7?razorpay_payment_id=pay_1&razorpay_payment_link_id=plink_1' +
  '&razorpay_payment_link_reference_id=order-7&razorpay_payment_link_status=paid&razorpay_signature=abc';
const routes = [{ path: '/payment/:orderId', element: <PaymentResultPage /> }];

describe('PaymentResultPage', () => {
  it('confirms the payment once with the provider’s parameters and shows the placed order', async () => {
    server.use(
      graphql.mutation<WithTypenames<ConfirmPaymentMutation>, ConfirmPaymentMutationVariables>(
        'ConfirmPayment',
        ({ variables }) => {
          calls.push(variables);
          return HttpResponse.json({ data: { confirmPayment: placed } });
        },
      ),
    );
    renderRoutes(routes, back);
    expect(await screen.findByText('Payment Success')).toBeInTheDocument();
    expect(screen.getByText('Congratulation Your Order Get Placed')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Silk Kurta (M)' })).toBeInTheDocument();
    expect(screen.getByText('Order Confirmed')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        input: {
          orderId: 'order-7',
          paymentId: 'pay_1',
          paymentLinkId: 'plink_1',
          paymentLinkReferenceId: 'order-7',
          paymentLinkStatus: 'paid',
          signature: 'abc',
        },
      },
    ]);
  });

  it('says the payment failed, with the gateway’s reason, and offers to pay again', async () => {
    server.use(
      graphql.mutation('ConfirmPayment', () =>
        HttpResponse.json({
          errors: [{ message: 'The payment could not be verified', extensions: { code: 'PAYMENT_REFUSED' } }],
        }),
      ),
    );
    renderRoutes(routes, back);
    expect(await screen.findByRole('heading', { name: 'Payment failed' })).toBeInTheDocument();
    expect(screen.getByText('The payment could not be verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay again' })).toBeEnabled();
    expect(screen.queryByText('Payment Success')).not.toBeInTheDocument();
  });
});

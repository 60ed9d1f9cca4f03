import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type {
  CheckoutOrderQuery,
  ChooseCashOnDeliveryMutation,
  ChooseCashOnDeliveryMutationVariables,
  OrderFieldsFragment,
} from '../../../graphql/graphql';
import { renderWithProviders } from '../../../test/render';
import { anOrder, anOrderLine } from '../../../test/order-fixtures';
import type { WithTypenames } from '../../../test/typenames';
import { SummaryStep } from './summary-step';

configure({ asyncUtilTimeout: 5000 });

type Order = WithTypenames<OrderFieldsFragment> & {
  expiresAt: string | null;
  paymentMethod: 'PREPAID' | 'COD';
  codFee: number;
  cashOnDelivery: { __typename: 'CashOnDeliveryOffer'; available: boolean; fee: number };
};

const pending: Order = {
  __typename: 'Order',
  id: 'order-7',
  status: 'PENDING',
  createdAt: '2026-03-02T10:00:00.000Z',
  expectedDeliveryBy: '2026-03-09',
  confirmedAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  paidAt: null,
  expiresAt: '2026-03-02T10:30:00.000Z',
  totalPrice: 499800,
  discount: 299900,
  totalDiscountedPrice: 199900,
  deliveryCharge: 0,
  freeDeliveryShortfall: 0,
  totalAmount: 199900,
  totalItem: 2,
  shipment: null,
  couponCode: null,
  offerCode: null,
  couponDiscount: 0,
  deliveryDiscount: 0,
  shippingAddress: anOrder().shippingAddress,
  items: [anOrderLine({ quantity: 2 })],
  paymentMethod: 'PREPAID',
  codFee: 0,
  cashOnDelivery: { __typename: 'CashOnDeliveryOffer', available: false, fee: 0 },
};

const answer = (order: Order | null) =>
  graphql.query<WithTypenames<CheckoutOrderQuery>>('CheckoutOrder', () =>
    order ? HttpResponse.json({ data: { order } }) : HttpResponse.json({ errors: [{ message: 'No order with id x' }] }),
  );

const server = setupServer(answer(pending));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe('the checkout summary step', () => {
  it('shows where the order goes, its lines and what it costs, with Checkout for an unpaid order', async () => {
    renderWithProviders(<SummaryStep orderId="order-7" />);
    const address = await screen.findByRole('region', { name: 'Shipping address' });
    expect(within(address).getByText(/12 MG Road/)).toBeInTheDocument();
    expect(within(address).getByText(/Asha Verma/)).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Order items' });
    expect(within(items).getByText('Silk Kurta')).toBeInTheDocument();
    expect(screen.getAllByText('₹1,999.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/Your items are held for you until/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('shows the delivery charge the order was placed with, and how much more would have shipped free', async () => {
    server.use(
      answer({
        ...pending,
        totalDiscountedPrice: 29900,
        deliveryCharge: 4900,
        freeDeliveryShortfall: 20000,
        totalAmount: 34800,
      }),
    );
    renderWithProviders(<SummaryStep orderId="order-7" />);
    const details = await screen.findByRole('region', { name: 'Price details' });
    expect(details).toHaveTextContent('Delivery Charge₹49.00');
    expect(details).toHaveTextContent('Add ₹200.00 more for free delivery');
    expect(within(details).getByTestId('total-amount')).toHaveTextContent('₹348.00');
  });

  it('sends the browser to the payment link that Checkout asks for', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    server.use(
      graphql.mutation('CheckoutPaymentLink', () =>
        HttpResponse.json({
          data: { createPaymentLink: { __typename: 'PaymentLink', id: 'plink_1', url: 'https://pay.test/plink_1' } },
        }),
      ),
    );
    renderWithProviders(<SummaryStep orderId="order-7" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.test/plink_1'));
  });

  it('says why when the payment link cannot be made, and lets the shopper try again', async () => {
    server.use(
      graphql.mutation('CheckoutPaymentLink', () =>
        HttpResponse.json({ errors: [{ message: 'The payment provider cannot be reached right now' }] }),
      ),
    );
    renderWithProviders(<SummaryStep orderId="order-7" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment provider cannot be reached right now');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('offers no cash on delivery when the server does not allow it', async () => {
    renderWithProviders(<SummaryStep orderId="order-7" />);
    await screen.findByRole('button', { name: 'Checkout' });
    expect(screen.queryByRole('radio', { name: /Cash on delivery/ })).not.toBeInTheDocument();
  });

  it('places a cash-on-delivery order with Place order, and says what to pay at the door', async () => {
    const offered: Order = {
      ...pending,
      cashOnDelivery: { __typename: 'CashOnDeliveryOffer', available: true, fee: 2000 },
    };
    const placed = {
      ...offered,
      status: 'PLACED' as const,
      paymentMethod: 'COD' as const,
      codFee: 2000,
      totalAmount: 201900,
    };
    const asked: string[] = [];
    server.use(
      answer(offered),
      graphql.mutation<WithTypenames<ChooseCashOnDeliveryMutation>, ChooseCashOnDeliveryMutationVariables>(
        'ChooseCashOnDelivery',
        ({ variables }) => {
          asked.push(String(variables.orderId));
          const { cashOnDelivery: _offer, ...order } = placed;
          return HttpResponse.json({ data: { chooseCashOnDelivery: order } });
        },
      ),
    );
    renderWithProviders(<SummaryStep orderId="order-7" />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery (+ ₹20.00)' }));
    const details = screen.getByRole('region', { name: 'Price details' });
    expect(details).toHaveTextContent('Cash on delivery fee₹20.00');
    expect(within(details).getByTestId('total-amount')).toHaveTextContent('₹2,019.00');
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    server.use(answer(placed));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText('This order is placed: please pay ₹2,019.00 in cash on delivery.'),
    ).toBeInTheDocument();
    expect(asked).toEqual(['order-7']);
  });

  it('says why when cash on delivery was refused at the click, and goes back to paying online', async () => {
    server.use(
      answer({ ...pending, cashOnDelivery: { __typename: 'CashOnDeliveryOffer', available: true, fee: 0 } }),
      graphql.mutation('ChooseCashOnDelivery', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Cash on delivery is not offered by the shop right now; nothing was placed',
              extensions: { code: 'CONFLICT' },
            },
          ],
        }),
      ),
    );
    renderWithProviders(<SummaryStep orderId="order-7" />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not offered by the shop right now; nothing was placed');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('offers no Checkout for an order that was cancelled unpaid, and links to it', async () => {
    server.use(answer({ ...pending, status: 'CANCELLED', cancelledAt: '2026-03-02T10:31:00.000Z' }));
    renderWithProviders(<SummaryStep orderId="order-7" />);
    expect(await screen.findByText(/cancelled because it was not paid in time/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/account/order/order-7');
  });

  it('sends the shopper back to the cart when there is no such order', async () => {
    server.use(answer(null));
    renderWithProviders(<SummaryStep orderId="nope" />);
    expect(await screen.findByText(/No order with id x/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart' })).toHaveAttribute('href', '/cart');
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type { MyReviewFieldsFragment, ReviewProductMutationVariables } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { OrderDetailPage } from './order-detail-page';
import { anOrder, anOrderLine, type AnOrder } from '../../../test/order-fixtures';

type Order = AnOrder;
type Mine = WithTypenames<MyReviewFieldsFragment>;

const line = (id: string, title: string, productId: string | null) =>
  anOrderLine({
    id,
    title,
    imageUrl: `/images/products/${id}.svg`,
    price: 249900,
    discountedPrice: 99900,
    product: productId ? { __typename: 'Product', id: productId } : null,
  });

const order = (status: Order['status'], deliveredAt: string | null): Order =>
  anOrder({
    status,
    confirmedAt: '2026-03-02T11:00:00.000Z',
    shippedAt: '2026-03-03T11:00:00.000Z',
    deliveredAt,
    discount: 300000,
    totalDiscountedPrice: 199800,
    deliveryCharge: 0,
    freeDeliveryShortfall: 0,
    totalAmount: 199800,
    totalItem: 2,
    amountPaid: 199800,
    items: [line('l1', 'Silk Kurta', 'p1'), line('l2', 'Cotton Shirt', 'p2')],
  });

const mine = (productId: string, rating: number, overrides: Partial<Mine> = {}): Mine => ({
  __typename: 'Review',
  id: `r-${productId}`,
  rating,
  title: null,
  text: 'Good',
  reviewedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-05T10:00:00.000Z',
  hidden: false,
  hiddenReason: null,
  product: {
    __typename: 'Product',
    id: productId,
    title: 'Silk Kurta',
    brand: 'Manyavar',
    imageUrls: [],
    rating: { __typename: 'ProductRating', average: rating, count: 1, reviewCount: 1, breakdown: [] },
  },
  ...overrides,
});

function answers(o: Order, reviews: Record<string, Mine | null>) {
  return [
    graphql.query('OrderDetail', () => HttpResponse.json({ data: { order: o } })),
    graphql.query('OrderReviews', () =>
      HttpResponse.json({
        data: {
          order: {
            __typename: 'Order',
            id: o.id,
            items: o.items.map((i) => ({
              __typename: 'OrderItem',
              id: i.id,
              product: i.product
                ? { __typename: 'Product', id: i.product.id, viewerReview: reviews[i.product.id] ?? null }
                : null,
            })),
          },
        },
      }),
    ),
  ];
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.setItem('jwt', 'token'));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const show = (path = '/account/order/order-9') =>
  renderRoutes([{ path: '/account/order/:orderId', element: <OrderDetailPage /> }], path);

describe('OrderDetailPage: rating what was delivered', () => {
  it('offers "Rate & Review Product" on each delivered item, or the shopper’s rating with Edit', async () => {
    server.use(...answers(order('DELIVERED', '2026-03-04T10:00:00.000Z'), { p1: mine('p1', 4) }));
    show();
    const kurta = await screen.findByRole('article', { name: 'Silk Kurta (M)' });
    expect(await within(kurta).findByText('Your rating')).toBeInTheDocument();
    expect(within(kurta).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(kurta).getByRole('button', { name: 'Edit your review of Silk Kurta' })).toBeInTheDocument();
    const shirt = screen.getByRole('article', { name: 'Cotton Shirt (M)' });
    expect(within(shirt).getByRole('button', { name: 'Rate & Review Product: Cotton Shirt' })).toBeInTheDocument();
  });

  it('opens the form for an item and sends the stars and words', async () => {
    const user = userEvent.setup();
    let sent: ReviewProductMutationVariables | undefined;
    server.use(
      ...answers(order('DELIVERED', '2026-03-04T10:00:00.000Z'), {}),
      graphql.mutation('ReviewProduct', ({ variables }) => {
        sent = variables as ReviewProductMutationVariables;
        return HttpResponse.json({ data: { reviewProduct: mine('p2', 5, { text: 'Crisp cotton' }) } });
      }),
    );
    show();
    await user.click(await screen.findByRole('button', { name: 'Rate & Review Product: Cotton Shirt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate & Review Product' });
    within(dialog).getByRole('radio', { name: '5 stars' }).focus();
    await user.keyboard('{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Office staple');
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Crisp cotton');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual({ productId: 'p2', input: { rating: 5, title: 'Office staple', text: 'Crisp cotton' } });
  });

  it('opens the form at once when the delivered mail’s link names the product', async () => {
    server.use(...answers(order('DELIVERED', '2026-03-04T10:00:00.000Z'), {}));
    show('/account/order/order-9?review=p2');
    const dialog = await screen.findByRole('dialog', { name: 'Rate & Review Product' });
    expect(within(dialog).getByText('Cotton Shirt')).toBeInTheDocument();
  });

  it('shows no "Rate & Review" until the order is delivered', async () => {
    server.use(...answers(order('SHIPPED', null), {}));
    show();
    const kurta = await screen.findByRole('article', { name: 'Silk Kurta (M)' });
    expect(within(kurta).queryByText(/Rate & Review/)).not.toBeInTheDocument();
    expect(within(kurta).queryByRole('button')).not.toBeInTheDocument();
  });
});

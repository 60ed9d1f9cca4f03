import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import { aProfile, meReturns, signIn } from '../../../test/session-fixtures';
import { AccountPage } from './account-page';

configure({ asyncUtilTimeout: 5000 });

const routes: RouteObject[] = [{ path: '/profile/*', element: <AccountPage /> }];

const size = (name: string, quantity: number) => ({ __typename: 'ProductSize', id: `s-${name}`, name, quantity });
const item = (id: string, title: string, over: { priceDrop?: number; inStock?: boolean; sizes?: unknown[] } = {}) => ({
  __typename: 'WishlistItem',
  id: `w-${id}`,
  savedAt: '2026-11-01T10:00:00.000Z',
  savedPrice: 149_900,
  priceDrop: over.priceDrop ?? 0,
  product: {
    __typename: 'Product',
    id,
    title,
    brand: 'Kapda',
    colour: 'blue',
    imageUrls: ['/images/p.svg'],
    price: 199_900,
    discountedPrice: 149_900 - (over.priceDrop ?? 0),
    discountPercent: 25,
    inStock: over.inStock ?? true,
    sizes: over.sizes ?? [size('S', 0), size('M', 3)],
  },
});

let list = [
  item('p1', 'Indigo Kurta', { priceDrop: 20_000 }),
  item('p2', 'Linen Shirt', { inStock: false, sizes: [size('M', 0)] }),
];
let cartAdds: unknown[] = [];
let removed: unknown[] = [];

const server = setupServer(
  meReturns(aProfile()),
  graphql.query('MyWishlist', () => HttpResponse.json({ data: { wishlist: list } })),
  graphql.mutation('WishlistAddToCart', ({ variables }) => {
    cartAdds.push(variables);
    return HttpResponse.json({ data: { addToCart: { __typename: 'Cart', id: 'c1', totalItem: 1 } } });
  }),
  graphql.mutation('RemoveFromWishlist', ({ variables }) => {
    removed.push(variables);
    list = list.filter((i) => i.product.id !== variables.productId);
    return HttpResponse.json({ data: { removeFromWishlist: variables.productId } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  signIn();
  cartAdds = [];
  removed = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('My Wish List', () => {
  it('shows each saved product with its current price, the drop since saving and the sold-out state', async () => {
    renderRoutes(routes, '/profile/wishlist');
    const kurta = await screen.findByRole('article', { name: 'Kapda Indigo Kurta' });
    expect(within(kurta).getByText('Price dropped by ₹200.00 since you saved it')).toBeInTheDocument();
    expect(within(kurta).queryByText('Sold out')).not.toBeInTheDocument();
    const shirt = screen.getByRole('article', { name: 'Kapda Linen Shirt' });
    expect(within(shirt).getByText('Sold out')).toBeInTheDocument();
    expect(within(shirt).queryByText(/Price dropped/)).not.toBeInTheDocument();
    expect(within(shirt).getByRole('button', { name: 'Move to cart' })).toBeDisabled();
  });

  it('asks for the size on Move to cart, puts that size in the cart and takes the product off the list', async () => {
    renderRoutes(routes, '/profile/wishlist');
    const kurta = await screen.findByRole('article', { name: 'Kapda Indigo Kurta' });
    await userEvent.click(within(kurta).getByRole('button', { name: 'Move to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to cart' });
    expect(within(dialog).getByRole('radio', { name: 'S (sold out)' })).toBeDisabled();
    const confirm = within(dialog).getByRole('button', { name: 'Move to cart' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'M' }));
    await userEvent.click(confirm);
    await waitFor(() => expect(removed).toEqual([{ productId: 'p1' }]));
    expect(cartAdds).toEqual([{ productId: 'p1', size: 'M' }]);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kapda Indigo Kurta' })).not.toBeInTheDocument());
  });

  it('says the list is empty when nothing is saved', async () => {
    server.use(graphql.query('MyWishlist', () => HttpResponse.json({ data: { wishlist: [] } })));
    renderRoutes(routes, '/profile/wishlist');
    expect(await screen.findByText(/Your wish list is empty/)).toBeInTheDocument();
  });
});

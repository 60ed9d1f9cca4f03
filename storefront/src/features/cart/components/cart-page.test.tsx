import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import type {
  CartFieldsFragment,
  CartQuery,
  RemoveCartItemMutation,
  RemoveCartItemMutationVariables,
  UpdateCartItemMutation,
  UpdateCartItemMutationVariables,
} from '../../../graphql/graphql';
import { CartPage } from './cart-page';
import type { WithTypenames } from '../../../test/typenames';

configure({ asyncUtilTimeout: 5000 });

type Cart = WithTypenames<CartFieldsFragment>;
type Line = Cart['items'][number];

function line(id: string, title: string, size: string, quantity: number, available: number): Line {
  return {
    __typename: 'CartItem',
    id,
    size,
    quantity,
    available,
    price: 249900 * quantity,
    discountedPrice: 99900 * quantity,
    unitPrice: 99900,
    previousUnitPrice: 99900,
    product: {
      __typename: 'Product',
      id: `p-${id}`,
      title,
      brand: 'Manyavar',
      colour: 'maroon',
      imageUrls: [`/images/products/${id}-1.svg`, `/images/products/${id}-2.svg`],
      discountPercent: 60,
    },
  };
}

/** A cart as the gateway computes it: totals from the lines. */
function cart(items: Line[], notices: string[] = []): Cart {
  const totalPrice = items.reduce((sum, i) => sum + i.price, 0);
  const totalDiscountedPrice = items.reduce((sum, i) => sum + i.discountedPrice, 0);
  return {
    __typename: 'Cart',
    id: 'cart-1',
    items,
    notices,
    priceChanges: [],
    totalPrice,
    totalDiscountedPrice,
    deliveryCharge: 0,
    freeDeliveryShortfall: 0,
    totalAmount: totalDiscountedPrice,
    discount: totalPrice - totalDiscountedPrice,
    totalItem: items.reduce((sum, i) => sum + i.quantity, 0),
    couponDiscount: 0,
    deliveryDiscount: 0,
    combiningRule: 'One automatic offer and one code per order.',
    coupon: null,
    offer: null,
  };
}

const cartReturns = (value: Cart) =>
  graphql.query<WithTypenames<CartQuery>>('Cart', () => HttpResponse.json({ data: { cart: value } }));

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

const routes: RouteObject[] = [
  { path: '/cart', element: <CartPage /> },
  { path: '*', element: <Where /> },
];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

describe('CartPage', () => {
  it('asks a visitor to log in, and the button goes to /Login', async () => {
    renderRoutes(routes, '/cart');
    expect(screen.getByRole('heading', { name: 'Please Log In' })).toBeInTheDocument();
    expect(
      screen.getByText('You need to log in to access cart. Please click the button below to go to the login page.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/Login');
  });

  it('invites a shopper with an empty cart to add something', async () => {
    localStorage.setItem('jwt', 'token');
    server.use(cartReturns(cart([])));
    renderRoutes(routes, '/cart');
    expect(await screen.findByRole('heading', { name: 'Please add some item to your cart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Item' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Order Item' })).not.toBeInTheDocument();
  });

  it('lists each line with its details and the server’s totals, with Free delivery', async () => {
    localStorage.setItem('jwt', 'token');
    server.use(cartReturns(cart([line('a', 'Silk Kurta', 'M', 2, 5), line('b', 'Cotton Kurta', 'L', 1, 1)])));
    renderRoutes(routes, '/cart');
    const first = await screen.findByRole('article', { name: 'Silk Kurta (M)' });
    // The shop's own SVG art is shown as the WebP the gateway draws of it.
    expect(within(first).getByRole('img', { name: 'Silk Kurta' })).toHaveAttribute('src', '/images/products/a-1.webp');
    expect(first).toHaveTextContent('maroon');
    expect(first).toHaveTextContent('Size M');
    expect(first).toHaveTextContent('Manyavar');
    expect(first).toHaveTextContent('₹1,998.00');
    expect(first).toHaveTextContent('₹4,998.00');
    expect(first).toHaveTextContent('60% Off');

    const details = screen.getByRole('region', { name: 'Price details' });
    expect(details).toHaveTextContent('Price (3 items)₹7,497.00');
    expect(details).toHaveTextContent('Discount−₹4,500.00');
    expect(details).toHaveTextContent('Delivery ChargeFree');
    expect(details).not.toHaveTextContent('more for free delivery');
    expect(within(details).getByTestId('total-amount')).toHaveTextContent('₹2,997.00');
    expect(within(details).getByRole('link', { name: 'Order Item' })).toHaveAttribute('href', '/checkout?step=2');
  });

  it('shows the delivery charge and how much more ships free when the shop charges below its threshold', async () => {
    localStorage.setItem('jwt', 'token');
    const small = { ...line('a', 'Glass Bangles', 'Free', 1, 5), price: 59900, discountedPrice: 29900 };
    server.use(
      cartReturns({ ...cart([small]), deliveryCharge: 4900, freeDeliveryShortfall: 20000, totalAmount: 34800 }),
    );
    renderRoutes(routes, '/cart');
    const details = await screen.findByRole('region', { name: 'Price details' });
    expect(details).toHaveTextContent('Delivery Charge₹49.00');
    expect(details).toHaveTextContent('Add ₹200.00 more for free delivery');
    expect(within(details).getByTestId('total-amount')).toHaveTextContent('₹348.00');
  });

  it('keeps the quantity between 1 and what is in stock, and sends each change', async () => {
    localStorage.setItem('jwt', 'token');
    const sent: UpdateCartItemMutationVariables[] = [];
    server.use(
      cartReturns(cart([line('a', 'Silk Kurta', 'M', 1, 2)])),
      graphql.mutation<WithTypenames<UpdateCartItemMutation>, UpdateCartItemMutationVariables>(
        'UpdateCartItem',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: { updateCartItem: cart([line('a', 'Silk Kurta', 'M', variables.quantity, 2)]) },
          });
        },
      ),
    );
    renderRoutes(routes, '/cart');
    const item = await screen.findByRole('article', { name: 'Silk Kurta (M)' });
    const minus = within(item).getByRole('button', { name: 'Decrease quantity' });
    const plus = within(item).getByRole('button', { name: 'Increase quantity' });
    expect(minus).toBeDisabled();
    expect(plus).toBeEnabled();

    await userEvent.click(plus);
    await waitFor(() => expect(within(item).getByTestId('quantity')).toHaveTextContent('2'));
    expect(sent).toEqual([{ id: 'a', quantity: 2 }]);
    // Two in the cart and two in stock: no more.
    await waitFor(() => expect(plus).toBeDisabled());
    expect(minus).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'My Cart (2)' })).toBeInTheDocument();
  });

  it('removes a line, and shows the empty cart once nothing is left', async () => {
    localStorage.setItem('jwt', 'token');
    let removed: RemoveCartItemMutationVariables | undefined;
    server.use(
      cartReturns(cart([line('a', 'Silk Kurta', 'M', 1, 4)])),
      graphql.mutation<WithTypenames<RemoveCartItemMutation>, RemoveCartItemMutationVariables>(
        'RemoveCartItem',
        ({ variables }) => {
          removed = variables;
          return HttpResponse.json({ data: { removeCartItem: cart([]) } });
        },
      ),
    );
    renderRoutes(routes, '/cart');
    const item = await screen.findByRole('article', { name: 'Silk Kurta (M)' });
    await userEvent.click(within(item).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Please add some item to your cart' })).toBeInTheDocument();
    expect(removed).toEqual({ id: 'a' });
  });

  it('shows what the server changed in the cart, and why a change was refused', async () => {
    localStorage.setItem('jwt', 'token');
    server.use(
      cartReturns(
        cart([line('a', 'Silk Kurta', 'M', 1, 4)], ['Blue Kurta (M) is no longer available and was removed']),
      ),
      graphql.mutation('UpdateCartItem', () =>
        HttpResponse.json({
          errors: [{ message: 'Only 1 of Silk Kurta in size M is left', extensions: { code: 'OUT_OF_STOCK' } }],
        }),
      ),
    );
    renderRoutes(routes, '/cart');
    expect(await screen.findByText('Blue Kurta (M) is no longer available and was removed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 1 of Silk Kurta in size M is left')).toBeInTheDocument();
  });
});

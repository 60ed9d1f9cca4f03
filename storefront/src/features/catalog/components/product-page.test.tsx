import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import { WishlistIdsProvider } from '../../../lib/wishlist/wishlist-ids';
import { ProductPage } from './product-page';
import { productCard } from '../testing/fixtures';
import type { AddToCartMutation, AddToCartMutationVariables, ProductDetailQuery } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';

function LoginStub() {
  const state = useLocation().state as { from?: string } | null;
  return (
    <>
      <p>Sign-in modal</p>
      <p data-testid="login-from">{state?.from}</p>
    </>
  );
}

type Detail = WithTypenames<NonNullable<ProductDetailQuery['product']>>;

const category = <P,>(id: string, label: string, parent: P) => ({
  __typename: 'Category',
  id,
  slug: id.split('/').pop()!,
  label,
  parent,
});

const product: Detail = {
  ...productCard('p1', { title: 'Men Embroidered Cotton Kurta' }),
  description: 'A straight cotton kurta.',
  details: 'Mandarin collar. Machine wash.',
  highlights: ['100% cotton', 'Regular fit'],
  colour: 'white',
  inStock: true,
  attributes: [],
  rating: {
    __typename: 'ProductRating',
    average: 4,
    count: 12,
    reviewCount: 3,
    breakdown: [
      [5, 6],
      [4, 3],
      [3, 1],
      [2, 1],
      [1, 1],
    ].map(([stars, count]) => ({ __typename: 'RatingStarCount', stars, count })),
  },
  imageUrls: ['/images/products/kurta-white-1.svg', '/images/products/kurta-white-2.svg'],
  imageAlts: ['Men Embroidered Cotton Kurta', 'Men Embroidered Cotton Kurta'],
  category: category(
    'men/clothing/mens_kurta',
    "Men's Kurta",
    category('men/clothing', 'Clothing', { __typename: 'Category', id: 'men', slug: 'men', label: 'Men' }),
  ),
  sizes: [
    { __typename: 'ProductSize', id: 's1', name: 'S', quantity: 4 },
    { __typename: 'ProductSize', id: 's2', name: 'M', quantity: 0 },
    { __typename: 'ProductSize', id: 's3', name: 'L', quantity: 2 },
  ],
  colourSiblings: [],
  similar: [
    productCard('p2', { title: 'Men Silk Kurta', discountedPrice: 149900, price: 299900, discountPercent: 50 }),
  ],
};

let savedIds: string[] = [];
const server = setupServer(
  graphql.query('WishlistProductIds', () => HttpResponse.json({ data: { wishlistProductIds: savedIds } })),
  graphql.query('ProductDetail', ({ variables }) =>
    HttpResponse.json({ data: { product: variables.id === 'p1' ? product : null } }),
  ),
  graphql.query('ProductViewerReview', () =>
    HttpResponse.json({
      data: { product: { __typename: 'Product', id: 'p1', viewerCanReview: false, viewerReview: null } },
    }),
  ),
  graphql.query('ProductReviews', () =>
    HttpResponse.json({
      data: {
        product: {
          __typename: 'Product',
          id: 'p1',
          reviewsConnection: {
            __typename: 'ReviewConnection',
            totalCount: 0,
            edges: [],
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

function renderProduct(id = 'p1') {
  renderRoutes(
    [
      // The shop's layout gives its pages the saved products' ids.
      {
        path: '/product/id/:productId',
        element: (
          <WishlistIdsProvider>
            <ProductPage />
          </WishlistIdsProvider>
        ),
      },
      { path: '/Login', element: <LoginStub /> },
      { path: '/cart', element: <p>Cart page</p> },
    ],
    `/product/id/${id}`,
  );
}

describe('ProductPage', () => {
  it('shows the product with its category trail, prices and similar products', async () => {
    renderProduct();
    expect(await screen.findByRole('heading', { name: 'Men Embroidered Cotton Kurta' })).toBeInTheDocument();
    expect(screen.getByText('Men')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Men's Kurta" })).toHaveAttribute('href', '/men/clothing/mens_kurta');
    expect(screen.getByText('₹999.00')).toBeInTheDocument();
    expect(screen.getByText('60% Off')).toBeInTheDocument();
    expect(screen.getByText('100% cotton')).toBeInTheDocument();
    expect(screen.getByText('12 Ratings & 3 Reviews')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manyavar Men Silk Kurta' })).toHaveAttribute('href', '/product/id/p2');
  });

  it('shows the other colours of its style as swatches linking to each', async () => {
    const sibling = { __typename: 'Product', id: 'p9', colour: 'maroon', title: 'Men Embroidered Cotton Kurta' };
    server.use(
      graphql.query('ProductDetail', () =>
        HttpResponse.json({ data: { product: { ...product, colourSiblings: [sibling] } } }),
      ),
    );
    renderProduct();
    const swatches = await screen.findByRole('navigation', { name: 'Other colours' });
    expect(within(swatches).getByRole('link', { name: 'maroon: Men Embroidered Cotton Kurta' })).toHaveAttribute(
      'href',
      '/product/id/p9',
    );
    expect(within(swatches).getByTitle('white')).toHaveAttribute('aria-current', 'true');
  });

  it('lists the attributes the product has, each with its label', async () => {
    const material = { __typename: 'ProductAttribute', name: 'material', label: 'Material', value: 'Cotton' };
    server.use(
      graphql.query('ProductDetail', () =>
        HttpResponse.json({ data: { product: { ...product, attributes: [material] } } }),
      ),
    );
    renderProduct();
    expect(await screen.findByText('Material: Cotton')).toBeInTheDocument();
  });

  it('disables sold-out sizes', async () => {
    renderProduct();
    expect(await screen.findByRole('radio', { name: 'M (sold out)' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'S' })).toBeEnabled();
  });

  it('keeps Add To Cart disabled with a grey "First Select Size" hint, red only once pressed without a size', async () => {
    const user = userEvent.setup();
    renderProduct();
    const add = await screen.findByRole('button', { name: 'Add To Cart' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('First Select Size');
    const hint = screen.getByText('First Select Size');
    expect(hint).toHaveStyle({ color: 'var(--mantine-color-dimmed)' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(add);
    expect(screen.getByRole('alert')).toHaveTextContent('First Select Size');
    expect(hint).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    expect(screen.queryByText('Sign-in modal')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'L' }));
    expect(add).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText('First Select Size')).not.toBeInTheDocument();
  });

  it('sends a visitor to /Login to sign in, to come back to this product afterwards', async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Sign-in modal')).toBeInTheDocument();
    expect(screen.getByTestId('login-from')).toHaveTextContent('/product/id/p1');
  });

  it('adds the chosen size to a signed-in shopper’s cart, then shows the cart', async () => {
    let added: unknown;
    server.use(
      graphql.mutation<WithTypenames<AddToCartMutation>, AddToCartMutationVariables>('AddToCart', ({ variables }) => {
        added = variables;
        return HttpResponse.json({ data: { addToCart: { __typename: 'Cart', id: 'c1', totalItem: 1 } } });
      }),
    );
    localStorage.setItem('jwt', 'token');
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(added).toEqual({ productId: 'p1', size: 'S' });
  });

  it('stays on the product and says why when the size sold out meanwhile', async () => {
    server.use(
      graphql.mutation('AddToCart', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Only 0 of Men Embroidered Cotton Kurta in size S are left',
              extensions: { code: 'OUT_OF_STOCK' },
            },
          ],
        }),
      ),
    );
    localStorage.setItem('jwt', 'token');
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('radio', { name: 'S' }));
    await user.click(screen.getByRole('button', { name: 'Add To Cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only 0 of Men Embroidered Cotton Kurta in size S are left',
    );
    expect(screen.queryByText('Cart page')).not.toBeInTheDocument();
  });

  it('shows the heart filled for a saved product and saves or removes it with one tap', async () => {
    savedIds = ['p1'];
    const calls: string[] = [];
    server.use(
      graphql.mutation('RemoveFromWishlist', ({ variables }) => {
        calls.push(`remove ${variables.productId}`);
        return HttpResponse.json({ data: { removeFromWishlist: variables.productId } });
      }),
      graphql.mutation('AddToWishlist', ({ variables }) => {
        calls.push(`add ${variables.productId}`);
        return HttpResponse.json({ data: { addToWishlist: { __typename: 'WishlistItem', id: 'w1' } } });
      }),
    );
    localStorage.setItem('jwt', 'token');
    const user = userEvent.setup();
    renderProduct();
    const heart = await screen.findByRole('button', { name: 'Remove Men Embroidered Cotton Kurta from wish list' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    const again = await screen.findByRole('button', { name: 'Save Men Embroidered Cotton Kurta to wish list' });
    expect(again).toHaveAttribute('aria-pressed', 'false');
    await user.click(again);
    await screen.findByRole('button', { name: 'Remove Men Embroidered Cotton Kurta from wish list' });
    expect(calls).toEqual(['remove p1', 'add p1']);
    savedIds = [];
  });

  it('asks a visitor to sign in from the heart and comes back to the product', async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Save Men Embroidered Cotton Kurta to wish list' }));
    expect(await screen.findByText('Sign-in modal')).toBeInTheDocument();
    expect(screen.getByTestId('login-from')).toHaveTextContent('/product/id/p1');
  });

  /** Answers RequestStockAlert as the server does (an address waits for its confirmation); returns what was sent. */
  function answerStockAlerts(): unknown[] {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('RequestStockAlert', ({ variables }) => {
        sent.push(variables);
        const status = variables.email ? 'UNCONFIRMED' : 'WAITING';
        return HttpResponse.json({ data: { requestStockAlert: { __typename: 'StockAlertReceipt', status } } });
      }),
    );
    return sent;
  }

  it('asks for a mail on a sold-out size: one tap signed in, an address for a visitor', async () => {
    const sent = answerStockAlerts();
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Notify me: M' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notify me when M is back' });
    await user.type(within(dialog).getByRole('textbox', { name: /e-mail/ }), 'visitor@example.in');
    await user.click(within(dialog).getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Check your inbox to confirm the mail for M.')).toBeInTheDocument();
    expect(sent).toEqual([{ productId: 'p1', size: 'M', email: 'visitor@example.in' }]);
  });

  it('asks for the mail in one tap when signed in', async () => {
    const sent = answerStockAlerts();
    localStorage.setItem('jwt', 'token');
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Notify me: M' }));
    expect(await screen.findByText('We will mail you when M is back.')).toBeInTheDocument();
    expect(sent).toEqual([{ productId: 'p1', size: 'M', email: null }]);
  });

  it('counts a tap as signed in when the token is stored but the page is still drawn as a visitor’s', async () => {
    // A server-rendered page hydrates as a visitor's and is re-drawn with the stored token just
    // after; a tap in between (held by the loader until React took the button over) is the shopper's.
    const sent = answerStockAlerts();
    const user = userEvent.setup();
    renderProduct();
    const button = await screen.findByRole('button', { name: 'Notify me: M' });
    localStorage.setItem('jwt', 'token'); // stored without telling the page, as before the re-draw
    await user.click(button);
    expect(await screen.findByText('We will mail you when M is back.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([{ productId: 'p1', size: 'M', email: null }]);
  });

  it('switches the main image when a thumbnail is clicked', async () => {
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole('button', { name: 'Show image 2 of 2' }));
    expect(screen.getByAltText('Men Embroidered Cotton Kurta, image 2')).toHaveAttribute(
      'src',
      '/images/products/kurta-white-2.webp',
    );
  });

  it('says the product was not found for an unknown id', async () => {
    renderProduct('nope');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });
});

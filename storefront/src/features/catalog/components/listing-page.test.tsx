import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import { WishlistIdsProvider } from '../../../lib/wishlist/wishlist-ids';
import { ListingPage } from './listing-page';
import { navigationData, productCard, productPage } from '../testing/fixtures';

// Every ProductList request's variables, newest last: the assertions are about what is asked of the API.
let requests: Record<string, unknown>[] = [];
let answer = () => productPage([productCard('p1'), productCard('p2')], 3);

const server = setupServer(
  graphql.query('ProductList', ({ variables }) => {
    requests.push(variables);
    return HttpResponse.json({ data: { products: answer() } });
  }),
  graphql.query('Navigation', () => HttpResponse.json({ data: navigationData })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests = [];
  answer = () => productPage([productCard('p1'), productCard('p2')], 3);
});
afterAll(() => server.close());

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

function renderListing(path = '/women/clothing/lehenga') {
  renderRoutes(
    [
      {
        path: '/:levelOne/:levelTwo/:levelThree',
        // The shop's layout gives its pages the saved products' ids.
        element: (
          <WishlistIdsProvider>
            <ListingPage />
            <Search />
          </WishlistIdsProvider>
        ),
      },
    ],
    path,
  );
  return {
    search: () => screen.getByTestId('search').textContent,
    sidebar: () => within(screen.getByRole('complementary', { name: 'Filters' })),
  };
}

const lastRequest = () =>
  requests[requests.length - 1] as {
    filter: Record<string, unknown>;
    sort: string;
    pageNumber: number;
    pageSize: number;
  };

describe('ListingPage', () => {
  it('marks saved products on every card from one wish-list read, whatever the number of cards', async () => {
    let reads = 0;
    server.use(
      graphql.query('WishlistProductIds', () => {
        reads++;
        return HttpResponse.json({ data: { wishlistProductIds: ['p2'] } });
      }),
    );
    answer = () => productPage([productCard('p1'), productCard('p2'), productCard('p3'), productCard('p4')], 1);
    localStorage.setItem('jwt', 'token');
    renderListing();
    expect(await screen.findByRole('button', { name: 'Remove Cotton Kurta p2 from wish list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Save Cotton Kurta p1 to wish list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(reads).toBe(1);
    localStorage.clear();
  });

  it('asks for the route category, newest first, page 1 of 20', async () => {
    renderListing();
    expect(await screen.findByText('Cotton Kurta p1')).toBeInTheDocument();
    // Titled by what it lists; the spec's "New Arrivals" stays as the line above.
    expect(screen.getByRole('heading', { level: 1, name: 'Lehenga Choli' })).toBeInTheDocument();
    expect(screen.getByText('New Arrivals')).toBeInTheDocument();
    expect(lastRequest()).toEqual({
      filter: { category: 'women/clothing/lehenga' },
      sort: 'NEWEST',
      pageNumber: 1,
      pageSize: 20,
    });
  });

  it('shows the not-found page for a three-part address that is no category of the menu', async () => {
    renderListing('/women/clothing/no_such_thing');
    expect(await screen.findByText(/couldn't find that page/)).toBeInTheDocument();
    expect(screen.queryByText('New Arrivals')).not.toBeInTheDocument();
  });

  it('toggles colours in the comma list of the query string and the request', async () => {
    const user = userEvent.setup();
    const { search, sidebar } = renderListing();
    await screen.findByText('Cotton Kurta p1');
    await user.click(sidebar().getByRole('checkbox', { name: 'Blue' }));
    await user.click(sidebar().getByRole('checkbox', { name: 'Maroon' }));
    expect(search()).toBe('?color=blue%2Cmaroon');
    await waitFor(() => expect(lastRequest().filter.colours).toEqual(['blue', 'maroon']));
    await user.click(sidebar().getByRole('checkbox', { name: 'Blue' }));
    expect(search()).toBe('?color=maroon');
    await waitFor(() => expect(lastRequest().filter.colours).toEqual(['maroon']));
  });

  it('sends a price bucket in rupees to the API in paise', async () => {
    const user = userEvent.setup();
    const { search, sidebar } = renderListing();
    await screen.findByText('Cotton Kurta p1');
    await user.click(sidebar().getByRole('radio', { name: '₹399 To ₹999' }));
    expect(search()).toBe('?price=399-999');
    await waitFor(() => expect(lastRequest().filter).toMatchObject({ minPrice: 39900, maxPrice: 99900 }));
  });

  it('reads size, discount and availability from a shared link', async () => {
    renderListing('/women/clothing/lehenga?size=S,M&discount=50&stock=out_of_stock&price=1999-2999');
    await screen.findByText('Cotton Kurta p1');
    expect(lastRequest().filter).toEqual({
      category: 'women/clothing/lehenga',
      sizes: ['S', 'M'],
      minDiscount: 50,
      stock: 'OUT_OF_STOCK',
      minPrice: 199900,
      maxPrice: 299900,
    });
  });

  it('filters on an attribute the server declares filterable, under its own name in the address', async () => {
    const material = { __typename: 'AttributeChoice', name: 'material', filter: true };
    const choices = { ...navigationData.productChoices, attributes: [material] };
    server.use(
      graphql.query('Navigation', () => HttpResponse.json({ data: { ...navigationData, productChoices: choices } })),
    );
    renderListing('/women/clothing/lehenga?material=cotton,silk&color=red');
    await screen.findByText('Cotton Kurta p1');
    expect(lastRequest().filter).toEqual({
      category: 'women/clothing/lehenga',
      colours: ['red'],
      material: ['cotton', 'silk'],
    });
  });

  it('empties the query string with Clear Filter', async () => {
    const user = userEvent.setup();
    const { search, sidebar } = renderListing('/women/clothing/lehenga?color=red&discount=30&page=2');
    await screen.findByText('Cotton Kurta p1');
    await user.click(sidebar().getByRole('link', { name: 'Clear Filter' }));
    expect(search()).toBe('');
    await waitFor(() =>
      expect(lastRequest()).toMatchObject({ filter: { category: 'women/clothing/lehenga' }, pageNumber: 1 }),
    );
  });

  it('sorts by price through the Sort menu', async () => {
    const user = userEvent.setup();
    const { search } = renderListing();
    await screen.findByText('Cotton Kurta p1');
    await user.click(screen.getByRole('button', { name: /^Sort:/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Price: High to Low' }, { timeout: 5000 }));
    expect(search()).toBe('?sort=price_high');
    await waitFor(() => expect(lastRequest().sort).toBe('PRICE_HIGH'));
  });

  it('sorts by customer rating and shows each card’s mean and count', async () => {
    const user = userEvent.setup();
    answer = () =>
      productPage([
        productCard('p1', { rating: { __typename: 'ProductRating', average: 4.33, count: 1234 } }),
        productCard('p2'),
      ]);
    const { search } = renderListing();
    expect(await screen.findByRole('img', { name: 'Rated 4.3 out of 5 by 1,234 shoppers' })).toBeInTheDocument();
    // A product nobody has rated shows no stars at all, rather than a zero.
    expect(screen.getAllByRole('img', { name: /^Rated / })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Sort:/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Customer rating' }, { timeout: 5000 }));
    expect(search()).toBe('?sort=rating');
    await waitFor(() => expect(lastRequest().sort).toBe('RATING'));
  });

  it('pages through results with the pagination', async () => {
    const user = userEvent.setup();
    const { search } = renderListing();
    await screen.findByText('Cotton Kurta p1');
    await user.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(search()).toBe('?page=3');
    await waitFor(() => expect(lastRequest().pageNumber).toBe(3));
  });

  it('makes every filter choice, sort and page a link to its address, so they work without JavaScript', async () => {
    const { sidebar } = renderListing('/women/clothing/lehenga?color=red&page=2');
    await screen.findByText('Cotton Kurta p1');
    const maroon = sidebar().getByRole('checkbox', { name: 'Maroon' });
    expect(maroon).toHaveAttribute('href', '/women/clothing/lehenga?color=red%2Cmaroon');
    expect(maroon).toHaveAttribute('aria-checked', 'false');
    expect(sidebar().getByRole('checkbox', { name: 'Red' })).toHaveAttribute('href', '/women/clothing/lehenga');
    expect(sidebar().getByRole('radio', { name: 'In Stock' })).toHaveAttribute(
      'href',
      '/women/clothing/lehenga?color=red&stock=in_stock',
    );
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/women/clothing/lehenga?color=red&page=3',
    );
    expect(screen.getByRole('link', { name: 'previous page' })).toHaveAttribute(
      'href',
      '/women/clothing/lehenga?color=red',
    );
  });

  it('starts again at page 1 when a filter changes', async () => {
    const user = userEvent.setup();
    const { search, sidebar } = renderListing('/women/clothing/lehenga?page=2');
    await screen.findByText('Cotton Kurta p1');
    await user.click(sidebar().getByRole('checkbox', { name: 'M' }));
    expect(search()).toBe('?size=M');
  });

  it('says "No Product To Show" when nothing matches', async () => {
    answer = () => productPage([], 0);
    renderListing('/women/clothing/lehenga?color=pink');
    expect(await screen.findByText('No Product To Show')).toBeInTheDocument();
  });

  it('links each card to its product page', async () => {
    renderListing();
    const card = await screen.findByRole('link', { name: 'Manyavar Cotton Kurta p1' });
    expect(card).toHaveAttribute('href', '/product/id/p1');
  });
});

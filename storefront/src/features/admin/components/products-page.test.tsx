import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type { AdminProductsQuery, AdminProductsQueryVariables } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { ProductsPage } from './products-page';

type Row = WithTypenames<AdminProductsQuery>['adminProducts']['content'][number];

function row(id: string, title: string): Row {
  return {
    __typename: 'Product',
    id,
    title,
    imageUrls: ['/images/products/kurta-maroon-1.svg'],
    price: 249900,
    discountedPrice: 149900,
    quantity: 5,
    sizes: [{ __typename: 'Size', id: `${id}-m`, name: 'M', quantity: 5 }],
    category: { __typename: 'Category', id: 'men/clothing/mens_kurta', name: 'mens_kurta', label: "Men's Kurta" },
  };
}

// The shop: two products, one of them deleted by the test. The first search read is held until the
// delete has been answered, and then answers what it read before the delete, as a slow server would.
const products = [row('p-silk', 'Silk Kurta'), row('p-cotton', 'Cotton Kurta')];
let deleted = false;
let searchStarted = () => undefined as void;
const firstSearchStarted = new Promise<void>((resolve) => (searchStarted = resolve));
let releaseFirstSearch = () => undefined as void;
const firstSearchReleased = new Promise<void>((resolve) => (releaseFirstSearch = resolve));
let searches = 0;
const page = (rows: Row[]) => ({
  data: {
    adminProducts: { __typename: 'ProductPage', totalPages: 1, totalElements: rows.length, content: rows },
  },
});
const server = setupServer(
  graphql.query<never, AdminProductsQueryVariables>('AdminProducts', async ({ variables }) => {
    const matching = (gone: boolean) =>
      products.filter((p) => !(gone && p.id === 'p-silk') && (!variables.search || p.title.includes('Silk')));
    if (variables.search && ++searches === 1) {
      const before = matching(deleted);
      searchStarted();
      await firstSearchReleased;
      return HttpResponse.json(page(before));
    }
    return HttpResponse.json(page(matching(deleted)));
  }),
  graphql.mutation('AdminDeleteProduct', async () => {
    deleted = true;
    // The search read under way answers once the list has been asked again after the delete.
    void delay(200).then(releaseFirstSearch);
    return HttpResponse.json({ data: { adminDeleteProduct: true } });
  }),
  graphql.query('AdminDashboard', () => HttpResponse.json({ data: null, errors: [{ message: 'not here' }] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('the products screen', () => {
  it('drops a deleted product from the list even when a search read was under way as it was deleted', async () => {
    renderRoutes([{ path: '/admin/products', element: <ProductsPage /> }], '/admin/products');
    const silk = await screen.findByRole('row', { name: 'Silk Kurta' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'Silk');
    await firstSearchStarted;
    await userEvent.click(within(silk).getByRole('button', { name: 'Delete Silk Kurta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this product?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete product' }));
    await firstSearchReleased;
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Silk Kurta' })).toBeNull());
    // And it stays gone once every read has answered.
    await screen.findByText('No Product To Show');
    expect(screen.queryByRole('row', { name: 'Silk Kurta' })).toBeNull();
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HomePage } from './home-page';
import { renderWithProviders } from '../../../test/render';

const server = setupServer(
  graphql.query('HomeProducts', () =>
    HttpResponse.json({
      data: {
        products: {
          __typename: 'ProductPage',
          totalElements: 1,
          content: [
            {
              __typename: 'Product',
              id: 'p1',
              title: 'Men Embroidered Cotton Kurta',
              brand: 'Manyavar',
              price: 249900,
              discountedPrice: 99900,
              discountPercent: 60,
              imageUrls: ['/images/products/kurta-white-1.svg'],
            },
          ],
        },
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('HomePage', () => {
  it('shows products from the API with rupee prices in the Indian format', async () => {
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Men Embroidered Cotton Kurta')).toBeInTheDocument();
    expect(screen.getByText('₹999.00')).toBeInTheDocument();
    expect(screen.getByText('₹2,499.00')).toBeInTheDocument();
    expect(screen.getByText('60% Off')).toBeInTheDocument();
  });

  it('says so when the products cannot be loaded', async () => {
    server.use(graphql.query('HomeProducts', () => HttpResponse.json({ errors: [{ message: 'Database is down' }] })));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Could not load products')).toBeInTheDocument();
  });
});

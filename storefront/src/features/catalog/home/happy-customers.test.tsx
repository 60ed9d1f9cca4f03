import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../test/render';
import type { FeaturedReviewsQuery } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { HappyCustomers } from './happy-customers';

type Featured = WithTypenames<FeaturedReviewsQuery['featuredReviews'][number]>;

const review = (i: number, overrides: Partial<Featured> = {}): Featured => ({
  __typename: 'Review',
  id: `r${i}`,
  rating: 5,
  title: null,
  text: `Words of shopper ${i}`,
  authorName: `Shopper${i} K.`,
  authorInitial: 'S',
  reviewedAt: '2026-11-20T06:30:00.000Z',
  product: { __typename: 'Product', id: `p${i}`, title: `Kurta ${i}` },
  ...overrides,
});

const answer = (reviews: Featured[]) =>
  graphql.query('FeaturedReviews', () => HttpResponse.json({ data: { featuredReviews: reviews } }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('HappyCustomers', () => {
  it('shows four real reviews with the reviewer, stars, date, words and product once there are four', async () => {
    server.use(
      answer([
        review(1, { rating: 4, text: '<img src=x onerror=alert(1)> Soft fabric' }),
        review(2),
        review(3),
        review(4),
      ]),
    );
    renderWithProviders(<HappyCustomers />);
    const region = screen.getByRole('region', { name: 'Happy Customer' });
    expect(await within(region).findByText('Shopper1 K.')).toBeInTheDocument();
    expect(within(region).getAllByText('Reviewed in India on 20 November 2026')).toHaveLength(4);
    expect(within(region).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    // A shopper's words are text: markup shows as typed and never becomes an element.
    expect(within(region).getByText('<img src=x onerror=alert(1)> Soft fabric')).toBeInTheDocument();
    expect(region.querySelector('img[src="x"]')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Kurta 1' })).toHaveAttribute('href', '/product/id/p1');
    expect(within(region).queryByText('Priya Sharma')).not.toBeInTheDocument();
  });

  it('keeps the placeholder cards while fewer than four good reviews exist', async () => {
    server.use(answer([review(1), review(2), review(3)]));
    renderWithProviders(<HappyCustomers />);
    expect(await screen.findByText('Priya Sharma')).toBeInTheDocument();
    expect(screen.queryByText('Shopper1 K.')).not.toBeInTheDocument();
  });
});

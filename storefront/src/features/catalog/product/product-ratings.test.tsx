import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import type { ProductDetailQuery, ReviewCardFieldsFragment } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { ProductRatings } from './product-ratings';

type Product = NonNullable<ProductDetailQuery['product']>;
type Card = WithTypenames<ReviewCardFieldsFragment>;

const figures = (average: number, counts: [number, number, number, number, number], reviewCount: number) => ({
  __typename: 'ProductRating',
  average,
  count: counts.reduce((a, b) => a + b, 0),
  reviewCount,
  // counts are for 5, 4, 3, 2 and 1 stars.
  breakdown: counts.map((count, i) => ({ __typename: 'RatingStarCount', stars: 5 - i, count })),
});

const product = (rating: ReturnType<typeof figures>) =>
  ({ id: 'p1', title: 'Silk Kurta', imageUrls: ['/k.svg'], rating }) as unknown as Product;

const review = (i: number, overrides: Partial<Card> = {}): Card => ({
  __typename: 'Review',
  id: `r${i}`,
  rating: 5,
  title: null,
  text: `Review words ${i}`,
  authorName: `Asha${i} V.`,
  authorInitial: 'A',
  verifiedBuyer: true,
  reviewedAt: '2026-03-12T10:00:00.000Z',
  helpfulCount: 0,
  viewerFoundHelpful: false,
  viewerIsAuthor: false,
  ...overrides,
});

/** Pages of reviews per sort, two per page, as the gateway's cursor connection answers them. */
function reviewsAnswer(bySort: Record<string, Card[]>) {
  return graphql.query('ProductReviews', ({ variables }) => {
    const all = bySort[variables.sort as string] ?? [];
    const start = variables.after ? Number(variables.after) : 0;
    const page = all.slice(start, start + 2);
    return HttpResponse.json({
      data: {
        product: {
          __typename: 'Product',
          id: 'p1',
          reviewsConnection: {
            __typename: 'ReviewConnection',
            totalCount: all.length,
            edges: page.map((node, i) => ({ __typename: 'ReviewEdge', cursor: String(start + i + 1), node })),
            pageInfo: {
              __typename: 'PageInfo',
              hasNextPage: start + 2 < all.length,
              endCursor: String(start + page.length),
            },
          },
        },
      },
    });
  });
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const show = (p: Product) =>
  renderRoutes(
    [
      { path: '/product/id/:productId', element: <ProductRatings product={p} /> },
      { path: '/Login', element: <Where /> },
    ],
    '/product/id/p1',
  );

describe('ProductRatings', () => {
  it('shows the real mean to the half star, the counts and a bar per number of stars', async () => {
    server.use(reviewsAnswer({ NEWEST: [review(1)] }));
    show(product(figures(4.3, [2, 1, 0, 0, 0], 1)));
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.3 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('3 Ratings & 1 Review')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Excellent (5 stars): 2 ratings' })).toHaveAttribute(
      'aria-valuenow',
      String((2 / 3) * 100),
    );
    expect(screen.getByRole('progressbar', { name: 'Poor (1 stars): 0 ratings' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    const card = await screen.findByRole('article', { name: 'Review by Asha1 V.' });
    expect(within(card).getByText('Verified buyer')).toBeInTheDocument();
    expect(within(card).getByText('Reviewed in India on 12 March 2026')).toBeInTheDocument();
  });

  it('says so when nobody has rated the product', () => {
    show(product(figures(0, [0, 0, 0, 0, 0], 0)));
    expect(screen.getByText(/No ratings yet/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('orders reviews newest or most helpful first and pages with "Show more reviews"', async () => {
    const user = userEvent.setup();
    const newest = [review(1), review(2), review(3)];
    server.use(reviewsAnswer({ NEWEST: newest, HELPFUL: [review(3, { helpfulCount: 9 }), review(1)] }));
    show(product(figures(5, [3, 0, 0, 0, 0], 3)));
    expect(await screen.findByText('Review words 1')).toBeInTheDocument();
    expect(screen.queryByText('Review words 3')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(await screen.findByText('Review words 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Most helpful' }));
    expect(await screen.findByRole('button', { name: 'Helpful (9)' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Review by Asha3 V.', 'Review by Asha1 V.']);
  });

  it('shows review words as text, never as markup', async () => {
    server.use(reviewsAnswer({ NEWEST: [review(1, { text: '<b>bold</b> claim' })] }));
    const { container } = show(product(figures(5, [1, 0, 0, 0, 0], 1)));
    expect(await screen.findByText('<b>bold</b> claim')).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
  });

  it('records a signed-in shopper’s helpful vote and lets a visitor sign in first', async () => {
    const user = userEvent.setup();
    server.use(reviewsAnswer({ NEWEST: [review(1, { helpfulCount: 2 })] }));
    show(product(figures(5, [1, 0, 0, 0, 0], 1)));
    await user.click(await screen.findByRole('button', { name: 'Helpful (2)' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/Login');
  });

  it('sends the vote and shows the new count', async () => {
    const user = userEvent.setup();
    localStorage.setItem('jwt', 'jwt-of-asha');
    let voted: unknown;
    server.use(
      reviewsAnswer({ NEWEST: [review(1, { helpfulCount: 2 })] }),
      graphql.query('ProductViewerReview', () =>
        HttpResponse.json({
          data: { product: { __typename: 'Product', id: 'p1', viewerCanReview: false, viewerReview: null } },
        }),
      ),
      graphql.mutation('VoteReviewHelpful', ({ variables }) => {
        voted = variables;
        return HttpResponse.json({
          data: { voteReviewHelpful: { __typename: 'Review', id: 'r1', helpfulCount: 3, viewerFoundHelpful: true } },
        });
      }),
    );
    show(product(figures(5, [1, 0, 0, 0, 0], 1)));
    await user.click(await screen.findByRole('button', { name: 'Helpful (2)' }));
    const pressed = await screen.findByRole('button', { name: 'Helpful (3)' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(voted).toEqual({ id: 'r1', helpful: true });
  });

  it('lets a shopper who received the product rate and review it from the page', async () => {
    const user = userEvent.setup();
    localStorage.setItem('jwt', 'jwt-of-asha');
    let sent: unknown;
    server.use(
      reviewsAnswer({ NEWEST: [] }),
      graphql.query('ProductViewerReview', () =>
        HttpResponse.json({
          data: { product: { __typename: 'Product', id: 'p1', viewerCanReview: true, viewerReview: null } },
        }),
      ),
      graphql.mutation('ReviewProduct', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          errors: [
            { message: 'Write a few words about the product', extensions: { code: 'BAD_USER_INPUT', field: 'text' } },
          ],
        });
      }),
    );
    show(product(figures(0, [0, 0, 0, 0, 0], 0)));
    await user.click(await screen.findByRole('button', { name: 'Rate & Review Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate & Review Product' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Choose 1 to 5 stars')).toBeInTheDocument();
    // Keyboard: on a star, Enter gives that many (Mantine applies a star on Enter, Space or a click on it).
    within(dialog).getByRole('radio', { name: '4 stars' }).focus();
    await user.keyboard('{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: /Your review/ }), 'Fits well');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    // The server's word on a field shows under that field.
    expect(await within(dialog).findByText('Write a few words about the product')).toBeInTheDocument();
    expect(sent).toEqual({ productId: 'p1', input: { rating: 4, title: null, text: 'Fits well' } });
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import { aProfile, meReturns, signIn } from '../../../test/session-fixtures';
import type { DeleteRatingMutation, MyReviewFieldsFragment } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';
import { AccountPage } from './account-page';

type Mine = WithTypenames<MyReviewFieldsFragment>;

const mine = (id: string, title: string, overrides: Partial<Mine> = {}): Mine => ({
  __typename: 'Review',
  id,
  rating: 4,
  title: null,
  text: `Words about ${title}`,
  reviewedAt: '2026-03-05T10:00:00.000Z',
  createdAt: '2026-03-05T10:00:00.000Z',
  hidden: false,
  hiddenReason: null,
  product: {
    __typename: 'Product',
    id: `p-${id}`,
    title,
    brand: 'Manyavar',
    imageUrls: ['/k.svg'],
    rating: { __typename: 'ProductRating', average: 4, count: 1, reviewCount: 1, breakdown: [] },
  },
  ...overrides,
});

// The shopper's rows as the gateway holds them; the mutations below change them.
let rows: Mine[] = [];
const connection = (field: 'reviews' | 'ratings') => {
  const list = field === 'reviews' ? rows.filter((r) => r.text) : rows;
  return {
    data: {
      me: {
        __typename: 'User',
        id: 'u1',
        [field]: {
          __typename: 'ReviewConnection',
          totalCount: list.length,
          edges: list.map((node) => ({ __typename: 'ReviewEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
};

const server = setupServer(
  meReturns(aProfile()),
  graphql.query('MyReviews', () => HttpResponse.json(connection('reviews'))),
  graphql.query('MyRatings', () => HttpResponse.json(connection('ratings'))),
  graphql.mutation('DeleteReview', ({ variables }) => {
    const row = rows.find((r) => r.id === variables.id)!;
    Object.assign(row, { text: null, title: null, reviewedAt: null });
    return HttpResponse.json({ data: { deleteReview: row } });
  }),
  graphql.mutation('DeleteRating', ({ variables }) => {
    const row = rows.find((r) => r.id === variables.id)!;
    rows = rows.filter((r) => r !== row);
    const { id, rating } = row.product;
    const data: WithTypenames<DeleteRatingMutation> = {
      deleteRating: { __typename: 'RatingDeletion', id: row.id, product: { __typename: 'Product', id, rating } },
    };
    return HttpResponse.json({ data });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  signIn();
  rows = [
    mine('r1', 'Silk Kurta', { title: 'Rich colour' }),
    mine('r2', 'Cotton Shirt', { text: null, reviewedAt: null, rating: 3 }),
    mine('r3', 'Linen Kurta', { hidden: true, hiddenReason: 'Mentions a phone number' }),
  ];
});
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const show = (path: string) => renderRoutes([{ path: '/profile/*', element: <AccountPage /> }], path);

describe('My Product Reviews and My Product Rating', () => {
  it('lists the reviews with their words, and says when one was hidden and why', async () => {
    show('/profile/reviews');
    const kurta = await screen.findByRole('article', { name: 'Your rating of Silk Kurta' });
    expect(within(kurta).getByText('Rich colour')).toBeInTheDocument();
    expect(within(kurta).getByText('Reviewed in India on 5 March 2026')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Your rating of Cotton Shirt' })).not.toBeInTheDocument();
    const hidden = screen.getByRole('article', { name: 'Your rating of Linen Kurta' });
    expect(within(hidden).getByText(/Hidden by the shop: Mentions a phone number/)).toBeInTheDocument();
  });

  it('lists every rating, stars-only ones too', async () => {
    show('/profile/ratings');
    const shirt = await screen.findByRole('article', { name: 'Your rating of Cotton Shirt' });
    expect(within(shirt).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument();
    expect(within(shirt).getByText('Stars only, no review.')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('deletes a review’s words after asking, and the page shows the empty state when none are left', async () => {
    const user = userEvent.setup();
    rows = [mine('r1', 'Silk Kurta')];
    show('/profile/reviews');
    await user.click(await screen.findByRole('button', { name: 'Delete your review of Silk Kurta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your review?' });
    expect(within(dialog).getByText(/your star rating stays/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You do not give any reviews.')).toBeInTheDocument();
    expect(rows[0]).toMatchObject({ rating: 4, text: null });
  });

  it('deletes a rating altogether from My Product Rating', async () => {
    const user = userEvent.setup();
    show('/profile/ratings');
    await user.click(await screen.findByRole('button', { name: 'Delete your rating of Cotton Shirt' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete your rating?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Your rating of Cotton Shirt' })).not.toBeInTheDocument(),
    );
    expect(rows.map((r) => r.id)).toEqual(['r1', 'r3']);
  });

  it('opens the form with what the shopper wrote to edit it', async () => {
    const user = userEvent.setup();
    show('/profile/reviews');
    await user.click(await screen.findByRole('button', { name: 'Edit your rating of Silk Kurta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit your review' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Rich colour');
    expect(within(dialog).getByRole('textbox', { name: /Your review/ })).toHaveValue('Words about Silk Kurta');
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });
});

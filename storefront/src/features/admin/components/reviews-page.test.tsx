import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type {
  AdminHideReviewMutationVariables,
  AdminReviewsQueryVariables,
  AdminShowReviewMutationVariables,
} from '../../../graphql/graphql';
import { ReviewsPage } from './reviews-page';

const review = (id: string, rating: number, extra: Record<string, unknown> = {}) => ({
  __typename: 'Review',
  id,
  rating,
  title: 'Soft and true to size',
  text: 'Washed well. <b>not bold</b>',
  authorName: 'Asha V.',
  createdAt: '2026-03-02T10:00:00.000Z',
  reviewedAt: '2026-03-02T10:00:00.000Z',
  helpfulCount: 3,
  hidden: false,
  hiddenAt: null,
  hiddenReason: null,
  product: { __typename: 'Product', id: 'p1', title: 'Indigo Kurta' },
  ...extra,
});

const hiddenOne = review('r2', 1, {
  authorName: 'Ravi K.',
  title: null,
  text: 'Call me at 98…',
  hidden: true,
  hiddenAt: '2026-03-03T10:00:00.000Z',
  hiddenReason: 'Personal details',
});

const asked: AdminReviewsQueryVariables[] = [];
const hides: AdminHideReviewMutationVariables[] = [];
const shows: AdminShowReviewMutationVariables[] = [];
const page = (content: unknown[]) => ({
  adminReviews: { __typename: 'ReviewPage', totalPages: 1, totalElements: content.length, content },
});
const server = setupServer(
  graphql.query<never, AdminReviewsQueryVariables>('AdminReviews', ({ variables }) => {
    asked.push(variables);
    return HttpResponse.json({ data: page(variables.view === 'HIDDEN' ? [hiddenOne] : [review('r1', 4)]) });
  }),
  graphql.mutation<never, AdminHideReviewMutationVariables>('AdminHideReview', ({ variables }) => {
    hides.push(variables);
    if (!variables.reason.trim()) {
      return HttpResponse.json({
        errors: [{ message: 'Say why the review is hidden', extensions: { code: 'BAD_USER_INPUT', field: 'reason' } }],
      });
    }
    return HttpResponse.json({
      data: {
        adminHideReview: {
          __typename: 'Review',
          id: variables.id,
          hidden: true,
          hiddenAt: '2026-03-04T10:00:00.000Z',
          hiddenReason: variables.reason,
        },
      },
    });
  }),
  graphql.mutation<never, AdminShowReviewMutationVariables>('AdminShowReview', ({ variables }) => {
    shows.push(variables);
    return HttpResponse.json({
      data: {
        adminShowReview: { __typename: 'Review', id: variables.id, hidden: false, hiddenAt: null, hiddenReason: null },
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  hides.length = 0;
  shows.length = 0;
});
afterAll(() => server.close());

const routes = [{ path: '/admin/reviews', element: <ReviewsPage /> }];

describe('the admin reviews screen', () => {
  it('lists reviews with the product, stars, words as text, author, helpful votes; switches views', async () => {
    renderRoutes(routes, '/admin/reviews');
    const row = await screen.findByRole('row', { name: 'Asha V. on Indigo Kurta' });
    expect(within(row).getByRole('link', { name: 'Indigo Kurta' })).toHaveAttribute('href', '/product/id/p1');
    expect(within(row).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(row).getByText('Soft and true to size')).toBeInTheDocument();
    expect(within(row).getByText('Washed well. <b>not bold</b>')).toBeInTheDocument();
    expect(row.querySelector('b')).toBeNull();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ view: 'NEWEST', pageNumber: 1 });

    await userEvent.click(screen.getByRole('radio', { name: 'Hidden' }));
    const hidden = await screen.findByRole('row', { name: 'Ravi K. on Indigo Kurta' });
    expect(within(hidden).getByText('Personal details')).toBeInTheDocument();
    expect(asked.at(-1)).toMatchObject({ view: 'HIDDEN', pageNumber: 1 });
    await userEvent.click(within(hidden).getByRole('button', { name: 'Show again: Ravi K. on Indigo Kurta' }));
    await waitFor(() => expect(shows).toEqual([{ id: 'r2' }]));

    await userEvent.click(screen.getByRole('radio', { name: 'Lowest rating' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ view: 'LOWEST_RATING' }));
  });

  it('hides a review with a reason, showing the server’s refusal of an empty one under the field', async () => {
    renderRoutes(routes, '/admin/reviews');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide: Asha V. on Indigo Kurta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Say why the review is hidden'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(reason, 'Mentions another shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(hides.at(-1)).toEqual({ id: 'r1', reason: 'Mentions another shop' });
  });
});

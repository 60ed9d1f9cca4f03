import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderRoutes } from '../../../test/render';
import type { AdminCustomersQueryVariables } from '../../../graphql/graphql';
import { CustomersPage } from './customers-page';

const user = (id: string, email: string, role: 'ADMIN' | 'CUSTOMER', deactivatedAt: string | null = null) => ({
  __typename: 'User',
  id,
  firstName: id === 'me' ? 'Shop' : 'asha',
  lastName: 'Verma',
  email,
  role,
  orderCount: id === 'me' ? 0 : 3,
  reviewCount: id === 'me' ? 0 : 1,
  ratingCount: id === 'me' ? 0 : 2,
  deactivatedAt,
});

let deactivated: string | null = null;
const searches: (string | null | undefined)[] = [];
const server = setupServer(
  graphql.query<never, AdminCustomersQueryVariables>('AdminCustomers', ({ variables }) => {
    searches.push(variables.search);
    return HttpResponse.json({
      data: {
        me: { __typename: 'User', id: 'me' },
        users: {
          __typename: 'UserPage',
          totalPages: 1,
          totalElements: 2,
          content: [user('u1', 'asha@example.com', 'CUSTOMER', deactivated), user('me', 'admin@shop.local', 'ADMIN')],
        },
      },
    });
  }),
  graphql.mutation('AdminDeactivateUser', () => {
    deactivated = '2026-03-02T10:00:00.000Z';
    return HttpResponse.json({
      data: { adminDeactivateUser: { __typename: 'User', id: 'u1', deactivatedAt: deactivated } },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  deactivated = null;
  searches.length = 0;
});
afterAll(() => server.close());

describe('the customers screen', () => {
  it('shows initial, name, email, orders, reviews and ratings; a back-office account is not deactivated here', async () => {
    renderRoutes([{ path: '*', element: <CustomersPage /> }]);
    const asha = await screen.findByRole('row', { name: 'asha@example.com' });
    expect(within(asha).getByText('A')).toBeInTheDocument();
    expect(within(asha).getByText('asha Verma')).toBeInTheDocument();
    expect(within(asha).getByText('3')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Review' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Rating' })).toBeInTheDocument();
    expect(within(asha).getByText('1')).toBeInTheDocument();
    expect(within(asha).getByText('2')).toBeInTheDocument();
    const me = screen.getByRole('row', { name: 'admin@shop.local' });
    // Back-office accounts are managed on the Staff page (the server refuses them here).
    expect(within(me).queryByRole('button', { name: 'Deactivate admin@shop.local' })).toBeNull();
  });

  it('deactivates only after the confirmation, then shows the account as deactivated', async () => {
    renderRoutes([{ path: '*', element: <CustomersPage /> }]);
    const asha = await screen.findByRole('row', { name: 'asha@example.com' });
    await userEvent.click(within(asha).getByRole('button', { name: 'Deactivate asha@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    expect(dialog).toHaveTextContent(/signed out everywhere at once/);
    expect(deactivated).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(deactivated).not.toBeNull());
    expect(await within(asha).findByText('Deactivated')).toBeInTheDocument();
    expect(within(asha).getByRole('button', { name: 'Reactivate asha@example.com' })).toBeEnabled();
  });

  it('asks the gateway for what was typed in the search box', async () => {
    renderRoutes([{ path: '*', element: <CustomersPage /> }]);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search customers' }), 'asha');
    await waitFor(() => expect(searches.at(-1)).toBe('asha'));
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import { AccountPage } from './account-page';
import { aProfile, anAddress, meReturns, signIn } from '../../../test/session-fixtures';
import type { UpdateProfileMutation } from '../../../graphql/graphql';
import type { WithTypenames } from '../../../test/typenames';

/** UpdateProfile's answer: the fields the mutation selects. */
const profileUpdate = (p: { id: string; firstName: string; lastName: string; email: string }) =>
  ({
    updateProfile: { __typename: 'User', id: p.id, firstName: p.firstName, lastName: p.lastName, email: p.email },
  }) satisfies WithTypenames<UpdateProfileMutation>;

// Several suites share two cores: typing, network and Mantine's transitions can be slow.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const routes: RouteObject[] = [
  { path: '/profile/*', element: <AccountPage /> },
  { path: '*', element: <Where /> },
];

const none = (field: 'reviews' | 'ratings') => ({
  data: {
    me: {
      __typename: 'User',
      id: 'u1',
      [field]: {
        __typename: 'ReviewConnection',
        totalCount: 0,
        edges: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
});

const server = setupServer(
  meReturns(aProfile()),
  // A shopper who has rated nothing yet.
  graphql.query('MyReviews', () => HttpResponse.json(none('reviews'))),
  graphql.query('MyRatings', () => HttpResponse.json(none('ratings'))),
  graphql.query('MyStockAlerts', () => HttpResponse.json({ data: { stockAlerts: [] } })),
  graphql.query('MyConsents', () => HttpResponse.json({ data: { consents: consents() } })),
  graphql.mutation('SetConsent', ({ variables }) => {
    consentChanges.push(variables);
    newsletter = {
      granted: variables.granted as boolean,
      changedAt: '2026-11-20T10:00:00.000Z',
      source: 'account-page',
    };
    return HttpResponse.json({
      data: { setConsent: { __typename: 'Consent', topic: variables.topic, ...newsletter } },
    });
  }),
);

// The newsletter consent as the server has it; the other topics never asked.
let newsletter: { granted: boolean; changedAt: string | null; source: string | null } = {
  granted: false,
  changedAt: null,
  source: null,
};
let consentChanges: unknown[] = [];
const consents = () => [
  { __typename: 'Consent', topic: 'NEWSLETTER', ...newsletter },
  { __typename: 'Consent', topic: 'ORDER_REMINDERS', granted: false, changedAt: null, source: null },
  { __typename: 'Consent', topic: 'BACK_IN_STOCK', granted: false, changedAt: null, source: null },
];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  signIn();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AccountPage', () => {
  it('sends a visitor to /Login', async () => {
    localStorage.clear();
    renderRoutes(routes, '/profile');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/Login'));
  });

  it('shows the first saved address as billing and the last as shipping', async () => {
    server.use(
      meReturns(
        aProfile({
          addresses: [
            anAddress('a1', { firstName: 'Home', city: 'Bengaluru' }),
            anAddress('a2', { firstName: 'Office', city: 'Pune' }),
            anAddress('a3', { firstName: 'Parents', city: 'Jaipur' }),
          ],
        }),
      ),
    );
    renderRoutes(routes, '/profile');
    const billing = (await screen.findByRole('heading', { name: 'Default Billing Address' })).parentElement!;
    const shipping = screen.getByRole('heading', { name: 'Default Shipping Address' }).parentElement!;
    expect(billing).toHaveTextContent('Bengaluru');
    expect(shipping).toHaveTextContent('Jaipur');
    // The middle one is only in the list of saved addresses.
    expect(billing).not.toHaveTextContent('Pune');
    expect(shipping).not.toHaveTextContent('Pune');
    expect(within(billing).getByRole('link', { name: 'Edit Address' })).toHaveAttribute('href', '/checkout?step=2');
  });

  it('lists the saved addresses: another becomes the default, one is deleted', async () => {
    let addresses = [
      anAddress('a1', { firstName: 'Home', city: 'Bengaluru', isDefault: true }),
      anAddress('a2', { firstName: 'Office', city: 'Pune', addressType: 'WORK', landmark: 'Near the metro' }),
    ];
    const calls: string[] = [];
    server.use(
      graphql.query('Me', () => HttpResponse.json({ data: { me: aProfile({ addresses }) } })),
      graphql.mutation('MakeDefaultAddress', ({ variables }) => {
        calls.push(`default ${variables.id}`);
        addresses = addresses.map((a) => ({ ...a, isDefault: a.id === variables.id }));
        return HttpResponse.json({
          data: { makeDefaultAddress: { __typename: 'Address', id: variables.id, isDefault: true } },
        });
      }),
      graphql.mutation('DeleteAddress', ({ variables }) => {
        calls.push(`delete ${variables.id}`);
        addresses = addresses.filter((a) => a.id !== variables.id);
        return HttpResponse.json({ data: { deleteAddress: true } });
      }),
    );
    renderRoutes(routes, '/profile');
    const book = await screen.findByRole('region', { name: 'Saved addresses' });
    const office = await within(book).findByRole('article', { name: 'Office Verma, Pune' });
    expect(office).toHaveTextContent('Work');
    expect(office).toHaveTextContent('Landmark: Near the metro');
    expect(within(book).getByRole('article', { name: 'Home Verma, Bengaluru' })).toHaveTextContent('Default');

    await userEvent.click(within(office).getByRole('button', { name: 'Make Office Verma, Pune the default' }));
    await waitFor(() => expect(office).toHaveTextContent('Default'));
    expect(within(book).getByRole('article', { name: 'Home Verma, Bengaluru' })).not.toHaveTextContent('Default');

    await userEvent.click(within(book).getByRole('button', { name: 'Delete Home Verma, Bengaluru' }));
    await waitFor(() =>
      expect(within(book).queryByRole('article', { name: 'Home Verma, Bengaluru' })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual(['default a2', 'delete a1']);
  });

  it('says so when no address is saved, and that there is no newsletter subscription', async () => {
    renderRoutes(routes, '/profile');
    expect(await screen.findByText('You have not set a default Billing address.')).toBeInTheDocument();
    expect(screen.getByText('You have not set a default shipping address.')).toBeInTheDocument();
    expect(screen.getByText('You aren’t subscribed to our newsletter.'.replace('’', "'"))).toBeInTheDocument();
    expect(screen.getByText('asha Verma')).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
  });

  it.each([
    ['/profile/reviews', 'You do not give any reviews.'],
    ['/profile/ratings', 'You do not give any ratings.'],
    ['/profile/payment', 'You do not have any payment methods.'],
    ['/profile/subscription', 'You do not have any active subscriptions.'],
  ])('shows the empty state on %s', async (path, text) => {
    renderRoutes(routes, path);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('subscribes to the newsletter from the account page and shows when and how', async () => {
    newsletter = { granted: false, changedAt: null, source: null };
    consentChanges = [];
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are subscribed to our newsletter.')).toBeInTheDocument();
    expect(screen.getByText(/Subscribed on 20 Nov 2026 on your account page/)).toBeInTheDocument();
    expect(consentChanges).toEqual([{ topic: 'NEWSLETTER', granted: true, source: 'ACCOUNT_PAGE' }]);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    newsletter = { granted: false, changedAt: null, source: null };
  });

  it('folds the menu on a phone and links it to the spec’s destinations', async () => {
    renderRoutes(routes, '/profile');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    // jsdom matches no media query, so this is the phone's folded menu: unfold it first.
    await userEvent.click(within(nav).getByRole('button', { name: /Account Information/ }));
    expect(await within(nav).findByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/order');
    expect(within(nav).getByRole('link', { name: 'My Wish List' })).toHaveAttribute('href', '/profile/wishlist');
    expect(within(nav).getByRole('link', { name: 'Address Book' })).toHaveAttribute('href', '/checkout?step=2');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('refuses a new password that does not match its confirmation, then changes it', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('ChangePassword', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { changePassword: { __typename: 'AuthPayload', token: 'fresh-jwt' } } });
      }),
    );
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await userEvent.type(screen.getByLabelText(/current password/i), 'old-pw');
    await userEvent.type(screen.getByLabelText(/^new password/i), 'new-pw1');
    await userEvent.type(screen.getByLabelText(/confirm new password/i), 'new-pw2');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('The new passwords do not match')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.clear(screen.getByLabelText(/confirm new password/i));
    await userEvent.type(screen.getByLabelText(/confirm new password/i), 'new-pw1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(sent).toEqual({ currentPassword: 'old-pw', newPassword: 'new-pw1' });
    // The server ended every other session; this device keeps going with the fresh token.
    expect(localStorage.getItem('jwt')).toBe('fresh-jwt');
  });

  it('shows the server’s reason under the current password when it is wrong', async () => {
    server.use(
      graphql.mutation('ChangePassword', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'The current password is not correct',
              extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
            },
          ],
        }),
      ),
    );
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    await userEvent.type(screen.getByLabelText(/current password/i), 'nope');
    await userEvent.type(screen.getByLabelText(/^new password/i), 'new-pw1');
    await userEvent.type(screen.getByLabelText(/confirm new password/i), 'new-pw1');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    const current = screen.getByLabelText(/current password/i);
    await waitFor(() => expect(current).toHaveAccessibleDescription('The current password is not correct'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits the name in place and shows the saved value', async () => {
    server.use(
      graphql.mutation('UpdateProfile', ({ variables }) =>
        HttpResponse.json({
          data: profileUpdate({ ...aProfile(), ...(variables.input as object) }),
        }),
      ),
    );
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const first = screen.getByLabelText(/first name/i);
    await userEvent.clear(first);
    await userEvent.type(first, 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your account information was saved.')).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
  });

  it('asks for the current password only when the email changes, and sends it', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      graphql.mutation('UpdateProfile', ({ variables }) => {
        sent = variables.input as Record<string, unknown>;
        return HttpResponse.json({
          data: profileUpdate(aProfile({ email: 'asha.new@example.in' })),
        });
      }),
    );
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText(/current password/i)).not.toBeInTheDocument();
    const email = screen.getByLabelText(/^email/i);
    await userEvent.clear(email);
    await userEvent.type(email, 'asha.new@example.in');
    await userEvent.type(await screen.findByLabelText(/current password/i), 'my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your account information was saved.')).toBeInTheDocument();
    expect(sent).toMatchObject({ email: 'asha.new@example.in', currentPassword: 'my-password' });
  });

  it('signs out everywhere: ends every session on the server, then this device goes home signed out', async () => {
    let called = false;
    server.use(
      graphql.mutation('LogoutEverywhere', () => {
        called = true;
        return HttpResponse.json({ data: { logoutEverywhere: true } });
      }),
    );
    renderRoutes(routes, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(called).toBe(true);
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from '../../../test/render';
import { AccountMenu } from './account-menu';
import { aProfile, meReturns, signIn } from '../../../test/session-fixtures';

// Several suites share two cores: typing, network and Mantine's transitions can be slow.
configure({ asyncUtilTimeout: 5000 });

function Header() {
  return (
    <>
      <p data-testid="where">{useLocation().pathname}</p>
      <AccountMenu />
    </>
  );
}

// jsdom lays nothing out, so floating-ui takes the open dropdown for detached and hides it
// with display: none; the items are there, just not "visible" to role queries.
const menuItem = (name: string) => screen.findByRole('menuitem', { name, hidden: true });

const server = setupServer(meReturns(null));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AccountMenu', () => {
  it('offers visitors a Sign in link to /Login without asking the server who they are', async () => {
    renderWithProviders(<Header />, '/product/id/p1');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/Login');
  });

  it('shows a signed-in user an avatar with the uppercase first letter of the first name', async () => {
    signIn();
    server.use(meReturns(aProfile({ firstName: 'asha' })));
    renderWithProviders(<Header />);
    const avatar = await screen.findByRole('button', { name: /account menu/i });
    expect(avatar).toHaveTextContent(/^A$/);
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('lists Profile, My Orders and Logout but no Dashboard for a customer', async () => {
    signIn();
    server.use(meReturns(aProfile({ role: 'CUSTOMER' })));
    renderWithProviders(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    expect(await menuItem('Profile')).toHaveAttribute('href', '/profile');
    expect(await menuItem('My Orders')).toHaveAttribute('href', '/account/order');
    expect(await menuItem('Logout')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Dashboard', hidden: true })).not.toBeInTheDocument();
  });

  it('adds Dashboard, going to /admin, for an ADMIN', async () => {
    signIn();
    server.use(meReturns(aProfile({ role: 'ADMIN' })));
    renderWithProviders(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    expect(await menuItem('Dashboard')).toHaveAttribute('href', '/admin');
  });

  it('logs out: ends the session on the server, clears all local storage, goes home and shows Sign in again', async () => {
    signIn('jwt-of-this-device');
    localStorage.setItem('recently-viewed', 'p1');
    let sentWith: string | null = null;
    server.use(
      meReturns(aProfile()),
      graphql.mutation('Logout', ({ request }) => {
        sentWith = request.headers.get('authorization');
        return HttpResponse.json({ data: { logout: true } });
      }),
    );
    renderWithProviders(<Header />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    await userEvent.click(await menuItem('Logout'));

    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(sentWith).toBe('Bearer jwt-of-this-device'));
  });

  it('still signs out locally when the server cannot be reached', async () => {
    signIn();
    server.use(
      meReturns(aProfile()),
      graphql.mutation('Logout', () => HttpResponse.error()),
    );
    renderWithProviders(<Header />, '/profile');
    await userEvent.click(await screen.findByRole('button', { name: /account menu/i }));
    await userEvent.click(await menuItem('Logout'));

    expect(localStorage.length).toBe(0);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});

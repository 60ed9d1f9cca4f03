import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { useLocation, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../test/render';
import { RequireAdmin } from './require-admin';
import { aProfile, meReturns, signIn } from '../test/session-fixtures';

// Several suites share two cores: typing, network and Mantine's transitions can be slow.
configure({ asyncUtilTimeout: 5000 });

function LoginPage() {
  const location = useLocation();
  const state = location.state as { notice?: string } | null;
  return (
    <p data-testid="login">
      {location.pathname} {state?.notice}
    </p>
  );
}

const routes: RouteObject[] = [
  {
    path: '/admin/*',
    element: (
      <RequireAdmin>
        <p>Back office</p>
      </RequireAdmin>
    ),
  },
  { path: '/Login', element: <LoginPage /> },
];

const server = setupServer(meReturns(null));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('RequireAdmin', () => {
  it('lets an ADMIN into the back office', async () => {
    signIn();
    server.use(meReturns(aProfile({ role: 'ADMIN' })));
    renderRoutes(routes, '/admin/orders');
    expect(await screen.findByText('Back office')).toBeInTheDocument();
  });

  it('sends a signed-in customer to the login with an "Admins only" notice', async () => {
    signIn();
    server.use(meReturns(aProfile({ role: 'CUSTOMER' })));
    renderRoutes(routes, '/admin');
    expect(await screen.findByTestId('login')).toHaveTextContent(/\/Login Admins only/);
    expect(screen.queryByText('Back office')).not.toBeInTheDocument();
  });

  it('sends a visitor to the login', async () => {
    renderRoutes(routes, '/admin');
    await waitFor(() => expect(screen.getByTestId('login')).toHaveTextContent('/Login'));
    expect(screen.queryByText('Back office')).not.toBeInTheDocument();
  });
});

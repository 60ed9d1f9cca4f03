import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Outlet, useLocation, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import { AuthModal } from './auth-modal';
import { aProfile, meReturns, signIn } from '../../../test/session-fixtures';

// Several suites share two cores: typing, network and Mantine's transitions can be slow.
configure({ asyncUtilTimeout: 5000 });

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

// The shop layout in miniature: the modal over whatever page the route shows.
const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <Outlet />
        <AuthModal />
      </>
    ),
    children: [
      { index: true, element: <Where /> },
      { path: 'Login', element: <Where /> },
      { path: 'Register', element: <Where /> },
      { path: 'product/id/:id', element: <Where /> },
    ],
  },
];

const server = setupServer(meReturns(null));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('AuthModal', () => {
  it('signs in with email and password, keeps the jwt under "jwt" and closes', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('Signin', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: {
            signin: {
              __typename: 'AuthPayload',
              token: 'jwt-123',
              recoveryCodes: null,
              user: { __typename: 'User', id: 'u1' },
            },
          },
        });
      }),
      meReturns(aProfile()),
    );
    renderRoutes(routes, '/Login');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(screen.getByLabelText(/email/i), 'asha@example.in');
    await userEvent.type(screen.getByLabelText(/^password/i), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(localStorage.getItem('jwt')).toBe('jwt-123'));
    expect(sent).toEqual({ email: 'asha@example.in', password: 'secret-123' });
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The modal hides while the new profile loads, and leaves /Login once it has arrived.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('shows the server’s message in red when the login is refused', async () => {
    server.use(
      graphql.mutation('Signin', () =>
        HttpResponse.json({
          errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    renderRoutes(routes, '/Login');
    await userEvent.type(await screen.findByLabelText(/email/i), 'asha@example.in');
    await userEvent.type(screen.getByLabelText(/^password/i), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Invalid email or password');
    expect(message).toHaveStyle({ color: 'var(--mantine-color-red-9)' });
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks a staff account for its authenticator code after the password, then signs in', async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.mutation('Signin', ({ variables }) => {
        sent.push(variables);
        if (!variables.code) {
          return HttpResponse.json({
            errors: [
              {
                message: 'This staff account signs in with a second factor',
                extensions: { code: 'UNAUTHENTICATED', field: 'code' },
              },
            ],
          });
        }
        return HttpResponse.json({
          data: {
            signin: {
              __typename: 'AuthPayload',
              token: 'jwt-2fa',
              recoveryCodes: null,
              user: { __typename: 'User', id: 'u1' },
            },
          },
        });
      }),
      meReturns(aProfile()),
    );
    renderRoutes(routes, '/Login');
    await userEvent.type(await screen.findByLabelText(/email/i), 'packer@example.in');
    await userEvent.type(screen.getByLabelText(/^password/i), 'packer-password');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    const code = await screen.findByLabelText(/code from your authenticator app/i);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(localStorage.getItem('jwt')).toBe('jwt-2fa'));
    expect(sent).toEqual([
      { email: 'packer@example.in', password: 'packer-password' },
      { email: 'packer@example.in', password: 'packer-password', code: '123456' },
    ]);
  });

  it('opens the Register form on /Register and requires every field before posting', async () => {
    let posted = false;
    server.use(
      graphql.mutation('Signup', () => {
        posted = true;
        return HttpResponse.json({ errors: [{ message: 'unexpected' }] });
      }),
    );
    renderRoutes(routes, '/Register');
    const form = await screen.findByRole('form', { name: 'Register' });
    for (const label of [/first name/i, /last name/i, /email/i, /^password/i]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(posted).toBe(false);
    expect(form).toBeInTheDocument();
  });

  it('shows the CONFLICT message when the email already has an account', async () => {
    server.use(
      graphql.mutation('Signup', () =>
        HttpResponse.json({
          errors: [{ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } }],
        }),
      ),
    );
    renderRoutes(routes, '/Register');
    await userEvent.type(await screen.findByLabelText(/first name/i), 'Asha');
    await userEvent.type(screen.getByLabelText(/last name/i), 'Verma');
    await userEvent.type(screen.getByLabelText(/email/i), 'asha@example.in');
    await userEvent.type(screen.getByLabelText(/^password/i), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
  });

  it('shows and hides the password with the toggle', async () => {
    renderRoutes(routes, '/Register');
    const password = await screen.findByLabelText(/^password/i);
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle password visibility' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Toggle password visibility' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('opens the Login form on /login too, with a link to Register', async () => {
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Register' }));
    expect(await screen.findByRole('form', { name: 'Register' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/Register');
  });

  it('sends a signed-in user who lands on /login back one page', async () => {
    signIn();
    server.use(meReturns(aProfile()));
    renderRoutes(routes, ['/product/id/p1', '/login'], 1);
    expect(await screen.findByText('/product/id/p1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-in user home when /login was the first page opened', async () => {
    signIn();
    server.use(meReturns(aProfile()));
    renderRoutes(routes, '/Login');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

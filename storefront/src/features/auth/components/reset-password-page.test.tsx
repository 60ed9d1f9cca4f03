import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Outlet, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '../../../test/render';
import { meReturns } from '../../../test/session-fixtures';
import { AuthModal } from './auth-modal';
import { ResetPasswordPage } from './reset-password-page';

configure({ asyncUtilTimeout: 5000 });

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
      { index: true, element: <p>Home</p> },
      { path: 'Login', element: <p>Home</p> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
    ],
  },
];

const server = setupServer(meReturns(null));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a forgotten password', () => {
  it('is reached from the Login modal and asks for a link, answering the same for any address', async () => {
    let asked: unknown;
    server.use(
      graphql.mutation('RequestPasswordReset', ({ variables }) => {
        asked = variables;
        return HttpResponse.json({ data: { requestPasswordReset: true } });
      }),
    );
    renderRoutes(routes, '/Login');
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.type(screen.getByLabelText(/email/i), '  asha@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'If an account uses asha@example.in, a link to choose a new password is on its way',
    );
    expect(asked).toEqual({ email: 'asha@example.in' });
  });

  it('sets the new password from the mailed link and signs in', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('ResetPassword', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({
          data: {
            resetPassword: {
              __typename: 'AuthPayload',
              token: 'fresh-jwt',
              user: { __typename: 'User', id: 'u1', firstName: 'Asha' },
            },
          },
        });
      }),
    );
    renderRoutes(routes, '/reset-password?token=tok-123');
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^new password/i), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText(/^repeat it/i), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome back, Asha');
    expect(localStorage.getItem('jwt')).toBe('fresh-jwt');
    expect(sent).toEqual({ token: 'tok-123', password: 'brand-new-pass' });
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('does not send two different passwords, and shows the rule the server gives under the field', async () => {
    let calls = 0;
    server.use(
      graphql.mutation('ResetPassword', () => {
        calls++;
        return HttpResponse.json({
          errors: [
            {
              message: 'Password must be at least 8 characters',
              extensions: { code: 'BAD_USER_INPUT', field: 'password' },
            },
          ],
        });
      }),
    );
    renderRoutes(routes, '/reset-password?token=tok-123');
    await userEvent.type(await screen.findByLabelText(/^new password/i), 'one-password');
    await userEvent.type(screen.getByLabelText(/^repeat it/i), 'another-one');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(calls).toBe(0);

    await userEvent.clear(screen.getByLabelText(/^new password/i));
    await userEvent.clear(screen.getByLabelText(/^repeat it/i));
    await userEvent.type(screen.getByLabelText(/^new password/i), 'short');
    await userEvent.type(screen.getByLabelText(/^repeat it/i), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
  });

  it('says when the link is used or too old, and offers a new one', async () => {
    server.use(
      graphql.mutation('ResetPassword', () =>
        HttpResponse.json({
          errors: [
            {
              message:
                'This reset link is not valid any more: it was used, or it is older than 30 minutes. Ask for a new one.',
              extensions: { code: 'BAD_USER_INPUT', field: 'token' },
            },
          ],
        }),
      ),
    );
    renderRoutes(routes, '/reset-password?token=old');
    await userEvent.type(await screen.findByLabelText(/^new password/i), 'brand-new-pass');
    await userEvent.type(screen.getByLabelText(/^repeat it/i), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is not valid any more');
    await userEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configure, render, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { AccountMenu } from '../features/auth/components/account-menu';
import { aProfile, meReturns, signIn } from '../test/session-fixtures';
import { SigninDocument } from '../features/auth/api/signin';
import { createApolloClient } from '../lib/apollo';

// Several suites share two cores: typing, network and Mantine's transitions can be slow.
configure({ asyncUtilTimeout: 5000 });

/** The header's account slot on the app's real client, so its links do the work. */
function renderWithRealClient() {
  const router = createMemoryRouter([{ path: '*', element: <AccountMenu /> }]);
  render(
    <Providers client={createApolloClient('http://shop.test/graphql')}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const server = setupServer(meReturns(null));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => localStorage.clear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createApolloClient', () => {
  it('sends the stored jwt as a bearer Authorization header', async () => {
    let authorization: string | null = null;
    signIn('jwt-of-asha');
    server.use(
      graphql.query('Me', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({ data: { me: aProfile() } });
      }),
    );
    renderWithRealClient();
    expect(await screen.findByRole('button', { name: /account menu/i })).toBeInTheDocument();
    expect(authorization).toBe('Bearer jwt-of-asha');
  });

  it('signs the user out cleanly when the server says the token is no longer valid', async () => {
    let calls = 0;
    signIn('expired-jwt');
    server.use(
      graphql.query('Me', () => {
        calls += 1;
        return HttpResponse.json({
          data: { me: null },
          errors: [{ message: 'Your session has expired', extensions: { code: 'UNAUTHENTICATED' } }],
        });
      }),
    );
    renderWithRealClient();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('jwt')).toBeNull();
    // Signed out once: no loop of refetches answered by the same error.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(1);
  });

  it('treats an HTTP 401 like an expired token', async () => {
    signIn('revoked-jwt');
    server.use(
      graphql.query('Me', () => HttpResponse.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 })),
    );
    renderWithRealClient();
    await waitFor(() => expect(localStorage.getItem('jwt')).toBeNull());
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('keeps the session when a signed-in user types a wrong password into the login', async () => {
    signIn('jwt-of-asha');
    server.use(
      graphql.mutation('Signin', () =>
        HttpResponse.json({
          errors: [{ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } }],
        }),
      ),
    );
    const client = createApolloClient('http://shop.test/graphql');
    await expect(
      client.mutate({ mutation: SigninDocument, variables: { email: 'admin@example.in', password: 'wrong' } }),
    ).rejects.toThrow('Invalid email or password');
    expect(localStorage.getItem('jwt')).toBe('jwt-of-asha');
  });

  it('does not send a stored (possibly stale) token with a sign-in, so an expired session never blocks signing in', async () => {
    signIn('expired-jwt');
    let authorization: string | null = 'not called';
    server.use(
      graphql.mutation('Signin', ({ request }) => {
        authorization = request.headers.get('authorization');
        return HttpResponse.json({
          data: { signin: { __typename: 'AuthPayload', token: 'fresh-jwt', recoveryCodes: null, user: aProfile() } },
        });
      }),
    );
    const client = createApolloClient('http://shop.test/graphql');
    await client.mutate({
      mutation: SigninDocument,
      variables: { email: 'asha@example.in', password: 'right-password' },
    });
    expect(authorization).toBeNull();
  });
});

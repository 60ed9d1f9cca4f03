import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ApolloClient, ApolloLink, HttpLink } from '@apollo/client';
import { createCache } from '../lib/apollo';
import { Providers } from '../app/providers';
import { contractLink } from './contract-link';

/**
 * A client that talks HTTP to msw's handlers, as the real one talks to the gateway; every answer is
 * checked against its operation's selection (contract-link.ts), so a stale fixture fails its test.
 */
function testClient() {
  return new ApolloClient({
    link: ApolloLink.from([contractLink, new HttpLink({ uri: 'http://shop.test/graphql' })]),
    cache: createCache(),
  });
}

/**
 * Renders routes at a path inside the app's real providers; a list of paths is a history, with
 * `initialIndex` the entry shown (the last one when left out).
 */
export function renderRoutes(routes: RouteObject[], path: string | string[] = '/', initialIndex?: number) {
  const router = createMemoryRouter(routes, { initialEntries: typeof path === 'string' ? [path] : path, initialIndex });
  return render(
    <Providers client={testClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
}

export function renderWithProviders(ui: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element: ui }], path);
}

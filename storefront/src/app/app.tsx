import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { Providers } from './providers';

/** The shop in the browser: the same providers and routes the server rendered with. */
export function App({ client, router }: { client: ApolloClient; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}

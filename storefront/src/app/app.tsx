import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { Providers } from './providers';

/** The shop in the browser: the same providers and routes the server rendered with. */
export function App({ client, router }: { client: ApolloClient; router: ReturnType<typeof createBrowserRouter> }) {
  // Marks the page as taken over by the browser's React (browser journeys wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}

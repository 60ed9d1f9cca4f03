import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo';
import { Providers } from './providers';
import { router } from './router';

const client = createApolloClient();

export function App() {
  return (
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>
  );
}

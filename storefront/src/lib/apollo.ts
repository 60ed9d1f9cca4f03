import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The storefront's GraphQL client; same origin as the gateway (Vite proxies in development). */
export function createApolloClient(uri = '/graphql') {
  return new ApolloClient({
    link: new HttpLink({ uri }),
    cache: new InMemoryCache(),
  });
}

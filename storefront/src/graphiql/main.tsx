// The GraphQL explorer served at /graphql to browsers: GraphiQL bundled from npm, so it
// works without internet access (Apollo's default landing page loads from a CDN).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';

const fetcher = createGraphiQLFetcher({
  url: `${location.origin}/graphql`,
  headers: localStorage.getItem('jwt') ? { Authorization: `Bearer ${localStorage.getItem('jwt')}` } : undefined,
});

const defaultQuery = `# Welcome to the shop's GraphQL API. Press the play button to run this.
query FirstProducts {
  products(pageSize: 5) {
    totalElements
    content { id title brand price discountedPrice }
  }
}
`;

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
  </StrictMode>,
);

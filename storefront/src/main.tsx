import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { NormalizedCacheObject } from '@apollo/client';
import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import { App } from './app/app';
import { createShopRouter } from './app/browser-router';
import { createApolloClient } from './lib/apollo';

const root = document.getElementById('root')!;
const state = document.getElementById('apollo-state')?.textContent;
const client = createApolloClient('/graphql', state ? (JSON.parse(state) as NormalizedCacheObject) : undefined);
const app = (
  <StrictMode>
    <App client={client} router={await createShopRouter()} />
  </StrictMode>
);

// The server rendered the page (data-ssr): the browser takes its HTML over. Otherwise (the back
// office, or a shop started without its server build) the browser renders from scratch.
if (root.hasAttribute('data-ssr')) {
  hydrateRoot(root, app, {
    // A mismatch between the server's HTML and the browser's first render is a defect; say so.
    onRecoverableError: (error) => console.error('Hydration mismatch:', error),
  });
} else {
  createRoot(root).render(app);
}

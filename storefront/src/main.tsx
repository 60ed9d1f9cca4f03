import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { NormalizedCacheObject } from '@apollo/client';
import './app/mantine-styles';
import { App } from './app/app';
import { createShopRouter } from './app/browser-router';
import { createApolloClient } from './lib/apollo';

const root = document.getElementById('root')!;
const serverRendered = root.hasAttribute('data-ssr');

// A page the server rendered is painted before its script starts work: the shopper sees it (and
// its largest picture) first, and a phone's main thread is not held by hydration before then.
if (serverRendered) await afterFirstPaint();

const state = document.getElementById('apollo-state')?.textContent;
const client = createApolloClient('/graphql', state ? (JSON.parse(state) as NormalizedCacheObject) : undefined);
// Each step in a task of its own, the browser free to paint and answer taps between them: on a
// phone, reading the cache, loading the page's route and starting React were one long task.
if (serverRendered) await nextTask();
const router = await createShopRouter({ serverRendered });
if (serverRendered) await nextTask();
const app = (
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>
);

// The server rendered the page (data-ssr): the browser takes its HTML over. Otherwise (the back
// office, or a shop started without its server build) the browser renders from scratch.
// Hydrating inside a transition lets React yield to the browser every few milliseconds instead of
// taking the page over in one long task: the shopper can scroll and tap the server's HTML meanwhile.
if (serverRendered) {
  startTransition(() => {
    hydrateRoot(root, app, {
      // A mismatch between the server's HTML and the browser's first render is a defect; say so.
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  });
} else {
  createRoot(root).render(app);
}

/** Resolves once the browser has painted a frame (a task after the next animation frame). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves in a task of its own. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

import { StrictMode } from 'react';
import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ApolloClient, CombinedGraphQLErrors } from '@apollo/client';
import { createCache } from '../lib/apollo';
import { Providers } from '../app/providers';
import { routes } from '../app/router';
import type { PageHandle } from '../app/page-handle';
import { NavigationDocument } from '../features/catalog/api/navigation';
import { ShopDetailsDocument } from '../features/legal/api/shop-details';
import { NOT_FOUND_META } from '../lib/page-meta';
import { pageLoaders } from './pages';
import { renderHead, scriptJson } from './head';
import { inProcessLink, type ExecuteGraphQL } from './in-process-link';
import { setShopTimeZone } from '../lib/shop-time';

// The storefront's server entry, built by `vite build --ssr` and loaded by the gateway, which
// knows it only by this shape (gateway/src/ssr/renderer.ts mirrors it).

export interface RenderRequest {
  /** The path and query string the browser asked for. */
  url: string;
  /** The shop's public origin, for canonical addresses and link previews. */
  origin: string;
  /** Executes the page's GraphQL operations in the gateway's own process. */
  execute: ExecuteGraphQL;
  /** The shop's time zone (SHOP_TIME_ZONE): every date the page shows is in it. */
  timeZone: string;
}

export type RenderResult =
  /** The back office: its frame is the browser's to render (it is for signed-in admins only). */
  | { kind: 'browser' }
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Title, meta tags, JSON-LD and preloads for the document's head. */
      head: string;
      /** Source modules of the matched routes, whose chunks and CSS the page needs. */
      modules: string[];
      /** False when a fetch failed: the page shows an error the next request may not. */
      cacheable: boolean;
      /** The app's HTML, streamed once every part of it is ready (so no inline script is needed). */
      body(): Promise<Readable>;
      /** The Apollo cache the browser's client starts from, as the text of a JSON script. */
      state(): string;
    };

const handler = createStaticHandler(routes);

/** The codes the API gives a request that was wrong as asked (gateway/src/graphql/errors.ts). */
const CLIENT_MISTAKES = new Set(['BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'NOT_FOUND']);

function clientMistake(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.length > 0 &&
    error.errors.every((e) => CLIENT_MISTAKES.has(String(e.extensions?.code)))
  );
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  // One zone per gateway process; the page's <html data-time-zone> gives the browser the same.
  setShopTimeZone(request.timeZone);
  const url = new URL(request.url, request.origin);
  // Before the handler loads the matched routes' code: the back office's never runs on the server.
  if (matchRoutes(routes, url.pathname)?.[0]?.route.id === 'admin') return { kind: 'browser' };
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }

  const client = new ApolloClient({
    ssrMode: true,
    link: inProcessLink(request.execute),
    cache: createCache({ resultCaching: false }),
  });
  const leaf = context.matches.at(-1);
  const load = pageLoaders[leaf?.route.id ?? ''] ?? (async () => NOT_FOUND_META);
  let cacheable = true;
  const [, , meta] = await Promise.all([
    // The header's menu, on every shop page.
    client.query({ query: NavigationDocument }).catch(() => {
      cacheable = false;
    }),
    // The footer's legal name, address and contacts, on every shop page.
    client.query({ query: ShopDetailsDocument }).catch(() => {
      cacheable = false;
    }),
    load({ client, params: leaf?.params ?? {}, searchParams: url.searchParams, origin: request.origin }).catch(
      (error: unknown) => {
        // The page renders its own error message from the failed query, as it would in the browser.
        // Input the page could not use is the asker's mistake (400), not the shop's failure (503).
        cacheable = false;
        return { ...NOT_FOUND_META, status: clientMistake(error) ? 400 : 503, title: 'Kapda', robots: 'noindex' };
      },
    ),
  ]);

  const router = createStaticRouter(handler.dataRoutes, context);
  const app = (
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>
  );
  return {
    kind: 'page',
    status: meta.status,
    head: renderHead(meta, request.origin),
    modules: context.matches
      .map((m) => (m.route.handle as PageHandle | undefined)?.module)
      .filter((m) => m !== undefined),
    get cacheable() {
      return cacheable;
    },
    body: () =>
      new Promise((resolve, reject) => {
        const out = new PassThrough();
        const stream = renderToPipeableStream(app, {
          // Every Suspense boundary is written in place, however large: React would otherwise send
          // a large one after the rest and move it into place with an inline script, which the
          // shop's Content-Security-Policy forbids (the browser would then render it afresh).
          progressiveChunkSize: Number.POSITIVE_INFINITY,
          onAllReady: () => resolve(stream.pipe(out)),
          onShellError: reject,
          onError: (error) => {
            cacheable = false;
            console.error('Server rendering:', error);
          },
        });
      }),
    state: () => scriptJson(client.extract()),
  };
}

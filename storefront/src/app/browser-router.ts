import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './router';

type LazyRoute = RouteObject & { lazy?: () => Promise<Partial<RouteObject>> };

/**
 * The browser's router. The page the server rendered has its code loaded first: a page still
 * loading would render its fallback instead of the server's HTML, and hydration would not match.
 */
export async function createShopRouter() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = (route as LazyRoute).lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes);
}

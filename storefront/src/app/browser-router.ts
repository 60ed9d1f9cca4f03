import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from './router';

type LazyRoute = RouteObject & { lazy?: () => Promise<Partial<RouteObject>> };

/**
 * The browser's router. The page the server rendered has its code loaded first: a page still
 * loading would render its fallback instead of the server's HTML, and hydration would not match.
 *
 * `hydrationData` tells the router a page came from the server (the shop's routes have no
 * loaders, so there is no data to hand over). Without it the router treats taking the page over as
 * a first navigation and scrolls to the top: a shopper who had scrolled down while the code loaded
 * (the size buttons sit below the fold on a phone) was thrown back up, and a tap in progress landed
 * on the gallery instead of the size it began on.
 */
export async function createShopRouter({ serverRendered }: { serverRendered: boolean }) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const lazy = (route as LazyRoute).lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
}

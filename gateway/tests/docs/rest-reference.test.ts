// docs/rest.md is the REST facade's reference: every route the gateway serves is a row there, and
// every row is a route it serves, so the reference cannot drift from the code.
import express from 'express';
import { describe, expect, it } from 'vitest';
import { restFacade } from '../../src/rest/index.js';
import type { Services } from '../../src/services/index.js';
import { firstCells, readRepoFile, section } from './markdown.js';

type RouterProto = {
  use(this: object, ...args: unknown[]): unknown;
  route(this: object, path: string): { methods: Record<string, boolean> };
};

/** `GET /api/orders/{id}` for `get` and `/api/orders/:id/`: Express's parameters in braces, no trailing slash. */
function routeKey(method: string, routePath: string): string {
  const normal = routePath.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');
  return `${method.toUpperCase()} ${normal}`;
}

/**
 * Every method and path the REST facade serves, read from the routers it builds: Express keeps no
 * mount paths once a router is mounted, so they are noted while restFacade() builds (its services are
 * only called by requests, none made here).
 */
function servedRoutes(): string[] {
  const proto = express.Router.prototype as unknown as RouterProto;
  const { use, route } = proto;
  const mounts = new Map<object, { parent: object; path: string }[]>();
  const routes: { router: object; path: string; methods: Record<string, boolean> }[] = [];
  proto.use = function (this: object, ...args: unknown[]) {
    const paths = typeof args[0] === 'string' || Array.isArray(args[0]) ? [args[0]].flat() : ['/'];
    for (const handler of args.flat()) {
      if (handler instanceof express.Router) {
        for (const mountPath of paths) {
          mounts.set(handler, [...(mounts.get(handler) ?? []), { parent: this, path: String(mountPath) }]);
        }
      }
    }
    return use.apply(this, args);
  };
  proto.route = function (this: object, routePath: string) {
    const made = route.call(this, routePath);
    routes.push({ router: this, path: routePath, methods: made.methods });
    return made;
  };
  let root: object;
  try {
    root = restFacade({} as Services);
  } finally {
    proto.use = use;
    proto.route = route;
  }
  const prefixes = (router: object): string[] =>
    router === root
      ? ['']
      : (mounts.get(router) ?? []).flatMap(({ parent, path }) =>
          prefixes(parent).map((prefix) => prefix + (path === '/' ? '' : path)),
        );
  return routes.flatMap(({ router, path, methods }) =>
    prefixes(router).flatMap((prefix) =>
      Object.keys(methods)
        .filter((method) => methods[method])
        .map((method) => routeKey(method, prefix + path)),
    ),
  );
}

/** The routes docs/rest.md documents: the first `METHOD /path` of each row of its Routes tables. */
function documentedRoutes(): string[] {
  const routes = section(readRepoFile('docs/rest.md'), 'Routes');
  return firstCells(routes).map((cell) => {
    const call = /^`(GET|POST|PUT|DELETE|PATCH) (\/[^`?\s]*)/.exec(cell);
    if (!call) throw new Error(`docs/rest.md: a Routes row does not start with \`METHOD /path\`: ${cell}`);
    return routeKey(call[1], call[2]);
  });
}

describe('the REST reference (docs/rest.md)', () => {
  it('finds the routes of the REST facade, so the comparison below compares something', () => {
    const served = servedRoutes();
    expect(served).toContain('GET /api/products/id/{id}');
    expect(served).toContain('POST /auth/signin');
    expect(served).toContain('PUT /api/admin/orders/{id}/ship');
    expect(served.length).toBeGreaterThan(40);
  });

  it('documents every route the REST facade serves', () => {
    const documented = new Set(documentedRoutes());
    expect(servedRoutes().filter((served) => !documented.has(served))).toEqual([]);
  });

  it('documents no route the REST facade does not serve, and none twice', () => {
    const served = new Set(servedRoutes());
    const documented = documentedRoutes();
    expect(documented.filter((route) => !served.has(route))).toEqual([]);
    expect(documented.filter((route, i) => documented.indexOf(route) !== i)).toEqual([]);
  });
});

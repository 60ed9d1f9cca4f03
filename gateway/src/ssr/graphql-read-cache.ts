import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import type { Context } from '../../../schema/context.js';
import { API_KEY_HEADER } from '../graphql/api-limits-plugin.js';
import type { ShopCaches } from './caches.js';

/** Root fields that read the public catalog: the same answer for every visitor. */
const CATALOG_FIELDS = new Set([
  'products',
  'product',
  'search',
  'navigation',
  'productsConnection',
  'searchConnection',
  '__typename',
]);

/**
 * Serves visitors' catalog queries on /graphql from the shop's read cache (caches.ts): the listing
 * and product pages a browser fetches while moving around the shop. Only a query made of catalog
 * fields, from a request with neither a session nor an API key, is kept or served. It answers after
 * every other plugin has resolved the operation, so the depth, cost and rate limits still apply to
 * a cached answer.
 */
export function graphqlReadCache(caches: ShopCaches): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let key: string | null = null;
      let version = '';
      return {
        async responseForOperation({ contextValue, operation, request, source, operationName }) {
          // No operation: the document names none or an unknown one; the executor answers 400.
          if (
            !operation ||
            contextValue.viewer ||
            request.http?.headers.get(API_KEY_HEADER) ||
            operation.operation !== 'query'
          ) {
            return null;
          }
          const fields = operation.selectionSet.selections;
          const catalogOnly = fields.every((s) => s.kind === 'Field' && CATALOG_FIELDS.has(s.name.value));
          // `{ __typename }` alone needs no database, so it never waits for the catalog's version.
          const readsCatalog = fields.some((s) => s.kind === 'Field' && s.name.value !== '__typename');
          if (!catalogOnly || !readsCatalog) return null;
          version = await caches.version.current();
          const candidate = `${operationName ?? ''}\n${source}\n${JSON.stringify(request.variables ?? {})}`;
          const hit = caches.reads.get(candidate, version);
          if (hit) {
            const headers = new HeaderMap([['x-catalog-cache', 'hit']]);
            return { http: { status: undefined, headers }, body: { kind: 'single', singleResult: { data: hit.data } } };
          }
          key = candidate;
          return null;
        },
        async willSendResponse({ response }) {
          if (!key || response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
          response.http.headers.set('x-catalog-cache', 'miss');
          caches.reads.set(key, version, { data: response.body.singleResult.data });
        },
      };
    },
  };
}

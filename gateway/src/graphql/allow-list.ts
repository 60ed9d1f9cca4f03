import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GraphQLError, Kind, parse, print, visit, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';

/** The storefront's operations, written by `npm run codegen` (codegen.ts, persistedDocuments). */
export const storefrontManifest = fileURLToPath(
  new URL('../../../storefront/src/graphql/persisted-documents.json', import.meta.url),
);

/**
 * A document in a form that does not depend on how a client prints it: no `__typename`
 * (Apollo Client adds them), definitions sorted by name, printed by graphql-js.
 */
function normalizeDocument(document: DocumentNode): string {
  const stripped = visit(document, {
    [Kind.FIELD]: (node) => (node.name.value === '__typename' && !node.alias ? null : undefined),
  });
  const name = (d: DocumentNode['definitions'][number]) => ('name' in d && d.name ? d.name.value : '');
  const definitions = [...stripped.definitions].sort((a, b) => name(a).localeCompare(name(b)));
  return print({ ...stripped, definitions });
}

/** The normalized operations of a persisted-documents manifest ({ hash: document }). */
export function readAllowList(file = storefrontManifest): Set<string> {
  if (!fs.existsSync(file)) {
    throw new Error(`GRAPHQL_ALLOW_LIST=1 needs ${file}; run npm run codegen to write it.`);
  }
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return new Set(Object.values(manifest).map((text) => normalizeDocument(parse(text))));
}

/**
 * Allow-list mode (GRAPHQL_ALLOW_LIST=1): only the storefront's own operations run; anything
 * else, introspection included, is refused with 403 OPERATION_NOT_ALLOWED before it executes.
 */
export function allowListPlugin(allowed: Set<string>): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document }) {
          if (allowed.has(normalizeDocument(document))) return;
          throw new GraphQLError(
            'This shop only accepts its own storefront operations (allow-list mode); this operation is not one of them.',
            { extensions: { code: 'OPERATION_NOT_ALLOWED', http: { status: 403 } } },
          );
        },
      };
    },
  };
}

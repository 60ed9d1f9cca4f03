import {
  GraphQLError,
  print,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type FormattedExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Context } from '../../../schema/context.js';
import { formatGraphQLError } from '../graphql/errors.js';
import type { ExecuteGraphQL } from './renderer.js';
import type { VersionedCache } from './versioned-cache.js';

interface Prepared {
  /** The document's text: with the variables, the key of its cached answers. */
  key: string;
  errors: readonly GraphQLError[];
  compiled: CompiledQuery | null;
}

export interface CatalogReads {
  cache: VersionedCache<FormattedExecutionResult>;
  /** The catalog version the page is rendered at. */
  version: string;
}

/**
 * Executes the storefront's server-side queries in this process, against the same schema and
 * resolvers as /graphql, for a visitor (no viewer: the server never sees the browser's session).
 * No HTTP round trip, no JSON text in between. Each document is validated and compiled
 * (graphql-jit) once. Only queries run here; answers without errors are shared through the
 * catalog read cache when one is given.
 */
export function inProcessGraphQL(schema: GraphQLSchema) {
  // Each page's Apollo Client hands over its own copy of a document (it adds __typename per
  // client), so documents are known by their text: validating and compiling them on every render
  // was about a quarter of a page's CPU. The storefront's documents are a fixed set; the bound is a
  // guard, not a size anyone reaches.
  const byDocument = new WeakMap<DocumentNode, Prepared>();
  const byText = new Map<string, Prepared>();
  const prepare = (document: DocumentNode, operationName: string | undefined): Prepared => {
    let entry = byDocument.get(document);
    if (entry) return entry;
    const key = `${operationName ?? ''}\n${print(document)}`;
    entry = byText.get(key);
    if (!entry) {
      const errors = validate(schema, document);
      const isQuery = document.definitions.every((d) => d.kind !== 'OperationDefinition' || d.operation === 'query');
      const compiled = errors.length || !isQuery ? null : compileQuery(schema, document, operationName);
      entry = {
        key,
        errors: isQuery ? errors : [new GraphQLError('Only queries run while a page is rendered')],
        compiled: compiled && isCompiledQuery(compiled) ? compiled : null,
      };
      if (byText.size >= MAX_DOCUMENTS) byText.delete(byText.keys().next().value!);
      byText.set(key, entry);
    }
    byDocument.set(document, entry);
    return entry;
  };

  const forContext =
    (context: Context, reads?: CatalogReads): ExecuteGraphQL =>
    async ({ query, variables, operationName }) => {
      const { key, errors, compiled } = prepare(query, operationName);
      if (errors.length || !compiled) return { errors: (errors.length ? errors : [compileFailed]).map(format) };
      const cacheKey = `${key}\n${JSON.stringify(variables)}`;
      const hit = reads?.cache.get(cacheKey, reads.version);
      if (hit) return hit;
      const result = (await compiled.query(undefined, context, variables)) as ExecutionResult;
      const answer: FormattedExecutionResult = result.errors?.length
        ? { data: result.data, errors: result.errors.map((e) => format(asGraphQLError(e))) }
        : { data: result.data };
      if (!answer.errors) reads?.cache.set(cacheKey, reads.version, answer);
      return answer;
    };
  /** How many documents have been validated and compiled so far. */
  return Object.assign(forContext, { compiledDocuments: () => byText.size });
}

const MAX_DOCUMENTS = 500;

const compileFailed = new GraphQLError('This query could not be compiled');

const format = (error: GraphQLError) => formatGraphQLError(error.toJSON(), error);

/** graphql-jit's errors as graphql-js's, so the domain error inside is found when formatting. */
function asGraphQLError(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
}

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
  const prepared = new WeakMap<DocumentNode, Prepared>();
  const prepare = (document: DocumentNode, operationName: string | undefined): Prepared => {
    let entry = prepared.get(document);
    if (!entry) {
      const errors = validate(schema, document);
      const isQuery = document.definitions.every((d) => d.kind !== 'OperationDefinition' || d.operation === 'query');
      const compiled = errors.length || !isQuery ? null : compileQuery(schema, document, operationName);
      entry = {
        key: `${operationName ?? ''}\n${print(document)}`,
        errors: isQuery ? errors : [new GraphQLError('Only queries run while a page is rendered')],
        compiled: compiled && isCompiledQuery(compiled) ? compiled : null,
      };
      prepared.set(document, entry);
    }
    return entry;
  };

  return (context: Context, reads?: CatalogReads): ExecuteGraphQL =>
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
}

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

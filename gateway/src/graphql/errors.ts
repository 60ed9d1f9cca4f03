import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError } from '../services/errors.js';
import { logger } from '../telemetry/logger.js';

/**
 * The one mapping of a domain error onto GraphQL: its code in `extensions.code`, the input it
 * names in `extensions.field`, and when to come back in `extensions.retryAfter`.
 */
export function graphqlExtensionsOf(error: DomainError): Record<string, unknown> {
  return {
    code: error.code,
    ...(error.field ? { field: error.field } : {}),
    ...(error.fields ? { fields: error.fields } : {}),
    ...(error.retryAfterSeconds ? { retryAfter: error.retryAfterSeconds } : {}),
  };
}

/**
 * A domain error raised before any resolver runs (building the context); Apollo answers it as-is,
 * with `httpStatus` as the response's status.
 */
export function toGraphQLError(error: DomainError, httpStatus: number): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: { ...graphqlExtensionsOf(error), http: { status: httpStatus } },
  });
}

/**
 * Domain errors become GraphQL errors with their code in `extensions.code`; unexpected errors
 * are logged and reported without internals.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return { ...formatted, message: original.message, extensions: graphqlExtensionsOf(original) };
  }
  // A validation rule of ours that refuses a document keeps its own code (QUERY_TOO_COMPLEX).
  const cause = error instanceof GraphQLError ? error.originalError : undefined;
  if (
    formatted.extensions?.code === 'GRAPHQL_VALIDATION_FAILED' &&
    cause instanceof GraphQLError &&
    cause.extensions.code
  ) {
    return { ...formatted, extensions: { code: cause.extensions.code } };
  }
  // Apollo's own request errors (an APQ hash that does not match its query…) carry a 4xx status
  // but no code; they are the client's mistake, so they keep their message.
  const status =
    original instanceof GraphQLError ? (original.extensions.http as { status?: number })?.status : undefined;
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR' && status && status >= 400 && status < 500) {
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    logger.error({ component: 'graphql', err: original }, 'unexpected error');
    return {
      message: 'Something went wrong on our side; please try again.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

/**
 * A refused request (TOO_MANY_REQUESTS, SERVICE_UNAVAILABLE) also says when to come back in the
 * standard Retry-After header, as the REST facade does; the status stays GraphQL's usual 200.
 */
export function retryAfterHeader(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response }) {
          if (response.body.kind !== 'single') return;
          const seconds = (response.body.singleResult.errors ?? [])
            .map((e) => e.extensions?.retryAfter)
            .filter((s): s is number => typeof s === 'number');
          if (seconds.length) response.http.headers.set('retry-after', String(Math.max(...seconds)));
        },
      };
    },
  };
}

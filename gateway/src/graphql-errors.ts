import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { DomainError } from './services/errors.js';

/**
 * Domain errors become GraphQL errors with their code in `extensions.code`; unexpected errors
 * are logged and reported without internals.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof DomainError) {
    return {
      ...formatted,
      message: original.message,
      extensions: { code: original.code, ...(original.field ? { field: original.field } : {}) },
    };
  }
  if (formatted.extensions?.code === 'INTERNAL_SERVER_ERROR') {
    console.error('[graphql]', original);
    return {
      message: 'Something went wrong on our side; please try again.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  }
  const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
}

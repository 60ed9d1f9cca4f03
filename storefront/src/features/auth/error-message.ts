import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The sentence to show in red when a call fails (§8): the server's own message for GraphQL
 * errors (CONFLICT, BAD_USER_INPUT, "Invalid email or password"), a plain one otherwise.
 */
export function errorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error) && error.errors.length > 0) return error.errors[0].message;
  return 'We could not reach the shop. Check your connection and try again.';
}

import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
  type NormalizedCacheObject,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { endSession, getToken } from './session/auth-storage';

/**
 * True when the server says the caller's token is missing, expired or invalid: an
 * UNAUTHENTICATED error, or an HTTP 401 (which arrives as a ServerError for application/json,
 * but as GraphQL errors for application/graphql-response+json).
 */
export function isUnauthenticated(error: unknown, response?: Response): boolean {
  if (response?.status === 401 || (ServerError.is(error) && error.statusCode === 401)) return true;
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

const CREDENTIAL_CHECKS = new Set([
  'Signin',
  'Signup',
  'StartTwoFactorEnrolment',
  'AcceptStaffInvitation',
  'StaffInvitation',
]);

/**
 * The storefront's GraphQL client; same origin as the gateway. `state` is the cache the server
 * filled while rendering the page, so the browser starts with the page's data instead of fetching it.
 */
export function createApolloClient(uri = '/graphql', state?: NormalizedCacheObject) {
  // Every call carries the jwt kept in local storage. Read per request, so sign-in and
  // sign-out take effect without rebuilding the client.
  const authLink = new SetContextLink((prev, operation) => {
    // Signing in proves who you are by password; a stale stored token must not get it refused.
    if (CREDENTIAL_CHECKS.has(operation.operationName ?? '')) return {};
    const token = getToken();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });

  // A rejected token signs the user out once. Only while a token is still stored: after
  // clearing it, a visitor hitting a members-only query gets UNAUTHENTICATED again, and
  // resetting for that too would refetch the same query forever.
  const sessionLink = new ErrorLink(({ error, operation }) => {
    const { response } = operation.getContext() as { response?: Response };
    // A refused password (signin answers UNAUTHENTICATED) says nothing about the stored token.
    if (CREDENTIAL_CHECKS.has(operation.operationName ?? '')) return;
    if (!isUnauthenticated(error, response) || !getToken()) return;
    endSession();
    // Outside the link chain: resetting the store while this result is delivered would
    // cancel the very query that reported the error.
    setTimeout(() => void client.resetStore().catch(() => undefined), 0);
  });

  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([sessionLink, authLink, new HttpLink({ uri })]),
    cache: state ? createCache().restore(state) : createCache(),
  });
  return client;
}

/**
 * The shop's cache. Menu categories and sections have unique path ids ("men/clothing"), so they
 * are normalised like everything else; the menu's entries, tiles and pages have no id and stay
 * inside their parent. The server's cache, which lives for one page, turns `resultCaching` off:
 * remembering each read for the next one costs a render more than the few reads it saves.
 */
export function createCache(options: { resultCaching?: boolean } = {}) {
  return new InMemoryCache({
    ...options,
    typePolicies: {
      // A cart mutation answers the whole list of lines: it replaces the cached one (a removed
      // line must disappear), nothing to merge.
      Cart: { fields: { items: { merge: false } } },
    },
  });
}

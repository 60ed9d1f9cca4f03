import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { clearSession, getToken, setToken } from './auth-storage';
import { LogoutDocument } from './logout';

/**
 * Keeps a new jwt and drops what the cache held for the previous session (a visitor's, or
 * another account's); active queries refetch with the new token, Me among them.
 */
export function useStartSession() {
  const client = useApolloClient();
  return useCallback(
    (token: string) => {
      setToken(token);
      void client.resetStore().catch(() => undefined);
    },
    [client],
  );
}

/** Forgets the session on this device: all local storage, and what the cache held for it. */
export function useForgetSession() {
  const client = useApolloClient();
  return useCallback(async () => {
    // Cleared first, so the queries the reset refetches go out as a visitor's.
    clearSession();
    await client.resetStore().catch(() => undefined);
  }, [client]);
}

/**
 * Logout: ends the session on the server (best effort), goes home, then clears all local
 * storage and resets the Apollo store. Leaving the page before the session goes matters: a
 * signed-in-only page (the account area, /admin) that saw the session go while still shown would
 * redirect to /Login, and that redirect would win the race with the navigation home.
 */
export function useLogout() {
  const client = useApolloClient();
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    const token = getToken();
    // Home is a lazily loaded page, so this navigation can take a moment; the server is told only
    // once it is done, because the logout's answer updates the cache and a signed-in-only page
    // still shown would take that as "signed out" and redirect to /Login first.
    await navigate('/', { flushSync: true });
    if (token) {
      // Sent with the token explicitly: it is cleared below before the request goes out. A
      // failure (offline, session already over) changes nothing here: the shopper is signed out.
      void client
        .mutate({ mutation: LogoutDocument, context: { headers: { authorization: `Bearer ${token}` } } })
        .catch(() => undefined);
    }
    await forgetSession();
  }, [client, forgetSession, navigate]);
}

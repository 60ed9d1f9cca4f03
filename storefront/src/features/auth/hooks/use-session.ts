import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { clearSession, setToken } from '../../../lib/auth-storage';

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

/**
 * §4 Logout: goes home, then clears all local storage and resets the Apollo store.
 * Leaving the page first matters: a signed-in-only page (the account area, /admin) that saw the
 * session go while still shown would redirect to /Login, and that redirect would win the race
 * with the navigation home.
 */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate('/', { flushSync: true });
    // Cleared before the reset, so the queries it refetches go out as a visitor's.
    clearSession();
    await client.resetStore().catch(() => undefined);
  }, [client, navigate]);
}

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

/** §4 Logout: clears all local storage, resets the Apollo store and goes home. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return useCallback(() => {
    // Cleared first, so the queries the reset refetches go out as a visitor's.
    clearSession();
    void client.resetStore().catch(() => undefined);
    navigate('/');
  }, [client, navigate]);
}

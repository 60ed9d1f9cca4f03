import { useSyncExternalStore } from 'react';
import { getToken, onTokenChange } from './auth-storage';

/**
 * The stored jwt, re-read whenever sign-in or sign-out changes it. Pages that only need to know
 * whether someone is signed in (cart, checkout, orders) ask this instead of loading the profile.
 */
export function useToken(): string | null {
  return useSyncExternalStore(onTokenChange, getToken, () => null);
}

import { useSyncExternalStore } from 'react';
import { getToken, onTokenChange } from './auth-storage';

/** The stored jwt, re-read whenever sign-in or sign-out changes it. */
export function useToken(): string | null {
  return useSyncExternalStore(onTokenChange, getToken, () => null);
}

/**
 * Whether someone is signed in on this device. Pages that need no profile (cart, checkout,
 * orders, Add To Cart) ask this instead of loading one.
 */
export function useSignedIn(): boolean {
  return useToken() !== null;
}

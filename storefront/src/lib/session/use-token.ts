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

/**
 * Whether someone is signed in at this moment, for a click handler to ask. A page rendered on the
 * server is hydrated as a visitor's and only then re-drawn with the stored token, so a tap that
 * lands in between (one held by the loader until React took the control over, say) would see the
 * visitor's `useSignedIn()` and send a signed-in shopper to sign in.
 */
export function signedInNow(): boolean {
  return getToken() !== null;
}

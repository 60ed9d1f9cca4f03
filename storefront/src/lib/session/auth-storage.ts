// Auth: the jwt is kept in local storage under the key "jwt"; logout clears all local storage.
const KEY = 'jwt';
const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
  forgetSessionEnded();
  listeners.forEach((l) => l());
}

/** Signs out locally: everything the shop kept in local storage goes. */
export function clearSession(): void {
  localStorage.clear();
  listeners.forEach((l) => l());
}

/** Calls back when the token changes (sign-in, sign-out); returns the unsubscribe. */
export function onTokenChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A session the server refused (expired, revoked, a broken token) is remembered for this tab until
// the next sign-in, so the next action that needs it can say why it asks to sign in again.
const ENDED = 'session-ended';

/** Signs out because the server refused the stored token: as clearSession, and remembered. */
export function endSession(): void {
  try {
    sessionStorage.setItem(ENDED, '1');
  } catch {
    // Storage refused (private mode): the sign-in still opens, without the sentence.
  }
  clearSession();
}

/** Whether this tab's session was ended by the server since the last sign-in. */
export function sessionHasEnded(): boolean {
  try {
    return sessionStorage.getItem(ENDED) === '1';
  } catch {
    return false;
  }
}

function forgetSessionEnded(): void {
  try {
    sessionStorage.removeItem(ENDED);
  } catch {
    // Nothing kept.
  }
}

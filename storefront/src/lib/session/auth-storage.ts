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

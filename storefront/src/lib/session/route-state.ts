/**
 * What a link or a guard hands to /Login and /Register through the router's location state.
 * `from` is where to go after signing in; `notice` explains why the user was sent here (a
 * guard), and also lets a signed-in user sign in as someone else (a customer at /admin).
 */
export interface AuthRouteState {
  from?: string;
  notice?: string;
  /** Why signing in is asked again ("Your session has ended…"): shown, nothing else changes. */
  ended?: string;
}

export type AuthMode = 'login' | 'register';

/** /Login and /Register, matched as react-router matches them: case-insensitively. */
export function authModeOf(pathname: string): AuthMode | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/login') return 'login';
  if (path === '/register') return 'register';
  return null;
}

export function readAuthRouteState(state: unknown): AuthRouteState {
  if (!state || typeof state !== 'object') return {};
  const { from, notice, ended } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : undefined,
    notice: typeof notice === 'string' ? notice : undefined,
    ended: typeof ended === 'string' ? ended : undefined,
  };
}

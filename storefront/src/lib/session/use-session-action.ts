import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isUnauthenticated } from '../apollo';
import { sessionHasEnded } from './auth-storage';
import { signedInNow } from './use-token';
import type { AuthRouteState } from './route-state';

/** What the sign-in modal says when the server refused the session an action needed. */
const SESSION_ENDED = 'Your session has ended. Sign in to continue.';

/**
 * An action that needs a session, to be finished after signing in: `key` names it and the page it
 * belongs to ("add-to-cart:<product id>"), `data` is what the page needs to do it again (the size).
 */
export interface PendingAction {
  key: string;
  data: Record<string, string>;
}

const PENDING = 'pending-action';
/** A pending action older than this is forgotten: the shopper went on to something else. */
const PENDING_FOR_MS = 15 * 60_000;

function keep(pending: PendingAction): void {
  try {
    sessionStorage.setItem(PENDING, JSON.stringify({ ...pending, at: Date.now() }));
  } catch {
    // Storage refused: the shopper signs in and does it again.
  }
}

/** The pending action named `key`, taken (so it is done once), or null. */
function take(key: string): Record<string, string> | null {
  try {
    const raw = sessionStorage.getItem(PENDING);
    if (!raw) return null;
    const pending = JSON.parse(raw) as PendingAction & { at: number };
    if (pending.key !== key) return null;
    sessionStorage.removeItem(PENDING);
    return Date.now() - pending.at < PENDING_FOR_MS ? pending.data : null;
  } catch {
    return null;
  }
}

/**
 * Runs actions that need a session (add to cart, the wish list, checkout) so that a visitor or a
 * shopper whose session has ended is not left with a silent failure: the action is remembered
 * (`pending`), the sign-in modal opens with the reason ("Your session has ended…") and brings the
 * shopper back here, where `useResumeAction` picks the action up and finishes it. Resolves to
 * `{ ok: true, value }` when the action ran, `{ ok: false }` when signing in was asked for; any
 * other error is thrown as before.
 */
export function useSessionAction() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const signIn = useCallback(
    (pending?: PendingAction) => {
      const state: AuthRouteState = { from: pathname + search };
      // A shopper whose session ended is brought back to finish what they started; a visitor
      // signs in and comes back to the page as before, to choose again.
      if (sessionHasEnded()) {
        state.ended = SESSION_ENDED;
        if (pending) keep(pending);
      }
      navigate('/Login', { state });
    },
    [navigate, pathname, search],
  );

  return useCallback(
    async <T>(action: () => Promise<T>, pending?: PendingAction): Promise<{ ok: true; value: T } | { ok: false }> => {
      if (!signedInNow()) {
        signIn(pending);
        return { ok: false };
      }
      try {
        return { ok: true, value: await action() };
      } catch (error) {
        if (!isUnauthenticated(error)) throw error;
        // The client's session link has ended the session already (endSession).
        signIn(pending);
        return { ok: false };
      }
    },
    [signIn],
  );
}

/**
 * The data of the action named `key` left pending when signing in was asked for, once the page is
 * back (after the page has hydrated: storage is the browser's). The page restores what the shopper
 * chose from it, and finishes the action when a session is there.
 */
export function useResumeAction(key: string): Record<string, string> | null {
  const [data, setData] = useState<Record<string, string> | null>(null);
  useEffect(() => {
    setData(take(key));
  }, [key]);
  return data;
}

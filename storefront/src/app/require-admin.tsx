import type { ReactNode } from 'react';
import { SignedInOnly } from '../lib/session/signed-in-only';

/**
 * Shows /admin/* to admins only; everyone else is sent to the login with a notice, where a
 * customer may sign in as an admin. A convenience, not the lock: the server checks every
 * admin operation itself.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <SignedInOnly
      notice="Admins only. Sign in with an admin account to open the back office."
      allow={(profile) => profile.role === 'ADMIN'}
      loadingLabel="Checking your account"
      fullScreen
    >
      {() => children}
    </SignedInOnly>
  );
}

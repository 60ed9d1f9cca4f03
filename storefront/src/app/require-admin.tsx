import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Center, Loader } from '@mantine/core';
import { useViewer } from '../features/auth/hooks/use-viewer';
import type { AuthRouteState } from '../features/auth/auth-route-state';

/**
 * Shows /admin/* to admins only; everyone else is sent to the login with a notice, where a
 * customer may sign in as an admin. A convenience, not the lock: the server checks every
 * admin operation itself.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { viewer, loading } = useViewer();
  const { pathname, search } = useLocation();

  if (loading) {
    return (
      <Center h="100vh">
        <Loader aria-label="Checking your account" />
      </Center>
    );
  }
  if (viewer?.role === 'ADMIN') return children;

  const state: AuthRouteState = {
    from: pathname + search,
    notice: 'Admins only. Sign in with an admin account to open the back office.',
  };
  return <Navigate to="/Login" replace state={state} />;
}

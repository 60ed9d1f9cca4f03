import type { ReactNode } from 'react';
import { Navigate, useLocation, useNavigation } from 'react-router-dom';
import { Center, Loader } from '@mantine/core';
import { useProfile, type Profile } from './use-profile';
import type { AuthRouteState } from './route-state';

interface Props {
  /** Why the user is sent to /Login; shown there above the form. */
  notice: string;
  /** Who may pass; anyone signed in when left out. */
  allow?: (profile: Profile) => boolean;
  /** The loader's accessible name while a stored session is turned into a profile. */
  loadingLabel: string;
  /** A whole-screen page (the back office) centres its loader in the viewport. */
  fullScreen?: boolean;
  children: (profile: Profile) => ReactNode;
}

/**
 * The page guard: shows its content to a signed-in user (that `allow` accepts), and sends anyone
 * else to /Login with a notice and the way back. A convenience, not the lock: the server checks
 * every operation itself.
 */
export function SignedInOnly({ notice, allow, loadingLabel, fullScreen, children }: Props) {
  const { profile, loading } = useProfile();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  if (loading) {
    return (
      <Center {...(fullScreen ? { h: '100vh' } : { py: 80 })}>
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  }
  if (profile && (!allow || allow(profile))) return children(profile);
  // Leaving the page (logout goes home, whose code may still be loading): the navigation under
  // way decides where to go; redirecting to /Login now would win the race against it.
  if (navigation.state !== 'idle') return null;
  const state: AuthRouteState = { from: pathname + search, notice };
  return <Navigate to="/Login" replace state={state} />;
}

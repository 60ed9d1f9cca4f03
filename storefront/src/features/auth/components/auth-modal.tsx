import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Modal, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useProfile } from '../../../lib/session/use-profile';
import { useStartSession } from '../../../lib/session/use-session';
import { authModeOf, readAuthRouteState } from '../../../lib/session/route-state';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/**
 * The sign-in modal: open on /Login (Login form) and /Register (Register form), so
 * the header's SignIn button and the guards only need to link there. Closes once a user is
 * present: after signing in it returns to where the user came from; a user who was already
 * signed in is sent back one page.
 */
export function AuthModal() {
  const location = useLocation();
  const navigate = useNavigate();
  const { profile, loading } = useProfile();
  const startSession = useStartSession();
  const mode = authModeOf(location.pathname);
  const routeState = readAuthRouteState(location.state);
  // The account just signed in to; the modal leaves when Me reports that account.
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  // A guard's notice invites a signed-in user to sign in as someone else (an admin).
  const switching = routeState.notice !== undefined;

  // Set once the modal sends a fresh sign-in on its way. A page whose code is not loaded yet (the
  // back office, from a link on another page) keeps the URL at /Login a moment longer; meanwhile
  // the modal must not take the signed-in profile for "already signed in" and go back a page.
  const leaving = useRef(false);
  useEffect(() => {
    if (!mode) leaving.current = false;
  }, [mode]);

  useEffect(() => {
    if (!mode || !profile) return;
    if (signedInAs !== null) {
      if (profile.id !== signedInAs) return;
      leaving.current = true;
      setSignedInAs(null);
      navigate(routeState.from ?? '/', { replace: true });
    } else if (!switching && !leaving.current) {
      // 'default' is the key of the first entry: nothing in the app to go back to.
      if (location.key === 'default') navigate('/', { replace: true });
      else navigate(-1);
    }
  }, [mode, profile, signedInAs, switching, routeState.from, location.key, navigate]);

  const opened =
    mode !== null && !loading && !leaving.current && (!profile || (switching && profile.id !== signedInAs));

  function close() {
    // After a guard's redirect `from` is the page that refused entry; going back would loop.
    navigate(switching ? '/' : (routeState.from ?? '/'), { replace: true });
  }

  function signedIn(token: string, userId: string) {
    setSignedInAs(userId);
    startSession(token);
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      centered
      size="md"
      overlayProps={{ backgroundOpacity: 0.5, blur: 2 }}
      title={
        <Text component="span" fw={600} fz="lg" ff="heading">
          {mode === 'register' ? 'Create your account' : 'Sign in to Kapda'}
        </Text>
      }
    >
      {routeState.ended && (
        <Alert color="orange" variant="light" mb="md" icon={<IconLock size={18} />} role="alert">
          {routeState.ended}
        </Alert>
      )}
      {routeState.notice && (
        <Alert color="orange" variant="light" mb="md" icon={<IconLock size={18} />}>
          {routeState.notice}
        </Alert>
      )}
      {mode === 'register' ? (
        <RegisterForm routeState={routeState} onSignedIn={signedIn} />
      ) : (
        <LoginForm routeState={routeState} onSignedIn={signedIn} />
      )}
    </Modal>
  );
}

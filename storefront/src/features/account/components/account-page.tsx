import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Center, Container, Grid, Loader } from '@mantine/core';
import { useViewer } from '../../auth/hooks/use-viewer';
import { useLogout } from '../../auth/hooks/use-session';
import type { AuthRouteState } from '../../auth/auth-route-state';
import { AccountNav } from './account-nav';
import { AccountInformation } from './account-information';
import { EmptyState } from './empty-state';

/** The account area /profile/* (§2.13): side menu and the page it picks. Visitors go to /Login. */
export function AccountPage() {
  const { viewer, loading } = useViewer();
  const logout = useLogout();
  const { pathname } = useLocation();

  if (loading) {
    return (
      <Center py={80}>
        <Loader aria-label="Loading your account" />
      </Center>
    );
  }
  if (!viewer) {
    const state: AuthRouteState = { from: pathname, notice: 'Sign in to see your account.' };
    return <Navigate to="/Login" replace state={state} />;
  }

  return (
    // The minimum height keeps the footer off the middle of the screen on the short pages.
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} mih="70vh">
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AccountNav onLogout={logout} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Routes>
            <Route index element={<AccountInformation viewer={viewer} />} />
            <Route
              path="reviews"
              element={<EmptyState title="My Product Reviews" message="You do not give any reviews." />}
            />
            <Route
              path="ratings"
              element={<EmptyState title="My Product Rating" message="You do not give any ratings." />}
            />
            <Route
              path="payment"
              element={<EmptyState title="My Payment Methods" message="You do not have any payment methods." />}
            />
            <Route
              path="subscription"
              element={<EmptyState title="My Subscriptions" message="You do not have any active subscriptions." />}
            />
            <Route path="*" element={<Navigate to="/profile" replace />} />
          </Routes>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

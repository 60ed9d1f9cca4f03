import { Navigate, Route, Routes } from 'react-router-dom';
import { Container, Grid } from '@mantine/core';
import { useLogout } from '../../../lib/session/use-session';
import { SignedInOnly } from '../../../lib/session/signed-in-only';
import type { Profile } from '../../../lib/session/use-profile';
import { AccountNav } from './account-nav';
import { AccountInformation } from './account-information';
import { EmptyState } from './empty-state';
import { MyRatingsPage, MyReviewsPage } from './my-ratings-page';
import { WishlistPage } from './wishlist-page';
import { SubscriptionsPage } from './subscriptions-page';

/** The account area /profile/*: side menu and the page it picks. Visitors go to /Login. */
export function AccountPage() {
  const logout = useLogout();
  return (
    <SignedInOnly notice="Sign in to see your account." loadingLabel="Loading your account">
      {(profile) => <AccountArea profile={profile} onLogout={logout} />}
    </SignedInOnly>
  );
}

function AccountArea({ profile, onLogout }: { profile: Profile; onLogout: () => void }) {
  return (
    // The minimum height keeps the footer off the middle of the screen on the short pages.
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} mih="70vh">
      <Grid gap={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <AccountNav onLogout={onLogout} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Routes>
            <Route index element={<AccountInformation profile={profile} />} />
            <Route path="reviews" element={<MyReviewsPage />} />
            <Route path="ratings" element={<MyRatingsPage />} />
            <Route
              path="payment"
              element={<EmptyState title="My Payment Methods" message="You do not have any payment methods." />}
            />
            <Route path="wishlist" element={<WishlistPage />} />
            <Route path="subscription" element={<SubscriptionsPage />} />
            <Route path="*" element={<Navigate to="/profile" replace />} />
          </Routes>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

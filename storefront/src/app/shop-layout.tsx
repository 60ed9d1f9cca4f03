import { Box } from '@mantine/core';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthModal } from '../features/auth/components/auth-modal';
import { useCartCount } from '../features/cart/api/cart-count';
import { useSignedIn } from '../lib/session/use-token';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './footer/site-footer';

/** §2.1: every storefront page sits between the header and the footer. */
export function ShopLayout() {
  const cartCount = useCartCount(useSignedIn());
  return (
    <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }} bg="gray.0">
      <SiteHeader cartCount={cartCount} />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <SiteFooter />
      <AuthModal />
      {/* New pages start at the top; back/forward restore where the shopper was. */}
      <ScrollRestoration />
    </Box>
  );
}

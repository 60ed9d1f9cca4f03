import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { AccountMenu } from '../../features/auth/components/account-menu';
import { formatINR } from '../../lib/money';
import { CartButton } from './cart-button';
import { DesktopMenu } from './desktop-menu';
import { HeaderSearch } from './header-search';
import { MobileMenu } from './mobile-menu';
import { HydrationSlice } from '../../components/hydration-slice';
import classes from './header.module.css';

// Free delivery from ₹499.
const FREE_DELIVERY_PAISE = 49900;

/** The shop's header: free-delivery banner, logo, category menu (both sizes), search, cart and account. */
export function SiteHeader({ cartCount }: { cartCount?: number }) {
  // The menus read the category menu themselves, each when it is needed: the phone's drawer when it
  // opens, the desktop bar when it is on screen (it is hidden on a phone, which then never spends
  // the time to read the whole menu from the cache while taking the page over).
  return (
    <Box component="header" className={classes.header}>
      <Box className={classes.banner}>
        <Group gap={6} justify="center">
          <IconTruckDelivery size={16} aria-hidden />
          <Text size="xs" fw={600} lh={1}>
            Free delivery on orders over {formatINR(FREE_DELIVERY_PAISE).replace('.00', '')}
          </Text>
        </Group>
      </Box>
      <Box className={classes.bar}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
            <Group gap="sm" wrap="nowrap" h="100%">
              <HydrationSlice>
                <MobileMenu />
              </HydrationSlice>
              <Anchor component={Link} to="/" underline="never" className={classes.logo} aria-label="Kapda home">
                Kapda
              </Anchor>
              <HydrationSlice whenVisible>
                <DesktopMenu />
              </HydrationSlice>
            </Group>
            <Group gap="xs" wrap="nowrap" justify="flex-end" style={{ flex: 1 }}>
              <HeaderSearch />
              <CartButton count={cartCount} />
              <AccountMenu />
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}

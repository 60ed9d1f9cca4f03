import { useLayoutEffect, type CSSProperties } from 'react';
import { ActionIcon, AppShell, Group, Title, useMantineColorScheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AdminNav } from './admin-nav';
import classes from './admin-layout.module.css';
import { MAIN_ID, SkipLink } from '../components/skip-link';
import { MenuButton } from '../components/menu-button';

/**
 * The back office: dark, a side panel titled with the shop's name (250 px, 80 px when
 * collapsed, 300 ms), the page beside it. On a phone the panel opens over the page from a menu button.
 */
export function AdminLayout() {
  const { setColorScheme } = useMantineColorScheme();
  const [collapsed, { toggle: toggleCollapsed }] = useDisclosure(false);
  const [mobileOpen, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const narrow = collapsed && !phone;

  // Before the first paint, so the back office never flashes light.
  useLayoutEffect(() => {
    setColorScheme('dark');
    return () => setColorScheme('light');
  }, [setColorScheme]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: true } }}
      // Collapsed and opened by variables on the shell, not by a second navbar width or collapsed
      // state: Mantine writes each one's media rules as a style resource in the head
      // (hoisted-mantine-styles.tsx), and React never removes one, so the rules of a state once shown
      // would win over the state shown after it (on a phone the menu never opened).
      style={
        narrow
          ? ({ '--app-shell-navbar-width': '80px', '--app-shell-navbar-offset': '80px' } as CSSProperties)
          : phone && mobileOpen
            ? ({ '--app-shell-navbar-transform': 'none', '--app-shell-navbar-transform-rtl': 'none' } as CSSProperties)
            : undefined
      }
      transitionDuration={300}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header px="md">
        <SkipLink />
        <Group h="100%" gap="sm" wrap="nowrap">
          <MenuButton
            opened={mobileOpen}
            onClick={toggleMobile}
            hiddenFrom="sm"
            labels={['Open the menu', 'Close the menu']}
            color="gray"
          />
          <ActionIcon
            visibleFrom="sm"
            variant="subtle"
            color="gray"
            onClick={toggleCollapsed}
            aria-label={collapsed ? 'Expand the side panel' : 'Collapse the side panel'}
          >
            {collapsed ? <IconLayoutSidebarLeftExpand /> : <IconLayoutSidebarLeftCollapse />}
          </ActionIcon>
          <Title order={2} fz="lg" className={classes.brand}>
            Kapda <span style={{ color: 'var(--mantine-color-dark-1)', fontWeight: 400 }}>back office</span>
          </Title>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" className={classes.navbar}>
        <AdminNav collapsed={narrow} onNavigate={closeMobile} />
      </AppShell.Navbar>
      <AppShell.Main className={classes.main} id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
      <ScrollRestoration />
    </AppShell>
  );
}

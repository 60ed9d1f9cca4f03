import { Outlet } from 'react-router-dom';
import { AppShell, Container, Group, Text, Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { AccountMenu } from '../features/auth/components/account-menu';
import { AuthModal } from '../features/auth/components/auth-modal';

export function ShopLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to="/" underline="never" c="brand.8" fw={700} fz="xl" ff="Georgia, serif">
              Kapda
            </Anchor>
            <Group>
              <Text size="sm" c="dimmed">Free delivery on orders over ₹499</Text>
              <AccountMenu />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <AuthModal />
    </AppShell>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { Avatar, Button, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconDashboard, IconLogout, IconPackage, IconUser, IconUserCircle } from '@tabler/icons-react';
import { useProfile } from '../../../lib/session/use-profile';
import { useLogout } from '../../../lib/session/use-session';

/** The header's account slot: the SignIn button for visitors, the avatar menu for signed-in users. */
export function AccountMenu() {
  const { profile, loading } = useProfile();
  const logout = useLogout();
  const location = useLocation();

  // A stored jwt is still being turned into a profile: hold the avatar's place.
  if (loading) return <Skeleton circle height={38} role="status" aria-label="Loading account" />;

  if (!profile) {
    return (
      <Button
        component={Link}
        to="/Login"
        state={{ from: location.pathname + location.search }}
        variant="subtle"
        // Narrow padding: at 390 px the header's logo, icons and this button only just fit.
        px="xs"
        leftSection={<IconUser size={18} stroke={1.6} />}
      >
        Sign in
      </Button>
    );
  }

  const initial = profile.firstName.trim().charAt(0).toUpperCase();
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu for ${profile.firstName}`}>
          <Avatar color="brand" variant="filled" radius="xl">
            {initial}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark" truncate>
            {profile.firstName} {profile.lastName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {profile.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUserCircle size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/account/order" leftSection={<IconPackage size={16} />}>
          My Orders
        </Menu.Item>
        {profile.role === 'ADMIN' && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconDashboard size={16} />}>
            Dashboard
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={logout} leftSection={<IconLogout size={16} />}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Collapse, Group, NavLink, Paper, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { ACCOUNT_MENU, isCurrent } from './account-menu-entries';

interface Props {
  onLogout: () => void;
}

/**
 * The account area's menu: a side column from the md breakpoint; on a phone it folds
 * into one row above the page, naming the current page, so the page itself stays in view.
 */
export function AccountNav({ onLogout }: Props) {
  const { pathname } = useLocation();
  // Read synchronously, so a desktop does not paint the folded menu first.
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(false), [pathname]);

  const links = (
    <>
      {ACCOUNT_MENU.map(({ label, to, icon: Icon }) => (
        <NavLink
          key={to}
          component={Link}
          to={to}
          label={label}
          active={isCurrent(to, pathname)}
          leftSection={<Icon size={18} stroke={1.6} />}
          variant="light"
          style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        />
      ))}
      <NavLink
        component="button"
        label="Logout"
        onClick={onLogout}
        c="red.9"
        leftSection={<IconLogout size={18} stroke={1.6} />}
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      />
    </>
  );

  if (wide) {
    return (
      <Paper withBorder radius="md" p={4} component="nav" aria-label="Account">
        {links}
      </Paper>
    );
  }

  const current = ACCOUNT_MENU.find((entry) => isCurrent(entry.to, pathname)) ?? ACCOUNT_MENU[3];
  return (
    <Paper withBorder radius="md" component="nav" aria-label="Account">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} w="100%" px="md" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <current.icon size={18} stroke={1.6} />
            <div>
              <Text size="xs" c="dimmed" lh={1.2}>
                My account
              </Text>
              <Text size="sm" fw={600}>
                {current.label}
              </Text>
            </div>
          </Group>
          <IconChevronDown
            size={18}
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms ease' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} keepMounted={false}>
        <div style={{ padding: 4, borderTop: '1px solid var(--mantine-color-gray-3)' }}>{links}</div>
      </Collapse>
    </Paper>
  );
}

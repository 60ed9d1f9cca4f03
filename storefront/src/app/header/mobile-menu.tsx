import { Anchor, Divider, Drawer, Stack, Tabs, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useDisclosure } from '@mantine/hooks';
import { useNavigation } from '../../features/catalog/api/navigation';
import { FlyoutPanel } from './flyout-panel';
import { internalHref } from './nav-types';
import { MenuButton } from '../../components/menu-button';

/** The category menu on small screens: a menu button opening a drawer with one tab per top-level category. */
export function MobileMenu() {
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <>
      <MenuButton opened={opened} onClick={toggle} hiddenFrom="md" labels={['Open menu', 'Close menu']} />
      <Drawer opened={opened} onClose={close} title="Kapda" size="min(90vw, 380px)" padding="md" hiddenFrom="md">
        <MenuTabs close={close} />
      </Drawer>
    </>
  );
}

/** The drawer's contents, read from the category menu only once the drawer is opened. */
function MenuTabs({ close }: { close: () => void }) {
  const navigation = useNavigation().data?.navigation;
  const first = navigation?.categories[0]?.id ?? null;
  if (!navigation) {
    return (
      <Text c="dimmed" size="sm">
        Loading the menu…
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Tabs defaultValue={first} color="brand">
        <Tabs.List grow>
          {navigation.categories.map((category) => (
            <Tabs.Tab key={category.id} value={category.id} fw={600}>
              {category.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {navigation.categories.map((category) => (
          <Tabs.Panel key={category.id} value={category.id} pt="md">
            <FlyoutPanel category={category} onNavigate={close} compact />
          </Tabs.Panel>
        ))}
      </Tabs>
      <Divider />
      {navigation.pages.map((page) => {
        const to = internalHref(page.href);
        return to ? (
          <Anchor key={page.label} component={Link} to={to} fw={500} c="dark.7" onClick={close}>
            {page.label}
          </Anchor>
        ) : (
          <Text key={page.label} fw={500}>
            {page.label}
          </Text>
        );
      })}
    </Stack>
  );
}

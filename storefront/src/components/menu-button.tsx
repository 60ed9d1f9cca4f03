import { ActionIcon, type MantineBreakpoint } from '@mantine/core';
import { IconMenu2, IconX } from '@tabler/icons-react';

/**
 * The menu button of a narrow screen: three lines, a cross while the menu is open. An icon button
 * rather than Mantine's Burger, which draws its lines with a `div` inside the `button` (invalid HTML).
 */
export function MenuButton(props: {
  opened: boolean;
  onClick: () => void;
  hiddenFrom: MantineBreakpoint;
  /** The name while the menu is closed, and while it is open. */
  labels: [closed: string, open: string];
  /** 'dark' on the light shop, 'gray' in the dark back office. */
  color?: string;
}) {
  const Glyph = props.opened ? IconX : IconMenu2;
  return (
    <ActionIcon
      variant="subtle"
      color={props.color ?? 'dark'}
      size="md"
      hiddenFrom={props.hiddenFrom}
      aria-expanded={props.opened}
      aria-label={props.opened ? props.labels[1] : props.labels[0]}
      onClick={props.onClick}
    >
      <Glyph size={22} aria-hidden />
    </ActionIcon>
  );
}

import { useEffect, useRef, useState } from 'react';
import { Box, Container, Group, UnstyledButton } from '@mantine/core';
import { useClickOutside } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useNavigation } from '../../features/catalog/api/navigation';
import { FlyoutPanel } from './flyout-panel';
import { internalHref } from './nav-types';
import classes from './header.module.css';

/**
 * Desktop category bar: Women and Men open a full-width flyout; Company and Stores are plain entries.
 * The menu is navigation, not content: if it could not be read, the rest of the header still works.
 */
export function DesktopMenu() {
  const navigation = useNavigation().data?.navigation;
  const [openId, setOpenId] = useState<string | null>(null);
  const ref = useClickOutside(() => setOpenId(null));
  const location = useLocation();
  const closeTimer = useRef<number>(undefined);
  const hoverOpenedAt = useRef(0);

  useEffect(() => setOpenId(null), [location.pathname, location.search]);
  useEffect(() => {
    if (!openId) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenId(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [openId]);

  // Hover opens, with a short grace period on leave so the pointer can travel into the panel.
  const hover = (id: string | null) => {
    window.clearTimeout(closeTimer.current);
    if (id && id !== openId) hoverOpenedAt.current = Date.now();
    if (id) setOpenId(id);
    else closeTimer.current = window.setTimeout(() => setOpenId(null), 150);
  };
  // A click right after the hover that opened the panel means "open", not "toggle closed".
  const justHovered = () => Date.now() - hoverOpenedAt.current < 400;
  if (!navigation) return null;
  const open = navigation.categories.find((c) => c.id === openId);

  return (
    <Box ref={ref} component="nav" aria-label="Categories" visibleFrom="md" onMouseLeave={() => hover(null)}>
      <Group gap={4} h="100%">
        {navigation.categories.map((category) => (
          <UnstyledButton
            key={category.id}
            className={classes.navButton}
            data-active={openId === category.id || undefined}
            aria-expanded={openId === category.id}
            aria-controls={`flyout-${category.id}`}
            onClick={() => setOpenId(openId === category.id && !justHovered() ? null : category.id)}
            onMouseEnter={() => hover(category.id)}
          >
            {category.label}
            <IconChevronDown size={14} aria-hidden />
          </UnstyledButton>
        ))}
        {navigation.pages.map((page) => {
          const to = internalHref(page.href);
          return to ? (
            <Link key={page.label} to={to} className={classes.navButton} onMouseEnter={() => hover(null)}>
              {page.label}
            </Link>
          ) : (
            <span key={page.label} className={classes.navButton} onMouseEnter={() => hover(null)}>
              {page.label}
            </span>
          );
        })}
      </Group>
      {open && (
        <Box className={classes.flyout} id={`flyout-${open.id}`} onMouseEnter={() => hover(open.id)}>
          <Container size="xl" py="xl">
            <FlyoutPanel category={open} onNavigate={() => setOpenId(null)} />
          </Container>
        </Box>
      )}
    </Box>
  );
}

import { Anchor, Button, Group, Menu, Text } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { SORTS } from './filter-options';
import { setSingle } from './listing-params';
import classes from './sort-menu.module.css';

/** The query string of the listing sorted this way: "newest" is the default, so it removes the parameter. */
const sortedBy = (params: URLSearchParams, sort: string) => {
  const query = setSingle(params, 'sort', sort === 'newest' ? null : sort).toString();
  return { search: query ? `?${query}` : '' };
};

/** The listing's sort: a menu of links (and, without JavaScript, the same links in a row). */
export function SortMenu({ params }: { params: URLSearchParams }) {
  const current = SORTS.find((s) => s.value === params.get('sort')) ?? SORTS[0];
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220}>
        <Menu.Target>
          <Button
            variant="default"
            rightSection={<IconSelector size={16} />}
            aria-label={`Sort: ${current.label}`}
            className={classes.menuButton}
          >
            Sort: {current.label}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {SORTS.map((sort) => (
            <Menu.Item
              key={sort.value}
              component={Link}
              to={sortedBy(params, sort.value)}
              rel="nofollow"
              rightSection={sort.value === current.value ? <IconCheck size={14} /> : null}
              fw={sort.value === current.value ? 600 : 400}
            >
              {sort.label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <noscript>
        <Group gap="xs" component="nav" aria-label="Sort">
          <Text size="sm">Sort:</Text>
          {SORTS.map((sort) => (
            <Anchor key={sort.value} component={Link} to={sortedBy(params, sort.value)} size="sm" rel="nofollow">
              {sort.label}
            </Anchor>
          ))}
        </Group>
      </noscript>
    </>
  );
}

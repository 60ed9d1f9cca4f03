import { Button, Menu } from '@mantine/core';
import { IconCheck, IconSelector } from '@tabler/icons-react';
import { SORTS } from './filter-options';

/** The listing's sort: "newest" is the default, so choosing it removes the parameter. */
export function SortMenu({ value, onChange }: { value: string | null; onChange: (sort: string | null) => void }) {
  const current = SORTS.find((s) => s.value === value) ?? SORTS[0];
  return (
    <Menu position="bottom-end" shadow="md" width={220}>
      <Menu.Target>
        <Button variant="default" rightSection={<IconSelector size={16} />} aria-label={`Sort: ${current.label}`}>
          Sort: {current.label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {SORTS.map((sort) => (
          <Menu.Item
            key={sort.value}
            onClick={() => onChange(sort.value === 'newest' ? null : sort.value)}
            rightSection={sort.value === current.value ? <IconCheck size={14} /> : null}
            fw={sort.value === current.value ? 600 : 400}
          >
            {sort.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Group, Pagination, Text } from '@mantine/core';

const CONTROL_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** Page links under a list, with how many there are in all. */
export function Pager(props: {
  page: number;
  totalPages: number;
  total: number;
  noun: string;
  onChange: (page: number) => void;
}) {
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {props.total} {props.noun}
        {props.total === 1 ? '' : 's'}
      </Text>
      {props.totalPages > 1 && (
        <Pagination
          value={props.page}
          total={props.totalPages}
          onChange={props.onChange}
          size="sm"
          aria-label="Pages"
          getControlProps={(control) => ({ 'aria-label': CONTROL_NAMES[control] })}
          getItemProps={(page) => ({
            'aria-label': `Page ${page}`,
            'aria-current': page === props.page ? 'page' : undefined,
          })}
        />
      )}
    </Group>
  );
}

import { Group, Pagination, Text } from '@mantine/core';

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
        />
      )}
    </Group>
  );
}

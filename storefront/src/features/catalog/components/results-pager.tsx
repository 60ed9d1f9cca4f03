import { Group, Pagination } from '@mantine/core';

/** "1 item", "12 items": how many products a listing or a search found. */
export const countOf = (n: number, noun = 'item') => `${n} ${noun}${n === 1 ? '' : 's'}`;

interface Props {
  page: { totalPages: number } | undefined;
  /** The page shown, 1-based. */
  value: number;
  onChange: (page: number) => void;
}

/** The page links under a listing or search results; nothing when everything fits on one page. */
export function ResultsPager({ page, value, onChange }: Props) {
  if (!page || page.totalPages <= 1) return null;
  return (
    <Group justify="center" mt="xl">
      <Pagination
        total={page.totalPages}
        value={value}
        onChange={onChange}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      />
    </Group>
  );
}

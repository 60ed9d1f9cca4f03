import { Group, Pagination } from '@mantine/core';
import { Link } from 'react-router-dom';

/** "1 item", "12 items": how many products a listing or a search found. */
export const countOf = (n: number, noun = 'item') => `${n} ${noun}${n === 1 ? '' : 's'}`;

interface Props {
  page: { totalPages: number } | undefined;
  /** The page shown, 1-based. */
  value: number;
  /** The query string of page n. */
  searchFor: (page: number) => URLSearchParams;
}

const CONTROL_PAGE = { first: () => 1, previous: (n: number) => n - 1, next: (n: number) => n + 1 } as const;

/**
 * The page links under a listing or search results; nothing when everything fits on one page.
 * Every page number and arrow is a link, so paging works without JavaScript and crawlers reach
 * every page.
 */
export function ResultsPager({ page, value, searchFor }: Props) {
  if (!page || page.totalPages <= 1) return null;
  const total = page.totalPages;
  const link = (n: number) => {
    const query = searchFor(n).toString();
    return { component: Link, to: { search: query ? `?${query}` : '' } };
  };
  return (
    <Group justify="center" mt="xl">
      <Pagination
        total={total}
        value={value}
        getItemProps={(n) => ({ 'aria-label': `Page ${n}`, ...link(n) })}
        getControlProps={(control) => {
          const target = control === 'last' ? total : CONTROL_PAGE[control](value);
          const usable = target >= 1 && target <= total && target !== value;
          return { 'aria-label': `${control} page`, ...(usable ? link(target) : {}) };
        }}
      />
    </Group>
  );
}

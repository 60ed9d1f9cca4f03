import type { KeyboardEvent, ReactNode } from 'react';
import { Checkbox, Group, Radio } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from './filter-choice.module.css';

interface Props {
  /** The query string the choice leads to. */
  search: URLSearchParams;
  checked: boolean;
  type: 'checkbox' | 'radio';
  children: ReactNode;
}

// A link announced as the checkbox or radio button it looks like answers the space bar as they do.
const spaceClicks = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};

/**
 * One filter choice: a link to the listing with that choice made (or unmade), so filters work and
 * can be opened in a new tab without JavaScript, and crawlers can follow them. It reads as the
 * checkbox or radio button it stands for.
 */
export function FilterChoice({ search, checked, type, children }: Props) {
  const query = search.toString();
  const Indicator = type === 'checkbox' ? Checkbox.Indicator : Radio.Indicator;
  return (
    <Link
      to={{ search: query ? `?${query}` : '' }}
      role={type}
      aria-checked={checked}
      onKeyDown={spaceClicks}
      className={classes.choice}
      rel="nofollow"
    >
      <Group gap={10} wrap="nowrap">
        <Indicator checked={checked} size="sm" aria-hidden />
        {children}
      </Group>
    </Link>
  );
}

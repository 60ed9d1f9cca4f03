import type { KeyboardEvent, ReactNode } from 'react';
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
 * checkbox or radio button it stands for. The box and the dot are drawn by CSS in the look of
 * Mantine's indicators, with plain elements: a listing draws some forty choices on the server for
 * every uncached request (decision 056).
 */
export function FilterChoice({ search, checked, type, children }: Props) {
  const query = search.toString();
  return (
    <Link
      to={{ search: query ? `?${query}` : '' }}
      role={type}
      aria-checked={checked}
      onKeyDown={spaceClicks}
      className={classes.choice}
      rel="nofollow"
    >
      <span className={type === 'checkbox' ? classes.box : classes.dot} data-checked={checked || undefined} />
      {children}
    </Link>
  );
}

/** A colour's label with its swatch. */
export function SwatchLabel({ colour, children }: { colour: string; children: ReactNode }) {
  return (
    <span className={classes.swatchLabel}>
      <span className={classes.swatch} style={{ background: colour }} />
      {children}
    </span>
  );
}

import classes from './skip-link.module.css';

/** The id of the page's main content, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * "Skip to content": the first thing a keyboard reaches, jumping past the header and its menus to
 * the page's main content (which has `id={MAIN_ID}` and `tabIndex={-1}` so it takes the focus).
 */
export function SkipLink() {
  return (
    <a href={`#${MAIN_ID}`} className={classes.skip}>
      Skip to content
    </a>
  );
}

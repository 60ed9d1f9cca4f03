import type { CSSProperties } from 'react';
import type { MantineSize } from '@mantine/core';
import { toHalfStar } from '../../lib/reviews/reviewed-on';
import classes from './rating-stars.module.css';

const PIXELS: Record<string, number> = { xs: 14, sm: 18, md: 20, lg: 28, xl: 32 };
/** The space between two stars: each star sits in the middle of a box 2 px wider than itself. */
const GAP = 2;

/**
 * Read-only stars for a rating or a mean, to the half star, named for screen readers with the
 * exact figure ("4.3 out of 5 stars"). Drawn here rather than with Mantine's Rating, whose
 * read-only stars are form labels pointing at nothing (`for` on a `div`): one picture, one name,
 * and one element (the stars are a mask over a two-coloured background, rating-stars.module.css).
 */
export function RatingStars({ value, size = 'sm', label }: { value: number; size?: MantineSize; label?: string }) {
  const name = label ?? `${Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars`;
  const shown = toHalfStar(value);
  const px = PIXELS[size] ?? PIXELS.sm!;
  const whole = Math.floor(shown);
  // Yellow to the end of the last whole star, and across the given part of the next one.
  const filled = shown <= 0 ? 0 : whole * (px + GAP) + (shown > whole ? GAP / 2 + (shown - whole) * px : 0);
  const style = { '--star-size': `${px}px`, '--star-fill': `${filled}px` } as CSSProperties;
  return <span role="img" aria-label={name} className={classes.stars} style={style} />;
}

import { Rating, type MantineSize } from '@mantine/core';
import { toHalfStar } from '../../lib/reviews/reviewed-on';

/**
 * Read-only stars for a rating or a mean, to the half star, named for screen readers with the
 * exact figure ("4.3 out of 5 stars").
 */
export function RatingStars({ value, size = 'sm' }: { value: number; size?: MantineSize }) {
  const label = `${Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars`;
  return <Rating value={toHalfStar(value)} fractions={2} readOnly size={size} role="img" aria-label={label} />;
}

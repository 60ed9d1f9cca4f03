import type { MantineSize } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { toHalfStar } from '../../lib/reviews/reviewed-on';

const PIXELS: Record<string, number> = { xs: 14, sm: 18, md: 20, lg: 28, xl: 32 };

/**
 * Read-only stars for a rating or a mean, to the half star, named for screen readers with the
 * exact figure ("4.3 out of 5 stars"). Drawn here rather than with Mantine's Rating, whose
 * read-only stars are form labels pointing at nothing (`for` on a `div`): one picture, one name.
 */
export function RatingStars({ value, size = 'sm', label }: { value: number; size?: MantineSize; label?: string }) {
  const name = label ?? `${Number.isInteger(value) ? value : value.toFixed(1)} out of 5 stars`;
  const shown = toHalfStar(value);
  const px = PIXELS[size] ?? PIXELS.sm!;
  return (
    <span role="img" aria-label={name} style={{ display: 'inline-flex', gap: 2, verticalAlign: 'middle' }}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = Math.max(0, Math.min(1, shown - star + 1));
        return (
          <span key={star} aria-hidden style={{ position: 'relative', display: 'inline-block', width: px, height: px }}>
            <IconStarFilled
              size={px}
              style={{ position: 'absolute', inset: 0, color: 'var(--mantine-color-gray-3)' }}
            />
            {fill > 0 && (
              <span style={{ position: 'absolute', inset: 0, width: `${fill * 100}%`, overflow: 'hidden' }}>
                <IconStarFilled size={px} style={{ color: 'var(--mantine-color-yellow-6)' }} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}

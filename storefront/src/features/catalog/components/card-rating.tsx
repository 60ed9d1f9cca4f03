import type { CSSProperties } from 'react';
import { IconStarFilled } from '@tabler/icons-react';
import { oneDecimal } from '../../../lib/reviews/reviewed-on';
import { READABLE_GREEN } from '../../../lib/colors';
import { groupIndian } from '../../../lib/money';
import classes from './product-card.module.css';

const BADGE = { '--rating-bg': READABLE_GREEN } as CSSProperties;

/**
 * A card's "4.3 ★ (128)": the mean and how many rated it; nothing until someone has. Plain elements
 * in the look of Mantine's small filled Badge (decision 056).
 */
export function CardRating({ rating }: { rating: { average: number; count: number } }) {
  if (rating.count === 0) return null;
  const label = `Rated ${oneDecimal(rating.average)} out of 5 by ${groupIndian(rating.count)} shopper${rating.count === 1 ? '' : 's'}`;
  return (
    <div className={classes.rating} role="img" aria-label={label}>
      <span className={classes.ratingBadge} style={BADGE}>
        {oneDecimal(rating.average)}
        <IconStarFilled size={10} aria-hidden />
      </span>
      <span className={classes.ratingCount} aria-hidden>
        ({groupIndian(rating.count)})
      </span>
    </div>
  );
}

import type { CSSProperties } from 'react';
import type { MantineSize } from '@mantine/core';
import { formatINR } from '../lib/money';
import classes from './price-line.module.css';

/**
 * Discounted price, struck list price and "N% Off" — the shop's one way of showing a price. Drawn
 * with plain elements and the theme's sizes rather than Mantine's Group and Text: a listing page
 * draws twenty of them on the server for every uncached request (decision 056).
 */
export function PriceLine({
  price,
  discountedPrice,
  discountPercent,
  size = 'sm',
}: {
  price: number;
  discountedPrice: number;
  discountPercent: number;
  size?: MantineSize;
}) {
  const discounted = discountPercent > 0 && price > discountedPrice;
  const sized = {
    '--price-fz': `var(--mantine-font-size-${size})`,
    '--price-lh': `var(--mantine-line-height-${size})`,
  } as CSSProperties;
  return (
    <div className={classes.line} style={sized}>
      <p className={classes.price}>{formatINR(discountedPrice)}</p>
      {discounted && (
        <>
          <s className={classes.was}>
            <span className={classes.hidden}>Was </span>
            {formatINR(price)}
          </s>
          <p className={classes.off}>{discountPercent}% Off</p>
        </>
      )}
    </div>
  );
}

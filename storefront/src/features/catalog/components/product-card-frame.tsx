import type { ReactNode, SyntheticEvent } from 'react';
import type { ProductCardFieldsFragment } from '../../../graphql/graphql';
import { ProductLink } from './product-link';
import classes from './product-card.module.css';
import { FALLBACK_PICTURE, pictureSrc } from '../../../lib/pictures';

export type ProductCardData = Pick<
  ProductCardFieldsFragment,
  'id' | 'title' | 'brand' | 'price' | 'discountedPrice' | 'discountPercent' | 'imageUrls'
> &
  Partial<Pick<ProductCardFieldsFragment, 'rating'>>;

interface Props {
  product: ProductCardData;
  lazy?: boolean;
  /** The page's largest picture: fetched before other images (the HTML also preloads it). */
  priority?: boolean;
  /** Extra classes of a card kind (the home page's border, its phone crop). */
  className?: string;
  mediaClassName?: string;
  /** What sits over the image (a badge, a hover icon). */
  overlay?: ReactNode;
  /** The text under the image. */
  children: ReactNode;
}

/**
 * Every product card's frame (grid, similar products, home rows): a 3:4 image and the card's text,
 * all of it one click target, so they look and behave alike. The link itself holds only the image,
 * whose alt text ("brand title") names it; a pseudo-element stretches it over the whole card. The
 * text under the image (brand, title, prices) stays outside the link, so the link's name is the
 * product and not its prices, and the card's visible text never contradicts that name.
 */
export function ProductCardFrame({
  product,
  lazy = true,
  priority = false,
  className,
  mediaClassName,
  overlay,
  children,
}: Props) {
  // Plain elements with the card's classes, not Mantine's Box, Image and Text: a listing draws twenty
  // cards on the server for every uncached request (decision 056).
  return (
    <article className={[classes.card, className].filter(Boolean).join(' ')}>
      <ProductLink id={product.id} className={classes.link}>
        <div className={[classes.media, mediaClassName].filter(Boolean).join(' ')}>
          <img
            src={pictureSrc(product.imageUrls[0])}
            alt={`${product.brand} ${product.title}`}
            loading={lazy ? 'lazy' : 'eager'}
            fetchPriority={priority ? 'high' : undefined}
            className={classes.image}
            onError={showFallback}
          />
        </div>
      </ProductLink>
      {overlay}
      <div className={classes.body}>{children}</div>
    </article>
  );
}

/** A picture that fails to load shows the shop's mark instead (once: the mark itself never fails over). */
function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(FALLBACK_PICTURE)) image.src = FALLBACK_PICTURE;
}

/** The brand in bold over the title, each on one line. */
export function BrandAndTitle({ product, mb }: { product: ProductCardData; mb?: number }) {
  return (
    <>
      <p className={classes.brand}>{product.brand}</p>
      <p
        className={classes.title}
        style={mb ? { marginBottom: `calc(${mb / 16}rem * var(--mantine-scale))` } : undefined}
      >
        {product.title}
      </p>
    </>
  );
}

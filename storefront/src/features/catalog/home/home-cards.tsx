import { Badge, Text } from '@mantine/core';
import type { ProductCardFieldsFragment } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';
import { PriceLine } from '../../../components/price-line';
import { BrandAndTitle, ProductCardFrame } from '../components/product-card-frame';
import classes from './home-cards.module.css';
import { WishlistHeart } from '../../../components/wishlist-heart';

/** The home rows' card types: "brand" (image, brand, title), "new" (badge, title, price, wish-list heart), "deal" (prices, % off). */
export type HomeCardType = 'brand' | 'new' | 'deal';

export function HomeCard({
  type,
  product,
  priority = false,
}: {
  type: HomeCardType;
  product: ProductCardFieldsFragment;
  /** The page's largest picture: loaded at once and first. */
  priority?: boolean;
}) {
  const overlay = type === 'new' && (
    <>
      <Badge color="red.9" radius="sm" className={classes.badge}>
        New
      </Badge>
      <WishlistHeart productId={product.id} title={product.title} />
    </>
  );
  return (
    <ProductCardFrame
      product={product}
      className={classes.card}
      mediaClassName={classes.media}
      overlay={overlay}
      lazy={!priority}
      priority={priority}
    >
      {type === 'brand' && <BrandAndTitle product={product} />}
      {type === 'new' && (
        <>
          <Text size="sm" lineClamp={1}>
            {product.title}
          </Text>
          <Text fw={700} size="sm" mt={2}>
            {formatINR(product.discountedPrice)}
          </Text>
        </>
      )}
      {type === 'deal' && (
        <PriceLine
          price={product.price}
          discountedPrice={product.discountedPrice}
          discountPercent={product.discountPercent}
        />
      )}
    </ProductCardFrame>
  );
}

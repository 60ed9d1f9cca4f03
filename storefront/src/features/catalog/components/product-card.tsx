import { PriceLine } from '../../../components/price-line';
import { BrandAndTitle, ProductCardFrame, type ProductCardData } from './product-card-frame';
import { CardRating } from './card-rating';
import { WishlistHeart } from '../../../components/wishlist-heart';

/** The grid card of the listing, search and similar products. */
export function ProductCard({
  product,
  lazy = true,
  priority = false,
}: {
  product: ProductCardData;
  lazy?: boolean;
  /** The grid's first picture, the largest a page of results paints first. */
  priority?: boolean;
}) {
  return (
    <ProductCardFrame
      product={product}
      lazy={lazy}
      priority={priority}
      overlay={<WishlistHeart productId={product.id} title={product.title} />}
    >
      <BrandAndTitle product={product} mb={4} />
      <PriceLine
        price={product.price}
        discountedPrice={product.discountedPrice}
        discountPercent={product.discountPercent}
      />
      {product.rating && <CardRating rating={product.rating} />}
    </ProductCardFrame>
  );
}

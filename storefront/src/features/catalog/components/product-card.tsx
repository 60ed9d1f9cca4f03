import { AspectRatio, Box, Image, Text } from '@mantine/core';
import type { ProductCardFieldsFragment } from '../../../graphql/graphql';
import { PriceLine } from '../../../components/price-line';
import { ProductLink } from './product-link';
import classes from './product-card.module.css';

export type ProductCardData = Pick<
  ProductCardFieldsFragment,
  'id' | 'title' | 'brand' | 'price' | 'discountedPrice' | 'discountPercent' | 'imageUrls'
>;

/** The grid card of the listing, search and similar products (§2.7). */
export function ProductCard({ product, lazy = true }: { product: ProductCardData; lazy?: boolean }) {
  return (
    <Box component="article" className={classes.card}>
      <ProductLink id={product.id} label={`${product.brand} ${product.title}`}>
        <AspectRatio ratio={3 / 4} className={classes.media}>
          <Image
            src={product.imageUrls[0]}
            alt={product.title}
            loading={lazy ? 'lazy' : 'eager'}
            className={classes.image}
            fallbackSrc="/favicon.svg"
          />
        </AspectRatio>
        <Box p="sm">
          <Text fw={700} size="sm" lineClamp={1} c="dark.8">
            {product.brand}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1} mb={4}>
            {product.title}
          </Text>
          <PriceLine
            price={product.price}
            discountedPrice={product.discountedPrice}
            discountPercent={product.discountPercent}
          />
        </Box>
      </ProductLink>
    </Box>
  );
}

import { Badge, Box, Image, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import type { ProductCardFieldsFragment } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';
import { PriceLine } from '../../../components/price-line';
import { ProductLink } from '../components/product-link';
import classes from './home-cards.module.css';

/** §2.3 card types: "brand" (image, brand, title), "new" (badge, title, price, hover icon), "deal" (prices, % off). */
export type HomeCardType = 'brand' | 'new' | 'deal';

export function HomeCard({ type, product }: { type: HomeCardType; product: ProductCardFieldsFragment }) {
  return (
    <Box component="article" className={classes.card}>
      <ProductLink id={product.id} label={`${product.brand} ${product.title}`}>
        <Box className={classes.media}>
          <Image
            src={product.imageUrls[0]}
            alt={product.title}
            loading="lazy"
            className={classes.image}
            h="100%"
            w="100%"
            fit="cover"
          />
        </Box>
        {type === 'new' && (
          <>
            <Badge color="red.9" radius="sm" className={classes.badge}>
              New
            </Badge>
            <span className={classes.hoverIcon} aria-hidden>
              <IconHeart size={18} />
            </span>
          </>
        )}
        <Box p="sm">
          {type === 'brand' && (
            <>
              <Text fw={700} size="sm" lineClamp={1}>
                {product.brand}
              </Text>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {product.title}
              </Text>
            </>
          )}
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
        </Box>
      </ProductLink>
    </Box>
  );
}

import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconHeartOff, IconShoppingBagPlus } from '@tabler/icons-react';
import type { MyWishlistQuery } from '../../../graphql/graphql';
import { PriceLine } from '../../../components/price-line';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { errorMessage } from '../../../lib/error-message';
import { formatINR } from '../../../lib/money';
import { useToggleWishlist } from '../../../lib/wishlist/toggle-wishlist';
import { useMyWishlist } from '../api/my-wishlist';
import { useWishlistAddToCart } from '../api/wishlist-add-to-cart';
import { EmptyState } from './empty-state';
import { MoveToCartModal } from './move-to-cart-modal';

type Item = MyWishlistQuery['wishlist'][number];

/** "My Wish List" (/profile/wishlist): the saved products as they are now, Move to cart and Remove. */
export function WishlistPage() {
  const { data, loading, error } = useMyWishlist();
  if (!data && loading) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your wish list" />
      </Center>
    );
  }
  if (!data) return <Alert color="red">{errorMessage(error)}</Alert>;
  if (data.wishlist.length === 0) {
    return (
      <EmptyState title="My Wish List" message="Your wish list is empty. Tap the heart on a product to save it here." />
    );
  }
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        My Wish List
      </Title>
      <Text size="sm" c="dimmed">
        {data.wishlist.length === 1 ? '1 saved product' : `${data.wishlist.length} saved products`}
      </Text>
      {data.wishlist.map((item) => (
        <WishlistRow key={item.id} item={item} />
      ))}
    </Stack>
  );
}

function WishlistRow({ item }: { item: Item }) {
  const { product } = item;
  const [choosing, setChoosing] = useState(false);
  const [addToCart] = useWishlistAddToCart();
  const { toggle, loading: removing } = useToggleWishlist();
  const [error, setError] = useState<string | null>(null);
  const link = `/product/id/${product.id}`;

  const move = async (size: string) => {
    await addToCart({ variables: { productId: product.id, size } });
    await toggle(product.id, false);
  };
  const remove = async () => {
    setError(null);
    try {
      await toggle(product.id, false);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`${product.brand} ${product.title}`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Anchor component={Link} to={link} style={{ flexShrink: 0 }}>
          <ProductThumbnail src={product.imageUrls[0]} alt={`${product.brand} ${product.title}`} w={96} h={128} />
        </Anchor>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Text fw={700} size="sm" lineClamp={1}>
              {product.brand}
            </Text>
            <Anchor component={Link} to={link} size="sm" c="dark.6" lineClamp={2}>
              {product.title}
            </Anchor>
          </div>
          <PriceLine
            price={product.price}
            discountedPrice={product.discountedPrice}
            discountPercent={product.discountPercent}
          />
          {item.priceDrop > 0 && (
            <Group gap={4} wrap="nowrap" c="teal.9">
              <IconArrowDown size={14} aria-hidden />
              <Text size="sm" fw={600} c="teal.9">
                Price dropped by {formatINR(item.priceDrop)} since you saved it
              </Text>
            </Group>
          )}
          {!product.inStock && (
            <Badge color="gray" variant="light" w="fit-content">
              Sold out
            </Badge>
          )}
          <Group gap="xs" mt={4}>
            <Button
              size="xs"
              leftSection={<IconShoppingBagPlus size={16} />}
              disabled={!product.inStock}
              onClick={() => setChoosing(true)}
            >
              Move to cart
            </Button>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconHeartOff size={16} />}
              loading={removing}
              onClick={remove}
            >
              Remove
            </Button>
          </Group>
          {error && (
            <Text size="sm" c="red.9">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
      <MoveToCartModal
        title={product.title}
        sizes={product.sizes}
        opened={choosing}
        onClose={() => setChoosing(false)}
        onMove={move}
      />
    </Paper>
  );
}

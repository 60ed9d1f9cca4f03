import { useEffect, useRef, useState } from 'react';
import { Badge, Button, ColorSwatch, Group, Stack, Text, Title } from '@mantine/core';
import { IconShoppingBagPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { signedInNow } from '../../../lib/session/use-token';
import { useResumeAction, useSessionAction } from '../../../lib/session/use-session-action';
import { errorMessage } from '../../../lib/error-message';
import { useAddToCart } from '../api/add-to-cart';
import { FormError } from '../../../components/form-error';
import { PriceLine } from '../../../components/price-line';
import { swatchFor } from '../listing/filter-options';
import { SizeGuideLink } from './size-guide-modal';
import { SizePicker, type SizeOption } from './size-picker';
import { DeliveryCheck } from './delivery-check';
import { WishlistHeart } from '../../../components/wishlist-heart';
import { NotifyMe } from './notify-me';
import { productPath } from '../components/product-link';
import classes from './product.module.css';

export interface BuyBoxProduct {
  id: string;
  brand: string;
  title: string;
  price: number;
  discountedPrice: number;
  discountPercent: number;
  colour: string;
  inStock: boolean;
  sizes: SizeOption[];
  /** The same style in its other colours: each is a swatch linking to it. */
  colourSiblings?: { id: string; colour: string; title: string }[];
}

/** The buy box: brand, title, prices, colour, size choice and Add To Cart. */
export function ProductBuyBox({ product }: { product: BuyBoxProduct }) {
  const [size, setSize] = useState<string | null>(null);
  const navigate = useNavigate();
  const [add, { loading }] = useAddToCart();
  const [error, setError] = useState<string | null>(null);
  const runWithSession = useSessionAction();
  const actionKey = `add-to-cart:${product.id}`;
  // Whether the shopper pressed Add To Cart before choosing a size: the hint turns red only then.
  const [pressedWithoutSize, setPressedWithoutSize] = useState(false);

  const addToCart = async (chosen = size) => {
    if (!chosen) {
      setPressedWithoutSize(true);
      return;
    }
    setError(null);
    try {
      // A visitor, or a shopper whose session has ended, signs in (the modal says why) and comes
      // back to this product with the size kept, where the add is finished (below).
      const done = await runWithSession(() => add({ variables: { productId: product.id, size: chosen } }), {
        key: actionKey,
        data: { size: chosen },
      });
      if (done.ok) navigate('/cart');
    } catch (e) {
      // Sold out since the page loaded, or too many already in the cart: say so here.
      setError(errorMessage(e));
    }
  };

  // Back from signing in: the size chosen before is chosen again, and the add is finished.
  const resumed = useResumeAction(actionKey);
  const resumedOnce = useRef(false);
  useEffect(() => {
    const chosen = resumed?.size;
    if (!chosen || resumedOnce.current) return;
    resumedOnce.current = true;
    setSize(chosen);
    if (signedInNow()) void addToCart(chosen);
    // Once, when the pending action arrives (addToCart is a new function every render).
  }, [resumed]);

  return (
    <Stack gap="md">
      <div>
        <Text fw={700} size="lg" c="dark.8">
          {product.brand}
        </Text>
        <Title order={1} fz={{ base: 20, sm: 24 }} fw={400} c="dark.6">
          {product.title}
        </Title>
      </div>
      <Stack gap={2}>
        <PriceLine
          price={product.price}
          discountedPrice={product.discountedPrice}
          discountPercent={product.discountPercent}
          size="xl"
        />
        {/* teal.9 and red.9 (below) read at 4.7:1 and 5.2:1 on the page's gray.0; shade 8 and 7 were 3.7:1. */}
        <Text size="xs" c="teal.9" fw={600}>
          inclusive of all taxes
        </Text>
      </Stack>
      <ColourSwatches product={product} />
      <Stack gap="xs">
        <Group justify="space-between" maw={420}>
          <Text size="sm" fw={700} tt="uppercase">
            Select size
          </Text>
          <SizeGuideLink />
        </Group>
        <SizePicker sizes={product.sizes} value={size} onChange={setSize} />
        <NotifyMe productId={product.id} soldOut={product.sizes.filter((s) => s.quantity === 0).map((s) => s.name)} />
        {!size && (
          <Text
            id={`size-hint-${product.id}`}
            size="sm"
            c={pressedWithoutSize ? 'red.9' : 'dimmed'}
            role={pressedWithoutSize ? 'alert' : undefined}
          >
            First Select Size
          </Text>
        )}
      </Stack>
      {!product.inStock && (
        <Badge color="gray" variant="light" w="fit-content">
          Out of stock
        </Badge>
      )}
      <Group gap="sm" maw={420} wrap="nowrap">
        <Button
          size="lg"
          flex={1}
          leftSection={<IconShoppingBagPlus size={20} />}
          // Looks disabled until a size is chosen, yet answers a press with the hint in red.
          data-disabled={!size || undefined}
          aria-disabled={!size}
          aria-describedby={size ? undefined : `size-hint-${product.id}`}
          loading={loading}
          onClick={() => void addToCart()}
        >
          Add To Cart
        </Button>
        <WishlistHeart productId={product.id} title={product.title} variant="button" />
      </Group>
      <FormError error={error} maw={420} />
      <DeliveryCheck />
    </Stack>
  );
}

/**
 * The product's colour, and when its style comes in other colours, one swatch per colour: the
 * current one marked, each other a link to that product (server-rendered links, so they work
 * before the page's script has loaded).
 */
function ColourSwatches({ product }: { product: BuyBoxProduct }) {
  const siblings = product.colourSiblings ?? [];
  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Text size="sm" fw={600}>
          Colour:
        </Text>
        {!siblings.length && <ColorSwatch color={swatchFor(product.colour) ?? product.colour} size={22} aria-hidden />}
        <Text size="sm" tt="capitalize">
          {product.colour}
        </Text>
      </Group>
      {siblings.length > 0 && (
        <Group gap="xs" component="nav" aria-label="Other colours">
          <span className={classes.swatch} data-current aria-current="true" title={product.colour}>
            <ColorSwatch color={swatchFor(product.colour) ?? product.colour} size={26} aria-hidden />
            <span className={classes.swatchName}>{product.colour}</span>
          </span>
          {siblings.map((s) => (
            <Link
              key={s.id}
              to={productPath(s.id)}
              className={classes.swatch}
              title={s.colour}
              aria-label={`${s.colour}: ${s.title}`}
            >
              <ColorSwatch color={swatchFor(s.colour) ?? s.colour} size={26} aria-hidden />
              <span className={classes.swatchName}>{s.colour}</span>
            </Link>
          ))}
        </Group>
      )}
    </Stack>
  );
}

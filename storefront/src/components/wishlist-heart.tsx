import { useState } from 'react';
import { Box, Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signedInNow } from '../lib/session/use-token';
import { useWishlistIds } from '../lib/wishlist/wishlist-ids';
import { useToggleWishlist } from '../lib/wishlist/toggle-wishlist';
import type { AuthRouteState } from '../lib/session/route-state';
import classes from './wishlist-heart.module.css';

interface Props {
  productId: string;
  /** Names the product for screen readers ("Save Kurta to wish list"). */
  title: string;
  /** A round icon over a card's picture, or a labelled button beside Add To Cart. */
  variant?: 'card' | 'button';
}

/**
 * The heart on cards and the product page. Saved state comes from one list of ids for the whole
 * page; a visitor is asked to sign in and comes back here, as Add To Cart does.
 */
export function WishlistHeart({ productId, title, variant = 'card' }: Props) {
  const saved = useWishlistIds().has(productId);
  const { toggle } = useToggleWishlist();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const onClick = async () => {
    if (!signedInNow()) {
      navigate('/Login', { state: { from: pathname + search } satisfies AuthRouteState });
      return;
    }
    setBusy(true);
    try {
      await toggle(productId, !saved);
    } catch {
      // The heart stays as the server has it; the shopper may tap again.
    } finally {
      setBusy(false);
    }
  };
  const label = saved ? `Remove ${title} from wish list` : `Save ${title} to wish list`;
  const Icon = saved ? IconHeartFilled : IconHeart;

  if (variant === 'button') {
    return (
      <Button
        variant="default"
        size="lg"
        px="md"
        leftSection={<Icon size={20} color={saved ? 'var(--mantine-color-red-8)' : undefined} />}
        styles={{ section: { marginInlineEnd: 0 } }}
        onClick={onClick}
        loading={busy}
        aria-pressed={saved}
        aria-label={label}
      >
        {/* On a phone the heart alone, so Add To Cart keeps its whole label beside it. */}
        <Box component="span" visibleFrom="xs" ml={8}>
          Wish list
        </Box>
      </Button>
    );
  }
  // A plain button in the look of Mantine's white ActionIcon: every card draws one, twenty on a
  // listing rendered on the server for each uncached request (decision 056).
  return (
    <button
      type="button"
      className={`mantine-focus-auto mantine-active ${classes.heart}`}
      onClick={onClick}
      disabled={busy}
      aria-pressed={saved}
      aria-label={label}
      data-saved={saved || undefined}
    >
      <Icon size={18} />
    </button>
  );
}

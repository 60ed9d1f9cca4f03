import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/** The cart link, with the signed-in shopper's number of units as a badge (none while 0 or a visitor). */
export function CartButton({ count }: { count?: number }) {
  const label = count ? `Cart, ${count} item${count === 1 ? '' : 's'}` : 'Cart';
  return (
    <Indicator label={count} size={18} disabled={!count} offset={4} color="brand">
      <ActionIcon component={Link} to="/cart" variant="subtle" color="dark" size="lg" aria-label={label}>
        <IconShoppingBag size={22} />
      </ActionIcon>
    </Indicator>
  );
}

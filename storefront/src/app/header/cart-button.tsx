import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

/**
 * The cart link. `count` is the slot the Cart issue fills with the signed-in user's item count;
 * while it is undefined (or 0) no badge shows.
 */
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

import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { CartFieldsFragment } from '../../../graphql/graphql';
import { PriceLine } from '../../../components/price-line';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { formatINR } from '../../../lib/money';

type CartLine = CartFieldsFragment['items'][number];

interface Props {
  item: CartLine;
  /** True while a change to this line is on its way, so it cannot be sent twice. */
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One cart line: first image, title, colour, brand, size, line prices and discount,
 * − / + (at least 1, at most what is in stock in that size) and Remove.
 */
export function CartItemCard({ item, busy, onQuantity, onRemove }: Props) {
  const { product } = item;
  const label = `${product.title} (${item.size})`;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="article" aria-label={label}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <Anchor component={Link} to={`/product/id/${product.id}`} style={{ flexShrink: 0 }}>
          <ProductThumbnail
            src={product.imageUrls[0]}
            alt={product.title}
            w={{ base: 84, sm: 110 }}
            h={{ base: 112, sm: 146 }}
          />
        </Anchor>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <div>
            <Text fw={600} lineClamp={2}>
              {product.title}
            </Text>
            <Text size="sm" c="dimmed">
              <Text span tt="capitalize" inherit>
                {product.colour}
              </Text>
              {' · '}Size {item.size}
            </Text>
            <Text size="sm" c="dimmed">
              Seller: {product.brand}
            </Text>
          </div>
          <PriceLine
            price={item.price}
            discountedPrice={item.discountedPrice}
            discountPercent={product.discountPercent}
            size="md"
          />
          {item.previousUnitPrice !== item.unitPrice && (
            <Text size="xs" c="orange.8" fw={600}>
              Price changed: was {formatINR(item.previousUnitPrice)}, now {formatINR(item.unitPrice)}
            </Text>
          )}
          {item.available <= 3 && item.available > 0 && (
            <Text size="xs" c="orange.8" fw={600}>
              Only {item.available} left in size {item.size}
            </Text>
          )}
          <Group gap="lg" mt={4} wrap="wrap">
            <Group gap={6} wrap="nowrap" role="group" aria-label={`Quantity of ${label}`}>
              <ActionIcon
                variant="default"
                radius="xl"
                aria-label="Decrease quantity"
                disabled={busy || item.quantity <= 1}
                onClick={() => onQuantity(item.quantity - 1)}
              >
                <IconMinus size={14} />
              </ActionIcon>
              <Text w={28} ta="center" fw={600} aria-live="polite" data-testid="quantity">
                {item.quantity}
              </Text>
              <ActionIcon
                variant="default"
                radius="xl"
                aria-label="Increase quantity"
                disabled={busy || item.quantity >= item.available}
                onClick={() => onQuantity(item.quantity + 1)}
              >
                <IconPlus size={14} />
              </ActionIcon>
            </Group>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} />}
              disabled={busy}
              onClick={onRemove}
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

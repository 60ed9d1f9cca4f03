import { Group, Text, VisuallyHidden, type MantineSize } from '@mantine/core';
import { formatINR } from '../lib/money';

/** Discounted price, struck list price and "N% Off" — the shop's one way of showing a price. */
export function PriceLine({
  price,
  discountedPrice,
  discountPercent,
  size = 'sm',
}: {
  price: number;
  discountedPrice: number;
  discountPercent: number;
  size?: MantineSize;
}) {
  const discounted = discountPercent > 0 && price > discountedPrice;
  return (
    <Group gap={6} wrap="wrap" align="baseline">
      <Text fw={700} size={size} c="dark.8">
        {formatINR(discountedPrice)}
      </Text>
      {discounted && (
        <>
          <Text component="s" size="xs" c="dimmed">
            <VisuallyHidden component="span">Was </VisuallyHidden>
            {formatINR(price)}
          </Text>
          <Text size="xs" c="brand.7" fw={700}>
            {discountPercent}% Off
          </Text>
        </>
      )}
    </Group>
  );
}

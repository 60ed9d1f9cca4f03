import { useId } from 'react';
import { Badge, Group, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCircleFilled } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { MyOrdersQuery } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';
import { deliveryText } from './delivery-text';
import { STATUS_LOOK } from './order-status';
import { ProductThumbnail } from '../../../components/product-thumbnail';

type OrderSummary = MyOrdersQuery['orders'][number];

/**
 * One order in the list: the first item's image, title, size, colour and discounted price,
 * the delivery text, and "{n}+ Items" for the other lines. The whole card opens the order.
 */
export function OrderCard({ order }: { order: OrderSummary }) {
  const [first, ...others] = order.items;
  const id = useId();
  if (!first) return null;
  const look = STATUS_LOOK[order.status];
  const delivered = order.status === 'DELIVERED';
  return (
    // Named "Order of {title}" from its own text (the title is visible), so the name holds what it shows.
    <UnstyledButton
      component={Link}
      to={`/account/order/${order.id}`}
      display="block"
      aria-labelledby={`${id}-of ${id}-title`}
    >
      <VisuallyHidden component="span" id={`${id}-of`}>
        Order of
      </VisuallyHidden>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} style={{ cursor: 'pointer' }}>
        <Group align="flex-start" wrap="nowrap" gap="md">
          <ProductThumbnail src={first.imageUrl} w={72} h={96} />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Badge color={look.badge} variant="filled" autoContrast size="sm" w="fit-content">
              {look.label}
            </Badge>
            <Text fw={600} lineClamp={2} id={`${id}-title`}>
              {first.title}
            </Text>
            <Text size="sm" c="dimmed">
              Size: {first.size} ·{' '}
              <Text span tt="capitalize" inherit>
                {first.colour}
              </Text>
            </Text>
            <Group gap="sm">
              <Text fw={700}>{formatINR(first.discountedPrice)}</Text>
              {others.length > 0 && (
                <Text size="sm" c="brand.7" fw={600} title={`and ${others.length} more`}>
                  {others.length}+ Items
                </Text>
              )}
            </Group>
            <Group gap={6} wrap="nowrap">
              <IconCircleFilled
                size={10}
                color={`var(--mantine-color-${delivered ? 'green' : look.color}-6)`}
                aria-hidden
              />
              <Text size="sm" fw={500}>
                {deliveryText(order)}
              </Text>
            </Group>
          </Stack>
        </Group>
      </Paper>
    </UnstyledButton>
  );
}

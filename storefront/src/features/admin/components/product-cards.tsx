import type { ReactNode } from 'react';
import { Anchor, Avatar, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AdminProductRowFragment } from '../../../graphql/graphql';
import { formatINR } from '../../../lib/money';
import { thumbnailSrc } from '../../../lib/pictures';

/** The product rows as cards, for a phone. */
export function ProductCards(props: {
  products: AdminProductRowFragment[];
  caption: string;
  actions?: (product: AdminProductRowFragment) => ReactNode;
}) {
  return (
    <Stack gap="sm" role="table" aria-label={props.caption}>
      {props.products.map((p) => (
        <Paper key={p.id} withBorder p="sm" radius="md" role="row" aria-label={p.title}>
          {/* A card is one row of the phone's table, with one cell (ARIA rows hold cells). */}
          <div role="cell">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Avatar src={p.imageUrls[0] && thumbnailSrc(p.imageUrls[0])} alt="" radius="sm" size="lg" />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Anchor component={Link} to={`/admin/products/${p.id}/edit`} size="sm" lineClamp={2}>
                  {p.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {p.category.label} · {formatINR(p.discountedPrice)}{' '}
                  <Text span td="line-through" size="xs">
                    {formatINR(p.price)}
                  </Text>{' '}
                  · {p.quantity} in stock
                </Text>
                <Group gap={4}>
                  {p.sizes.map((s) => (
                    <Badge
                      key={s.id}
                      variant={s.quantity > 0 ? 'light' : 'outline'}
                      color={s.quantity > 0 ? 'blue' : 'gray'}
                      size="xs"
                    >
                      {s.name}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            </Group>
            {props.actions && (
              <Group justify="flex-end" mt="xs">
                {props.actions(p)}
              </Group>
            )}
          </div>
        </Paper>
      ))}
    </Stack>
  );
}

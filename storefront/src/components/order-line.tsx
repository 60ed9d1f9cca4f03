import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatINR } from '../lib/money';
import { ProductThumbnail } from './product-thumbnail';

/** An ordered line as the order answers it: a snapshot of what was bought, at that time's prices. */
export interface OrderLineData {
  id: string;
  title: string;
  brand: string;
  colour: string;
  imageUrl: string;
  size: string;
  quantity: number;
  price: number;
  discountedPrice: number;
  /** Null when the product has left the catalog: the line then links nowhere. */
  product?: { id: string } | null;
}

/** One line of an order (order summary, payment result, order page); `children` adds a footer. */
export function OrderLine({ line, children }: { line: OrderLineData; children?: ReactNode }) {
  const image = <ProductThumbnail src={line.imageUrl} alt={line.title} w={72} h={96} style={{ flexShrink: 0 }} />;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={`${line.title} (${line.size})`}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        {line.product ? (
          <Anchor component={Link} to={`/product/id/${line.product.id}`}>
            {image}
          </Anchor>
        ) : (
          image
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {line.title}
          </Text>
          <Text size="sm" c="dimmed">
            <Text span tt="capitalize" inherit>
              {line.colour}
            </Text>
            {' · '}Size {line.size}
            {' · '}Qty {line.quantity}
          </Text>
          <Text size="sm" c="dimmed">
            Seller: {line.brand}
          </Text>
          <Group gap={6} align="baseline">
            <Text fw={700}>{formatINR(line.discountedPrice)}</Text>
            {line.price > line.discountedPrice && (
              <Text component="s" size="xs" c="dimmed">
                <VisuallyHidden component="span">Was </VisuallyHidden>
                {formatINR(line.price)}
              </Text>
            )}
          </Group>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

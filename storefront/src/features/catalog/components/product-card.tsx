import { Card, Group, Image, Text } from '@mantine/core';
import { formatINR } from '../../../lib/money';

export interface ProductCardData {
  id: string;
  title: string;
  brand: string;
  price: number;
  discountedPrice: number;
  discountPercent: number;
  imageUrls: string[];
}

export function ProductCard({ product }: { product: ProductCardData }) {
  return (
    <Card padding="sm" radius="md" withBorder component="article" aria-label={product.title}>
      <Card.Section>
        <Image src={product.imageUrls[0]} alt={product.title} h={260} fit="cover" />
      </Card.Section>
      <Text fw={700} size="sm" mt="sm">{product.brand}</Text>
      <Text size="sm" c="dimmed" lineClamp={1}>{product.title}</Text>
      <Group gap={8} mt={4}>
        <Text fw={600}>{formatINR(product.discountedPrice)}</Text>
        <Text size="sm" c="dimmed" td="line-through">{formatINR(product.price)}</Text>
        <Text size="sm" c="green.7" fw={600}>{product.discountPercent}% Off</Text>
      </Group>
    </Card>
  );
}

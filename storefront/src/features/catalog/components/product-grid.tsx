import { SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HydrationSlice } from '../../../components/hydration-slice';
import { ProductCard } from './product-card';
import type { ProductCardData } from './product-card-frame';

const COLS = { base: 2, sm: 3, lg: 4 } as const;

/** Product cards in a responsive grid, with skeletons while loading and a message when empty. */
export function ProductGrid({
  products,
  loading,
  empty,
  cols = COLS,
}: {
  products: ProductCardData[] | undefined;
  loading: boolean;
  empty: ReactNode;
  cols?: Record<string, number>;
}) {
  if (loading && !products) {
    return (
      <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'lg' }} aria-busy aria-label="Loading products">
        {Array.from({ length: 8 }, (_, i) => (
          <Stack key={i} gap={8}>
            <Skeleton radius="md" style={{ aspectRatio: '3 / 4', height: 'auto' }} />
            <Skeleton h={12} w="60%" />
            <Skeleton h={12} w="85%" />
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  if (!products?.length) {
    return (
      <Stack align="center" gap="xs" py={64}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconMoodEmpty size={30} />
        </ThemeIcon>
        {typeof empty === 'string' ? (
          <Text fw={600} size="lg">
            {empty}
          </Text>
        ) : (
          empty
        )}
      </Stack>
    );
  }
  return (
    <SimpleGrid
      cols={cols}
      spacing={{ base: 'sm', sm: 'lg' }}
      style={{ opacity: loading ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {products.map((product, i) =>
        // A phone shows the first four; the browser takes the others over as they come near the screen.
        i < 4 ? (
          <ProductCard key={product.id} product={product} lazy={false} priority={i === 0} />
        ) : (
          <HydrationSlice key={product.id} whenVisible>
            <ProductCard product={product} lazy priority={false} />
          </HydrationSlice>
        ),
      )}
    </SimpleGrid>
  );
}

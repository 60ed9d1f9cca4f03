import { Alert, Container, SimpleGrid, Skeleton, Title } from '@mantine/core';
import { useHomeProducts } from '../api/home-products';
import { ProductCard } from './product-card';

export function HomePage() {
  const { data, loading, error } = useHomeProducts();
  return (
    <Container size="xl" py="xl">
      <Title order={2} mb="lg">New Arrivals</Title>
      {error && <Alert color="red" title="Could not load products">{error.message}</Alert>}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="lg">
        {loading && !data
          ? Array.from({ length: 10 }, (_, i) => <Skeleton key={i} h={340} />)
          : data?.products.content.map((product) => <ProductCard key={product.id} product={product} />)}
      </SimpleGrid>
    </Container>
  );
}

import { Alert, Box, Button, Container, Grid, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconMoodSad } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { useProductDetail } from '../api/product-detail';
import { ProductBreadcrumb } from '../product/product-breadcrumb';
import { ProductBuyBox } from '../product/product-buy-box';
import { ProductGallery } from '../product/product-gallery';
import { ProductRatings } from '../product/product-ratings';
import { productTitle } from '../seo/titles';
import { NOT_FOUND_META } from '../../../lib/page-meta';
import { HydrationSlice } from '../../../components/hydration-slice';
import { ProductGrid } from './product-grid';

/** The product page, /product/id/{productId}. */
export function ProductPage() {
  const { productId = '' } = useParams();
  const { data, loading, error } = useProductDetail(productId);
  const found = data?.product;
  useDocumentTitle(found ? productTitle(found) : data ? NOT_FOUND_META.title : '');

  if (loading && !data) return <ProductSkeleton />;
  if (error) {
    return (
      <Container size="xl" py="xl">
        <Alert color="red" title="Could not load this product">
          {error.message}. Please try again in a moment.
        </Alert>
      </Container>
    );
  }
  const product = data?.product;
  if (!product) {
    return (
      <Container size="sm" py={80}>
        <Stack align="center" gap="sm">
          <IconMoodSad size={56} color="var(--mantine-color-gray-5)" aria-hidden />
          <Title order={1} fz={26}>
            Product not found
          </Title>
          <Text c="dimmed" ta="center">
            This product may have sold out for good or the link may be mistyped.
          </Text>
          <Button component={Link} to="/" mt="sm">
            Continue shopping
          </Button>
        </Stack>
      </Container>
    );
  }

  const levels = [product.category.parent?.parent, product.category.parent, product.category].filter((l) => l != null);

  return (
    <Container size="xl" py="lg">
      <ProductBreadcrumb levels={levels} />
      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <HydrationSlice>
            <ProductGallery
              key={product.id}
              images={product.imageUrls}
              alts={product.imageAlts}
              title={product.title}
            />
          </HydrationSlice>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="xl">
            <HydrationSlice>
              <ProductBuyBox key={product.id} product={product} />
            </HydrationSlice>
            <HydrationSlice>
              <Paper withBorder radius="md" p="lg">
                <Stack gap="md">
                  <Box>
                    <Title order={2} fz={16} mb={6}>
                      Product Details
                    </Title>
                    <Text size="sm">{product.description}</Text>
                  </Box>
                  {product.highlights.length > 0 && (
                    <Box>
                      <Title order={3} fz={16} mb={6}>
                        Highlights
                      </Title>
                      <List size="sm" spacing={4}>
                        {product.highlights.map((h) => (
                          <List.Item key={h}>{h}</List.Item>
                        ))}
                      </List>
                    </Box>
                  )}
                  <Box>
                    <Title order={3} fz={16} mb={6}>
                      Details
                    </Title>
                    <Text size="sm" c="dark.5">
                      {product.details}
                    </Text>
                    {product.attributes.map((a) => (
                      <Text key={a.name} size="sm" c="dark.5">
                        {a.label}: {a.value}
                      </Text>
                    ))}
                  </Box>
                </Stack>
              </Paper>
            </HydrationSlice>
          </Stack>
        </Grid.Col>
      </Grid>
      {/* Below the fold on a phone: taken over when near the screen or at the first tap. */}
      <Box mt={48}>
        <HydrationSlice whenVisible>
          <ProductRatings product={product} />
        </HydrationSlice>
      </Box>
      {product.similar.length > 0 && (
        <HydrationSlice whenVisible>
          <Box component="section" aria-label="Similar Product" mt={48}>
            <Title order={2} fz={{ base: 22, sm: 26 }} mb="md">
              Similar Product
            </Title>
            <ProductGrid products={product.similar} loading={false} empty={null} cols={{ base: 2, sm: 3, md: 5 }} />
          </Box>
        </HydrationSlice>
      )}
    </Container>
  );
}

function ProductSkeleton() {
  return (
    <Container size="xl" py="lg" aria-busy aria-label="Loading product">
      <Skeleton h={14} w={240} mb="md" />
      <Grid gap={{ base: 'lg', md: 48 }}>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton radius="md" style={{ aspectRatio: '3 / 4', height: 'auto' }} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack>
            <Skeleton h={24} w="40%" />
            <Skeleton h={20} w="80%" />
            <Skeleton h={28} w="50%" />
            <Skeleton h={44} w="70%" mt="lg" />
            <Skeleton h={50} w="70%" />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

import { Alert, Container, Grid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { HOME_TITLE } from '../../../lib/page-meta';
import { HOME_ROWS, useHomeRow, type HomeRow } from '../api/home-row';
import { HeroCarousel } from '../home/hero-carousel';
import { ProductRow, type ProductRowProps } from '../home/product-row';
import { PromoTiles } from '../home/promo-tiles';
import { SeeMoreCard } from '../home/see-more-card';
import { HappyCustomers } from '../home/happy-customers';
import { HydrationSlice } from '../../../components/hydration-slice';
import { PageLoader } from '../../../components/page-loader';
import { useHomePage } from '../api/home-layout';
import { ArrangedHome } from '../home/arranged-home';

/**
 * The home page: the one an admin published (sections of banners, product rows, promos, tiles and
 * reviews), else the built-in one below.
 */
export function HomePage() {
  const home = useHomePage();
  useDocumentTitle(HOME_TITLE);
  if (home.data?.homePage) return <ArrangedHome sections={home.data.homePage.sections} />;
  if (home.loading && !home.data) return <PageLoader />;
  return <BuiltInHome />;
}

/** The built-in home page: hero, product rows, promos, "Shop By Category" and reviews. */
function BuiltInHome() {
  // The first strip is read here for the page's error: every strip comes from the same API.
  const kurtas = useHomeRow(HOME_ROWS.kurtas);

  return (
    <>
      {/* The page's one top heading, for screen readers and search engines: the banner says it in pictures. */}
      <VisuallyHidden component="h1">{HOME_TITLE}</VisuallyHidden>
      <HydrationSlice>
        <HeroCarousel />
      </HydrationSlice>
      <Container size="xl" py="md">
        {kurtas.error && (
          <Alert color="red" title="Could not load products" my="lg">
            {kurtas.error.message}. Please refresh the page in a moment.
          </Alert>
        )}
        <HydrationSlice>
          <Row row={HOME_ROWS.kurtas} title="Men's kurta" subtitle="Top sale of this week" card="brand" peek first />
        </HydrationSlice>
        {/* Below the fold on a phone: taken over when near the screen or at the first tap. */}
        <HydrationSlice whenVisible>
          <Grid component="section" aria-label="The wedding edit" py="lg" gap="lg" align="stretch">
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack justify="center" h="100%" gap="xs" p={{ base: 0, md: 'lg' }}>
                <Text tt="uppercase" fw={700} size="xs" c="brand.7" style={{ letterSpacing: '0.12em' }}>
                  The wedding edit
                </Text>
                <Title order={2} fz={{ base: 26, md: 38 }} lh={1.15}>
                  Festive ethnic wear, up to 80% off
                </Title>
                <Text c="dimmed" size="sm">
                  Hand-finished lehengas and sarees from India's loved labels, ready for every mehendi, sangeet and
                  reception.
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <PromoTiles
                tiles={[
                  {
                    to: '/women/clothing/lehenga',
                    title: 'Lehenga',
                    caption: 'Wedding season edit',
                    imageSrc: '/images/tiles/lehenga.svg',
                  },
                  {
                    to: '/women/clothing/saree',
                    title: 'Saree',
                    caption: 'Drapes for every day',
                    imageSrc: '/images/tiles/saree.svg',
                  },
                ]}
              />
            </Grid.Col>
          </Grid>
        </HydrationSlice>
        <HydrationSlice whenVisible>
          <Row row={HOME_ROWS.trending} title="Trending" subtitle="Top views in this week" card="new" />
        </HydrationSlice>
        <HydrationSlice whenVisible>
          <Grid gap="lg" py="lg" component="section" aria-label="Shop By Category">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Title order={2} fz={{ base: 22, sm: 28 }}>
                Shop By Category
              </Title>
              <Text c="dimmed" size="sm" mb="md">
                Step out in style
              </Text>
              <PromoTiles
                ratio={1}
                tiles={[
                  {
                    to: '/men/accessories/shoes',
                    title: 'Shoes',
                    caption: 'Men · Accessories',
                    imageSrc: '/images/tiles/shoes.svg',
                  },
                  {
                    to: '/men/accessories/shoes',
                    title: 'Sneakers',
                    caption: 'Everyday comfort',
                    imageSrc: '/images/tiles/sneakers.svg',
                  },
                ]}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <WomenClothingCard />
            </Grid.Col>
          </Grid>
        </HydrationSlice>
        <HydrationSlice whenVisible>
          <Row
            row={HOME_ROWS.shirts}
            title="Men's shirt"
            subtitle="Crisp picks for work and weekends"
            card="deal"
            peek
          />
        </HydrationSlice>
        <HydrationSlice whenVisible>
          <HappyCustomers />
        </HydrationSlice>
      </Container>
    </>
  );
}

/** A strip while loading is a skeleton; an empty or failed one is left out rather than shown bare. */
function Row({ row, ...props }: Omit<ProductRowProps, 'products'> & { row: HomeRow }) {
  const query = useHomeRow(row);
  if (query.loading && !query.data) return <RowSkeleton />;
  const products = query.data?.products.content ?? [];
  return products.length ? <ProductRow {...props} products={products} /> : null;
}

function WomenClothingCard() {
  const womenClothing = useHomeRow(HOME_ROWS.womenClothing);
  return (
    <SeeMoreCard
      title="Women's clothing"
      caption="Kurtas, dresses, sarees and more"
      to="/women/clothing/dresses"
      products={womenClothing.data?.products.content ?? []}
    />
  );
}

function RowSkeleton() {
  return (
    <Stack py="lg" aria-label="Loading products" aria-busy>
      <Skeleton h={28} w={200} />
      <Grid>
        {Array.from({ length: 5 }, (_, i) => (
          <Grid.Col
            key={i}
            span={{ base: 12, sm: 4, md: 2.4 }}
            display={i === 0 ? undefined : { base: 'none', sm: 'block' }}
          >
            <Skeleton h={320} radius="md" />
          </Grid.Col>
        ))}
      </Grid>
    </Stack>
  );
}

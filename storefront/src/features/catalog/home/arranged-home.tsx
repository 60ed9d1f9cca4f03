import { Container, Grid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { HomeLayoutFieldsFragment } from '../../../graphql/graphql';
import { HydrationSlice } from '../../../components/hydration-slice';
import { HOME_TITLE } from '../../../lib/page-meta';
import { rowVariables, useProductRow } from '../api/home-layout';
import { HappyCustomers } from './happy-customers';
import { HeroCarousel } from './hero-carousel';
import { ProductRow } from './product-row';
import { PromoTiles } from './promo-tiles';

type Section = HomeLayoutFieldsFragment['sections'][number];

/**
 * The home page as an admin arranged and published it (or, in the back office's preview, the
 * draft): its sections top to bottom, each drawn by the same parts as the built-in home page, so
 * it is server-rendered and hydrated the same way (the first section at once, the rest when near
 * the screen).
 */
export function ArrangedHome({ sections }: { sections: Section[] }) {
  const firstRow = sections.findIndex((s) => s.kind === 'PRODUCT_ROW');
  return (
    <>
      <VisuallyHidden component="h1">{HOME_TITLE}</VisuallyHidden>
      {sections.map((section, i) =>
        section.kind === 'HERO' ? (
          <HydrationSlice key={i} whenVisible={i > 0}>
            <HeroCarousel banners={section.slides.map((s) => ({ src: s.imageUrl, alt: s.alt, link: s.link }))} />
          </HydrationSlice>
        ) : (
          <Container key={i} size="xl">
            <HydrationSlice whenVisible={i > 1}>
              <ArrangedSection section={section} first={i === firstRow} />
            </HydrationSlice>
          </Container>
        ),
      )}
    </>
  );
}

function ArrangedSection({ section, first }: { section: Section; first: boolean }) {
  switch (section.kind) {
    case 'PRODUCT_ROW':
      return <ArrangedRow section={section} first={first} />;
    case 'PROMO':
      return (
        <Grid component="section" aria-label={section.heading || section.eyebrow} py="lg" gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack justify="center" h="100%" gap="xs" p={{ base: 0, md: 'lg' }}>
              {section.eyebrow && (
                <Text tt="uppercase" fw={700} size="xs" c="brand.7" style={{ letterSpacing: '0.12em' }}>
                  {section.eyebrow}
                </Text>
              )}
              {section.heading && (
                <Title order={2} fz={{ base: 26, md: 38 }} lh={1.15}>
                  {section.heading}
                </Title>
              )}
              {section.subheading && (
                <Text c="dimmed" size="sm">
                  {section.subheading}
                </Text>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PromoTiles tiles={section.tiles.map(tileOf)} />
          </Grid.Col>
        </Grid>
      );
    case 'CATEGORY_TILES':
      return (
        <Stack component="section" aria-label={section.heading} py="lg" gap={0}>
          <Title order={2} fz={{ base: 22, sm: 28 }}>
            {section.heading}
          </Title>
          {section.subheading && (
            <Text c="dimmed" size="sm" mb="md">
              {section.subheading}
            </Text>
          )}
          <PromoTiles ratio={1} tiles={section.tiles.map(tileOf)} />
        </Stack>
      );
    case 'REVIEWS':
      return <HappyCustomers />;
    default:
      return null;
  }
}

const tileOf = (t: Section['tiles'][number]) => ({
  to: t.link,
  title: t.title,
  caption: t.caption,
  imageSrc: t.imageUrl,
});

const CARD = { BRAND: 'brand', NEW: 'new', DEAL: 'deal' } as const;

/** A row while loading is a skeleton; an empty or failed one is left out rather than shown bare. */
function ArrangedRow({ section, first }: { section: Section; first: boolean }) {
  const query = useProductRow(rowVariables(section));
  if (query.loading && !query.data) return <Skeleton h={360} my="lg" radius="md" aria-label="Loading products" />;
  const products = query.data?.productRow ?? [];
  if (!products.length) return null;
  return (
    <ProductRow
      title={section.heading}
      subtitle={section.subheading || undefined}
      card={CARD[section.card ?? 'NEW']}
      products={products}
      peek={section.card === 'BRAND'}
      first={first}
    />
  );
}

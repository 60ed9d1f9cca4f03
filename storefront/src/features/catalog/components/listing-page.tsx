import { Alert, Anchor, Box, Breadcrumbs, Button, Container, Drawer, Group, Paper, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useNavigation } from '../api/navigation';
import { useProductList } from '../api/product-list';
import { categoryTrail, isMenuCategory, listingCategory } from '../listing/category-label';
import { NotFoundPage } from '../../../components/not-found-page';
import { FilterPanel } from '../listing/filter-panel';
import { ignoredFilters, readPage, setSingle, toVariables } from '../listing/listing-params';
import { SortMenu } from '../listing/sort-menu';
import { listingTitle } from '../seo/titles';
import { HydrationSlice } from '../../../components/hydration-slice';
import { ProductGrid } from './product-grid';
import { countOf, ResultsPager } from './results-pager';
import classes from './listing-page.module.css';

/** A category listing, /{levelOne}/{levelTwo}/{levelThree}: the query string drives filters, sort and page. */
export function ListingPage() {
  const { levelOne = '', levelTwo = '', levelThree = '' } = useParams();
  const [params] = useSearchParams();
  const [filtersOpen, filters] = useDisclosure(false);
  const { data: nav, error: navError } = useNavigation();
  // The colours and sizes a listing knows come with the menu (every page loads it first).
  const choices = nav?.productChoices ?? undefined;
  const {
    data,
    previousData,
    loading: fetching,
    error,
  } = useProductList(toVariables(params, listingCategory([levelOne, levelTwo, levelThree]), choices), {
    skip: !choices && !navError,
  });
  const trail = categoryTrail(nav?.navigation, [levelOne, levelTwo, levelThree]);
  const page = (data ?? previousData)?.products;
  // Held back until the lists load counts as loading, so "No Product To Show" never flashes first.
  const loading = fetching || (!page && !error);
  const filtered = [...params.keys()].some((k) => k !== 'sort' && k !== 'page');
  const ignored = ignoredFilters(params, choices);
  useDocumentTitle(listingTitle(trail, readPage(params)));

  const clearButton =
    params.size === 0 ? (
      <Button variant="subtle" size="compact-sm" disabled>
        Clear Filter
      </Button>
    ) : (
      <Button variant="subtle" size="compact-sm" component={Link} to={{ search: '' }}>
        Clear Filter
      </Button>
    );

  // A three-part address that is no category of the menu is a mistyped link, not an empty listing.
  if (nav && !isMenuCategory(nav.navigation, [levelOne, levelTwo, levelThree])) return <NotFoundPage />;

  return (
    <Container size="xl" py="lg">
      <Breadcrumbs separator="/" mb={6} fz="sm">
        <Anchor component={Link} to="/" c="dimmed" size="sm">
          Home
        </Anchor>
        <Text span c="dimmed" size="sm">
          {trail[0]}
        </Text>
        <Text span c="dimmed" size="sm">
          {trail[1]}
        </Text>
        <Text span size="sm" fw={600}>
          {trail[2]}
        </Text>
      </Breadcrumbs>
      <Group justify="space-between" align="end" mb="lg" gap="sm">
        <Box>
          {/* The spec's "New Arrivals" stays, as the line above; the page is titled by what it lists. */}
          <Text size="xs" fw={700} tt="uppercase" c="brand.8">
            New Arrivals
          </Text>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {trail[2]}
          </Title>
          {page && (
            <Text c="dimmed" size="sm">
              {countOf(page.totalElements)}
            </Text>
          )}
        </Box>
        <Group gap="xs">
          <Button
            hiddenFrom="md"
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            onClick={filters.open}
            className={classes.scriptOnly}
          >
            Filters{filtered ? ' •' : ''}
          </Button>
          <SortMenu params={params} />
        </Group>
      </Group>
      <Group align="flex-start" gap="xl" wrap="nowrap" className={classes.body}>
        <Paper
          component="aside"
          aria-label="Filters"
          visibleFrom="md"
          w={260}
          p="md"
          radius="md"
          withBorder
          className={classes.filters}
        >
          <Group justify="space-between" mb="xs">
            <Text fw={700} tt="uppercase" size="sm">
              Filters
            </Text>
            {clearButton}
          </Group>
          {/* Hidden on a phone, which uses the drawer: taken over only when shown, or at the first tap. */}
          <HydrationSlice whenVisible>{choices && <FilterPanel params={params} choices={choices} />}</HydrationSlice>
        </Paper>
        <Box style={{ flex: 1, minWidth: 0 }}>
          {ignored.length > 0 && (
            <Alert color="yellow" title="Some of this address could not be used" mb="md">
              Not applied: {ignored.join(', ')}. Showing the rest.
            </Alert>
          )}
          {error ? (
            <Alert color="red" title="Could not load products">
              {error.message}. Please try again.
            </Alert>
          ) : (
            <ProductGrid
              products={page?.content}
              loading={loading}
              empty={
                <>
                  <Text fw={600} size="lg">
                    No Product To Show
                  </Text>
                  <Text c="dimmed" size="sm">
                    Try removing a filter or two.
                  </Text>
                  {params.size > 0 && (
                    <Button variant="light" mt="sm" component={Link} to={{ search: '' }}>
                      Clear Filter
                    </Button>
                  )}
                </>
              }
            />
          )}
          <ResultsPager
            page={page}
            value={readPage(params)}
            searchFor={(n) => setSingle(params, 'page', n > 1 ? String(n) : null)}
          />
        </Box>
      </Group>
      <Drawer
        opened={filtersOpen}
        onClose={filters.close}
        title={<Text fw={700}>Filters</Text>}
        position="left"
        size="min(88vw, 360px)"
        hiddenFrom="md"
      >
        <Group justify="flex-end" mb="xs">
          {clearButton}
        </Group>
        {choices && <FilterPanel params={params} choices={choices} />}
        {/* Choices apply at once; this just closes the drawer onto the refreshed grid. */}
        <Box pos="sticky" bottom={0} bg="white" py="md">
          <Button fullWidth onClick={filters.close}>
            {page ? `Show ${countOf(page.totalElements, 'product')}` : 'Show products'}
          </Button>
        </Box>
      </Drawer>
    </Container>
  );
}

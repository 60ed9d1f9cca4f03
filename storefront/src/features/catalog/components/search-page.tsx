import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Container, Group, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { searchable, useSearchProducts } from '../api/search-products';
import { PAGE_SIZE } from '../listing/filter-options';
import { readPage, setSingle } from '../listing/listing-params';
import { searchTitle } from '../seo/titles';
import { ProductGrid } from './product-grid';
import { countOf, ResultsPager } from './results-pager';

/** /search?q=…&page=…: results in the listing's cards, paged like the listing. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const { data, previousData, loading, error } = useSearchProducts(query, readPage(params), PAGE_SIZE);
  const page = (data ?? previousData)?.search;
  useDocumentTitle(searchTitle(query));

  useEffect(() => setDraft(query), [query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <Container size="xl" py="lg">
      {/* Without JavaScript the browser submits the form itself: GET /search?q=… */}
      <Box
        component="form"
        role="search"
        aria-label="Search again"
        action="/search"
        method="get"
        onSubmit={submit}
        maw={640}
        mb="lg"
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            size="md"
            radius="xl"
            aria-label="Search products"
            name="q"
            placeholder="Search for kurtas, sarees, brands…"
            leftSection={<IconSearch size={18} aria-hidden />}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            autoFocus={!query}
          />
          <Button type="submit" size="md" radius="xl">
            Search
          </Button>
        </Group>
      </Box>
      {!searchable(query) ? (
        <Text c="dimmed">
          {query.trim() ? `“${query.trim()}” has no letters or numbers to search for. ` : ''}
          Type a product, brand or category — for example “kurta”, “saree” or “Gucci”.
        </Text>
      ) : (
        <>
          <Title order={1} fz={{ base: 22, sm: 28 }} mb={4}>
            Results for “{query}”
          </Title>
          <Text c="dimmed" size="sm" mb="lg">
            {page ? countOf(page.totalElements) : 'Searching…'}
          </Text>
          {error ? (
            <Alert color="red" title="Search is not available right now">
              {error.message}
            </Alert>
          ) : (
            <ProductGrid
              products={page?.content}
              loading={loading}
              cols={{ base: 2, sm: 3, md: 4, lg: 5 }}
              empty={
                <>
                  <Text fw={600} size="lg">
                    No results for “{query}”
                  </Text>
                  <Text c="dimmed" size="sm">
                    Check the spelling or try a broader word.
                  </Text>
                </>
              }
            />
          )}
          <ResultsPager
            page={page}
            value={readPage(params)}
            searchFor={(n) => setSingle(params, 'page', n > 1 ? String(n) : null)}
          />
        </>
      )}
    </Container>
  );
}

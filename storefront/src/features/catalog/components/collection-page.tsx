import { Alert, Container, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useParams, useSearchParams } from 'react-router-dom';
import { NotFoundPage } from '../../../components/not-found-page';
import { useCollectionPage } from '../api/collection';
import { PAGE_SIZE } from '../listing/filter-options';
import { readPage, setSingle } from '../listing/listing-params';
import { collectionTitle } from '../seo/titles';
import { ProductGrid } from './product-grid';
import { countOf, ResultsPager } from './results-pager';

/** /collections/{slug}: a collection an admin made, its products in the listing's cards, paged. */
export function CollectionPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const page = readPage(params);
  const { data, previousData, loading, error } = useCollectionPage(slug, page, PAGE_SIZE);
  const collection = (data ?? previousData)?.collection;
  useDocumentTitle(collection ? collectionTitle(collection, page) : 'Collection');

  if (!loading && !error && data && !data.collection) return <NotFoundPage />;
  return (
    <Container size="xl" py="lg">
      <Title order={1} fz={{ base: 24, sm: 32 }} mb={4}>
        {collection?.title ?? ' '}
      </Title>
      {collection?.description && (
        <Text c="dimmed" maw={720} mb="xs">
          {collection.description}
        </Text>
      )}
      <Text c="dimmed" size="sm" mb="lg">
        {collection ? countOf(collection.products.totalElements) : 'Loading…'}
      </Text>
      {error ? (
        <Alert color="red" title="This collection is not available right now">
          {error.message}
        </Alert>
      ) : (
        <ProductGrid
          products={collection?.products.content}
          loading={loading}
          cols={{ base: 2, sm: 3, md: 4, lg: 5 }}
          empty={
            <Text fw={600} size="lg">
              Nothing in this collection right now
            </Text>
          }
        />
      )}
      <ResultsPager
        page={collection?.products}
        value={page}
        searchFor={(n) => setSingle(params, 'page', n > 1 ? String(n) : null)}
      />
    </Container>
  );
}

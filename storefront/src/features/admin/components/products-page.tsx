import { useCallback, useState } from 'react';
import { Button, Card, Group, Skeleton, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { useAdminProducts } from '../api/products';
import { useDeleteProduct } from '../api/delete-product';
import { AdminPageHeader } from './admin-page-header';
import { ConfirmButton } from './confirm-button';
import { useCan } from '../api/my-permissions';
import { Pager } from './pager';
import { ProductTable } from './product-table';
import { SearchBox } from './search-box';
import { useDeletedIds } from './use-deleted-ids';

/** The All Products page: search, rows with Edit and Delete, 20 a page, and Add Product. */
export function ProductsPage() {
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, previousData, error } = useAdminProducts({ search, pageNumber: page });
  const [deleteProduct] = useDeleteProduct();
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const { keep, forget } = useDeletedIds();
  const result = (data ?? previousData)?.adminProducts;
  const rows = result ? keep(result.content) : [];

  async function remove(id: string) {
    try {
      await deleteProduct({ variables: { id } });
      forget(id);
    } catch (e) {
      setFailure(errorMessage(e));
    }
  }

  return (
    <>
      <AdminPageHeader
        title="All Products"
        actions={
          can('catalogManage') && (
            <Button component={Link} to="/admin/product/create" leftSection={<IconPlus size={16} />}>
              Add Product
            </Button>
          )
        }
        error={failure ?? (error ? errorMessage(error) : null)}
        onCloseError={() => setFailure(null)}
      />
      <Group mb="md">
        <SearchBox label="Search products" placeholder="Title, brand or id" onSearch={onSearch} />
      </Group>
      <Card withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {!result ? (
          <Skeleton h={300} />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No Product To Show
          </Text>
        ) : (
          <ProductTable
            products={rows}
            caption="Products"
            actions={(p) =>
              can('catalogManage') && (
                <Group gap="xs" wrap="nowrap">
                  <Button
                    component={Link}
                    to={`/admin/products/${p.id}/edit`}
                    size="xs"
                    variant="light"
                    leftSection={<IconEdit size={14} />}
                    aria-label={`Edit ${p.title}`}
                  >
                    Edit
                  </Button>
                  <ConfirmButton
                    label={`Delete ${p.title}`}
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} />}
                    title="Delete this product?"
                    message={`${p.title} leaves the shop, its listings and search. Orders that hold it keep it; carts drop it with a notice.`}
                    confirmLabel="Delete product"
                    onConfirm={() => remove(p.id)}
                  >
                    Delete
                  </ConfirmButton>
                </Group>
              )
            }
          />
        )}
        {result && (
          <Pager
            page={page}
            totalPages={result.totalPages}
            total={result.totalElements}
            noun="product"
            onChange={setPage}
          />
        )}
      </Card>
    </>
  );
}

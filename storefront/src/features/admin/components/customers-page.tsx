import { useCallback, useState } from 'react';
import { Badge, Button, Card, Group, Skeleton } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';
import { useAdminCustomers } from '../api/customers';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';
import { AdminPageHeader } from './admin-page-header';
import { ConfirmButton } from './confirm-button';
import { useCan } from '../api/my-permissions';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { CustomerList } from './customer-list';

/**
 * The All Users page: initial, name, email, orders. The spec's Delete did nothing; here it
 * deactivates the account (after a confirmation), and Reactivate undoes it.
 */
export function CustomersPage() {
  const can = useCan();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, previousData, error } = useAdminCustomers({ search, pageNumber: page });
  const [deactivate] = useDeactivateUser();
  const [reactivate, { loading: reactivating }] = useReactivateUser();
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const result = (data ?? previousData)?.users;
  // The gateway refuses an admin deactivating their own account; the button says so first.
  const myId = (data ?? previousData)?.me?.id;
  const attempt = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };

  return (
    <>
      <AdminPageHeader
        title="All Customers"
        error={failure ?? (error ? errorMessage(error) : null)}
        onCloseError={() => setFailure(null)}
      />
      <Group mb="md">
        <SearchBox label="Search customers" placeholder="Email or name" onSearch={onSearch} />
      </Group>
      <Card withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {!result ? (
          <Skeleton h={300} />
        ) : (
          <CustomerList
            users={result.content}
            action={(u) =>
              // A back-office account is managed on the Staff page; the server refuses it here.
              !can('customersDeactivate') || u.role === 'ADMIN' ? null : u.deactivatedAt ? (
                <Group gap="xs" wrap="nowrap">
                  <Badge color="red" variant="light" size="sm">
                    Deactivated
                  </Badge>
                  <Button
                    size="xs"
                    variant="light"
                    loading={reactivating}
                    aria-label={`Reactivate ${u.email}`}
                    onClick={() => void attempt(() => reactivate({ variables: { id: u.id } }))}
                  >
                    Reactivate
                  </Button>
                </Group>
              ) : (
                <ConfirmButton
                  label={`Deactivate ${u.email}`}
                  size="xs"
                  variant="outline"
                  color="red"
                  title="Deactivate this account?"
                  message={`${u.email} will be signed out everywhere at once and cannot sign in. Their data and orders stay; you can reactivate the account later.`}
                  confirmLabel="Deactivate"
                  disabled={u.id === myId}
                  onConfirm={() => attempt(() => deactivate({ variables: { id: u.id } }))}
                >
                  Deactivate
                </ConfirmButton>
              )
            }
          />
        )}
        {result && (
          <Pager
            page={page}
            totalPages={result.totalPages}
            total={result.totalElements}
            noun="account"
            onChange={setPage}
          />
        )}
      </Card>
    </>
  );
}

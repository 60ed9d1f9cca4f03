import { useCallback, useState } from 'react';
import { Avatar, Badge, Button, Card, Group, Skeleton, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/error-message';
import { useAdminCustomers } from '../api/customers';
import { useDeactivateUser } from '../api/deactivate-user';
import { useReactivateUser } from '../api/reactivate-user';
import { AdminPageHeader } from './admin-page-header';
import { ConfirmButton } from './confirm-button';
import { Pager } from './pager';
import { SearchBox } from './search-box';

/**
 * §2.14 All Users: initial, name, email, orders. The spec's Delete did nothing; here it
 * deactivates the account (after a confirmation), and Reactivate undoes it.
 */
export function CustomersPage() {
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
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="Customers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Image</Table.Th>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Email</Table.Th>
                  <Table.Th>Orders</Table.Th>
                  <Table.Th>Account</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.content.map((u) => (
                  <Table.Tr key={u.id} aria-label={u.email}>
                    <Table.Td>
                      <Avatar color="teal" radius="xl" alt="">
                        {u.firstName.charAt(0).toUpperCase()}
                      </Avatar>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {u.firstName} {u.lastName}
                      </Text>
                      {u.role === 'ADMIN' && (
                        <Badge size="xs" variant="light">
                          Admin
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{u.email}</Table.Td>
                    <Table.Td>{u.orderCount}</Table.Td>
                    <Table.Td>
                      {u.deactivatedAt ? (
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
                          variant="subtle"
                          color="red"
                          title="Deactivate this account?"
                          message={`${u.email} will be signed out everywhere at once and cannot sign in. Their data and orders stay; you can reactivate the account later.`}
                          confirmLabel="Deactivate"
                          onConfirm={() => attempt(() => deactivate({ variables: { id: u.id } }))}
                        >
                          Deactivate
                        </ConfirmButton>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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

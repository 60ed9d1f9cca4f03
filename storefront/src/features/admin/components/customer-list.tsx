import type { ReactNode } from 'react';
import { Avatar, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AdminCustomersQuery } from '../../../graphql/graphql';
import { usePhone } from './use-phone';
import { ScrollTable } from './scroll-table';

type Customer = AdminCustomersQuery['users']['content'][number];

function Initial({ user }: { user: Customer }) {
  return (
    <Avatar color="teal" radius="xl" alt="">
      {user.firstName.charAt(0).toUpperCase()}
    </Avatar>
  );
}

function Name({ user }: { user: Customer }) {
  return (
    <Group gap={6}>
      <Text size="sm">
        {user.firstName} {user.lastName}
      </Text>
      {user.role === 'ADMIN' && (
        <Badge size="xs" variant="light">
          Admin
        </Badge>
      )}
    </Group>
  );
}

/**
 * The All Users list: Image (initial), User, Email, Orders, Review and Rating (how many the account
 * gave), and the account action; cards on a phone.
 */
export function CustomerList({ users, action }: { users: Customer[]; action: (user: Customer) => ReactNode }) {
  const phone = usePhone();
  if (phone) {
    return (
      <Stack gap="sm" role="table" aria-label="Customers">
        {users.map((u) => (
          <Paper key={u.id} withBorder p="sm" radius="md" role="row" aria-label={u.email}>
            {/* A card is one row of the phone's table, with one cell (ARIA rows hold cells). */}
            <div role="cell">
              <Group wrap="nowrap" gap="sm">
                <Initial user={u} />
                <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                  <Name user={u} />
                  <Text size="xs" c="dimmed" truncate="end">
                    {u.email}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {u.orderCount} order{u.orderCount === 1 ? '' : 's'} · {u.reviewCount} review
                    {u.reviewCount === 1 ? '' : 's'} · {u.ratingCount} rating{u.ratingCount === 1 ? '' : 's'}
                  </Text>
                </Stack>
              </Group>
              <Group justify="flex-end" mt="xs">
                {action(u)}
              </Group>
            </div>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollTable label="Customers (scrolls sideways)" minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Customers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Image</Table.Th>
            <Table.Th>User</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Orders</Table.Th>
            <Table.Th>Review</Table.Th>
            <Table.Th>Rating</Table.Th>
            <Table.Th>Account</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u.id} aria-label={u.email}>
              <Table.Td>
                <Initial user={u} />
              </Table.Td>
              <Table.Td>
                <Name user={u} />
              </Table.Td>
              <Table.Td>{u.email}</Table.Td>
              <Table.Td>{u.orderCount}</Table.Td>
              <Table.Td>{u.reviewCount}</Table.Td>
              <Table.Td>{u.ratingCount}</Table.Td>
              <Table.Td>{action(u)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

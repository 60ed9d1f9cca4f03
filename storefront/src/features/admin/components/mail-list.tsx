import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { AdminMailsQuery } from '../../../graphql/graphql';
import { MailStatusBadge } from './mail-status-badge';
import { dateTimeText as when } from '../../../lib/shop-time';
import { usePhone } from './use-phone';
import { ScrollTable } from './scroll-table';

type Mail = AdminMailsQuery['adminMails']['content'][number];

function Subject({ mail }: { mail: Mail }) {
  return (
    <Anchor component={Link} to={`/admin/mailbox/${mail.id}`} size="sm" fw={500}>
      {mail.subject}
    </Anchor>
  );
}

/** The mailbox's rows: when, to whom, the subject (opens the mail), status, tries and the last error; cards on a phone. */
export function MailList({ mails }: { mails: Mail[] }) {
  const phone = usePhone();
  if (phone) {
    return (
      <Stack gap="sm" role="table" aria-label="Mails">
        {mails.map((m) => (
          <Paper key={m.id} withBorder p="sm" radius="md" role="row" aria-label={m.subject}>
            {/* A card is one row of the phone's table, with one cell (ARIA rows hold cells). */}
            <div role="cell">
              <Subject mail={m} />
              <Text size="xs" c="dimmed" truncate="end">
                {m.to} · {when.format(new Date(m.createdAt))}
              </Text>
              <Stack gap={4} mt={6} align="flex-start">
                <MailStatusBadge status={m.status} />
                {m.lastError && (
                  <Text size="xs" c="red.9">
                    {m.lastError}
                  </Text>
                )}
              </Stack>
            </div>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <ScrollTable label="Mails (scrolls sideways)" minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Mails">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Written</Table.Th>
            <Table.Th>To</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Tries</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mails.map((m) => (
            <Table.Tr key={m.id} aria-label={m.subject}>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {when.format(new Date(m.createdAt))}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{m.to}</Text>
              </Table.Td>
              <Table.Td>
                <Subject mail={m} />
                {m.lastError && (
                  <Text size="xs" c="red.9">
                    {m.lastError}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <MailStatusBadge status={m.status} />
              </Table.Td>
              <Table.Td>{m.attempts}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

import { useCallback, useState } from 'react';
import { Card, Group, Select, Skeleton, Text } from '@mantine/core';
import type { MailStatus } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useAdminMails } from '../api/mails';
import { AdminPageHeader } from './admin-page-header';
import { MailList } from './mail-list';
import { Pager } from './pager';
import { SearchBox } from './search-box';

const FILTERS: { label: string; value: MailStatus | 'ALL' }[] = [
  { label: 'All', value: 'ALL' },
  { label: 'Queued', value: 'QUEUED' },
  { label: 'Sent', value: 'SENT' },
  { label: 'Kept (no SMTP)', value: 'KEPT' },
  { label: 'Failed', value: 'FAILED' },
];

/**
 * /admin/mailbox: every mail the shop wrote to its customers, newest first, with where each
 * stands. Without an SMTP server this is where they are read; with one, failures show here.
 */
export function MailboxPage() {
  const [status, setStatus] = useState<MailStatus | 'ALL'>('ALL');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const { data, previousData, error } = useAdminMails({
    status: status === 'ALL' ? null : status,
    search,
    pageNumber: page,
  });
  const onSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const result = (data ?? previousData)?.adminMails;

  return (
    <>
      <AdminPageHeader title="Mailbox" error={error ? errorMessage(error) : null} />
      <Group mb="md" gap="sm" align="flex-end">
        <SearchBox label="Search mails" placeholder="Recipient, subject or order id" onSearch={onSearch} />
        <Select
          data={FILTERS}
          value={status}
          allowDeselect={false}
          onChange={(v) => {
            setStatus((v ?? 'ALL') as MailStatus | 'ALL');
            setPage(1);
          }}
          aria-label="Show mails"
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      <Card withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        {!result ? (
          <Skeleton h={300} />
        ) : result.content.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No mails to show.
          </Text>
        ) : (
          <MailList mails={result.content} />
        )}
        {result && (
          <Pager
            page={page}
            totalPages={result.totalPages}
            total={result.totalElements}
            noun="mail"
            onChange={setPage}
          />
        )}
      </Card>
    </>
  );
}

import { useState } from 'react';
import { Button, Code, Group, Paper, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { AuditLogQuery } from '../../../graphql/graphql';
import { downloadWithToken } from '../../../lib/download';
import { errorMessage } from '../../../lib/error-message';
import { at, shopDayRange } from '../../../lib/shop-time';
import { AUDIT_PAGE_SIZE, useAuditLog, type AuditFilter } from '../api/staff';
import { AdminPageHeader } from './admin-page-header';
import { Pager } from './pager';
import { ScrollTable } from './scroll-table';
import { usePhone } from './use-phone';

type Entry = AuditLogQuery['auditLog']['entries'][number];

/** The kinds to filter by: each matches every kind that starts with it. */
const KINDS = [
  { value: 'product', label: 'Products and stock' },
  { value: 'order', label: 'Order moves' },
  { value: 'refund', label: 'Refunds' },
  { value: 'return', label: 'Returns' },
  { value: 'review', label: 'Review moderation' },
  { value: 'customer', label: 'Customer accounts' },
  { value: 'settings', label: 'Settings' },
  { value: 'staff', label: 'Staff' },
  { value: 'role', label: 'Roles' },
  { value: 'signin', label: 'Sign-ins and failed codes' },
];

const EMPTY: AuditFilter = { person: '', kind: '', from: '', to: '' };

/** Before → after, one line per field that changed (values as the log keeps them: money in ₹). */
function Change({ entry }: { entry: Entry }) {
  const before = entry.before ? (JSON.parse(entry.before) as Record<string, unknown>) : {};
  const after = entry.after ? (JSON.parse(entry.after) as Record<string, unknown>) : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  if (keys.length === 0) return null;
  const show = (v: unknown) => (v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <Stack gap={2}>
      {keys.map((k) => (
        <Text key={k} size="xs">
          <Code>{k}</Code> {k in before ? `${show(before[k])} → ` : ''}
          {show(after[k])}
        </Text>
      ))}
    </Stack>
  );
}

const Kind = ({ kind }: { kind: string }) => (
  <Code fz="xs" style={{ whiteSpace: 'nowrap' }}>
    {kind}
  </Code>
);

const Who = ({ entry }: { entry: Entry }) => <>{entry.actorEmail ?? 'the shop'}</>;

/** The audit log: every back-office action and staff sign-in, filtered by person, kind and date; paged; CSV. */
export function AuditPage() {
  const [filter, setFilter] = useState<AuditFilter>(EMPTY);
  const [draft, setDraft] = useState<AuditFilter>(EMPTY);
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const phone = usePhone();
  const { data, loading, error } = useAuditLog(filter, page);
  const log = data?.auditLog;
  const totalPages = log ? Math.max(1, Math.ceil(log.total / AUDIT_PAGE_SIZE)) : 1;

  const apply = (next: AuditFilter) => {
    setFilter(next);
    setPage(1);
  };

  async function exportCsv() {
    setFailure(null);
    const params = new URLSearchParams();
    if (filter.person.trim()) params.set('person', filter.person.trim());
    if (filter.kind) params.set('kind', filter.kind);
    const from = shopDayRange(filter.from)?.from;
    const to = shopDayRange(filter.to)?.to;
    if (from) params.set('from', from);
    if (to) params.set('to', to);
    try {
      await downloadWithToken(`/api/admin/audit.csv?${params}`, 'audit-log.csv');
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <>
      <AdminPageHeader
        title="Audit log"
        error={failure ?? (error ? errorMessage(error) : null)}
        onCloseError={() => setFailure(null)}
        actions={
          <Button variant="default" size="sm" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        }
      />
      <form
        aria-label="Filter the audit log"
        onSubmit={(e) => {
          e.preventDefault();
          apply(draft);
        }}
      >
        <Group align="flex-end" gap="sm" mb="md" wrap="wrap">
          <TextInput
            label="Person"
            placeholder="e-mail or part of it"
            value={draft.person}
            onChange={(e) => {
              const person = e.currentTarget.value;
              setDraft((d) => ({ ...d, person }));
            }}
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label="Action"
            placeholder="Every action"
            clearable
            data={KINDS}
            value={draft.kind || null}
            onChange={(kind) => {
              const next = { ...draft, kind: kind ?? '' };
              setDraft(next);
              apply(next);
            }}
            style={{ flex: '1 1 180px' }}
          />
          <TextInput
            label="From"
            type="date"
            value={draft.from}
            onChange={(e) => {
              const from = e.currentTarget.value;
              setDraft((d) => ({ ...d, from }));
            }}
            style={{ flex: '1 1 140px' }}
          />
          <TextInput
            label="To"
            type="date"
            value={draft.to}
            onChange={(e) => {
              const to = e.currentTarget.value;
              setDraft((d) => ({ ...d, to }));
            }}
            style={{ flex: '1 1 140px' }}
          />
          <Button type="submit" variant="light">
            Filter
          </Button>
        </Group>
      </form>
      {loading && !data ? (
        <Skeleton h={300} />
      ) : log && log.entries.length === 0 ? (
        <Text c="dimmed">Nothing recorded matches.</Text>
      ) : phone ? (
        <Stack gap="sm" role="table" aria-label="Audit log">
          {log?.entries.map((e) => (
            <Paper key={e.id} withBorder p="sm" radius="md" role="row" aria-label={e.summary}>
              <div role="cell">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Kind kind={e.kind} />
                  <Text size="xs" c="dimmed">
                    {at(e.at)}
                  </Text>
                </Group>
                <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {e.summary}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  <Who entry={e} />
                  {e.address ? ` · ${e.address}` : ''}
                </Text>
                <Change entry={e} />
              </div>
            </Paper>
          ))}
        </Stack>
      ) : (
        <ScrollTable label="Audit log (scrolls sideways)" minWidth={900}>
          <Table verticalSpacing="xs" highlightOnHover aria-label="Audit log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>Before → after</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log?.entries.map((e) => (
                <Table.Tr key={e.id} aria-label={e.summary}>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {at(e.at)}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={240}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Who entry={e} />
                    </Text>
                    {e.address && (
                      <Text size="xs" c="dimmed">
                        {e.address}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Kind kind={e.kind} />
                  </Table.Td>
                  <Table.Td maw={300}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {e.summary}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Change entry={e} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {log && <Pager page={page} totalPages={totalPages} total={log.total} noun="record" onChange={setPage} />}
    </>
  );
}

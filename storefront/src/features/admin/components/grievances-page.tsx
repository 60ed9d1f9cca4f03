import { useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { AdminGrievancesQuery, GrievanceStatus } from '../../../graphql/graphql';
import { at, shortDateText } from '../../../lib/shop-time';
import { errorMessage } from '../../../lib/error-message';
import { AdminPageHeader } from './admin-page-header';
import { useAdminGrievances, useResolveGrievance } from '../api/grievances';

type Grievance = AdminGrievancesQuery['adminGrievances']['items'][number];

const FILTERS = [
  { value: 'OPEN', label: 'Open' },
  { value: 'RESOLVED', label: 'Resolved' },
  { value: 'ALL', label: 'All' },
];

const HOUR = 3_600_000;

/** "5 hours", "3 days": how long ago it was received. */
export function ageText(createdAt: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / HOUR));
  if (hours < 1) return 'under an hour';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'}`;
  return `${Math.floor(hours / 24)} days`;
}

/** One grievance: who, what, its age against the month the law gives, and the resolution form while open. */
function GrievancePanel({ grievance: g, onError }: { grievance: Grievance; onError: (message: string) => void }) {
  const [resolve, { loading }] = useResolveGrievance();
  const [note, setNote] = useState('');
  const overdue = g.status === 'OPEN' && new Date(g.resolveBy).getTime() < Date.now();
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Grievance ${g.reference}`}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700}>
          {g.reference} · {g.subject}
        </Text>
        <Group gap={6}>
          {overdue && (
            <Badge color="red.9" variant="filled">
              Overdue
            </Badge>
          )}
          <Badge color={g.status === 'OPEN' ? 'orange.9' : 'green.9'} variant="light">
            {g.status === 'OPEN' ? 'Open' : 'Resolved'}
          </Badge>
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {g.name} ({g.email}){g.signedIn ? ', signed in' : ''}
        {g.orderNumber ? ` · order ${g.orderNumber}` : ''}
      </Text>
      <Text size="sm" c="dimmed">
        Received {at(g.createdAt)} ·{' '}
        {g.status === 'OPEN' || !g.resolvedAt
          ? `age ${ageText(g.createdAt)} · resolve by ${shortDateText.format(new Date(g.resolveBy))}`
          : `resolved after ${ageText(g.createdAt, new Date(g.resolvedAt).getTime())}`}
      </Text>
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {g.message}
      </Text>
      {g.status === 'RESOLVED' ? (
        <Text size="sm" mt="xs">
          <strong>Resolved {at(g.resolvedAt)}:</strong> {g.resolution}
        </Text>
      ) : (
        <Stack gap="xs" mt="sm">
          <Textarea
            label="Resolution note"
            description="What was done; it is mailed to the complainant"
            rows={3}
            resize="vertical"
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Button
            size="xs"
            disabled={!note.trim()}
            loading={loading}
            style={{ alignSelf: 'flex-start' }}
            onClick={() =>
              resolve({ variables: { id: g.id, resolution: note } }).catch((e: unknown) => onError(errorMessage(e)))
            }
          >
            Mark resolved
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

/** /admin/grievances: the complaints filed on the Grievance Redressal page, open ones oldest first. */
export function GrievancesPage() {
  const [filter, setFilter] = useState('OPEN');
  const [error, setError] = useState<string | null>(null);
  const { data, error: loadError } = useAdminGrievances(filter === 'ALL' ? null : (filter as GrievanceStatus));
  const list = data?.adminGrievances;
  return (
    <Stack gap="md">
      <AdminPageHeader
        title="Grievances"
        error={error ?? (loadError ? errorMessage(loadError) : null)}
        onCloseError={() => setError(null)}
      />
      <SegmentedControl data={FILTERS} value={filter} onChange={setFilter} aria-label="Status" w="fit-content" />
      {list && (
        <Text size="sm" c="dimmed">
          {list.open} open. Acknowledged by mail when filed; the law asks for redress within one month.
        </Text>
      )}
      {list?.items.map((g) => (
        <GrievancePanel key={g.id} grievance={g} onError={setError} />
      ))}
      {list && !list.items.length && <Text>No grievances here.</Text>}
    </Stack>
  );
}

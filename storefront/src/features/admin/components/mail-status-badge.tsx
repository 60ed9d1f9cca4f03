import { Badge } from '@mantine/core';
import type { MailStatus } from '../../../graphql/graphql';

const LOOK: Record<MailStatus, { color: string; label: string }> = {
  QUEUED: { color: 'yellow.6', label: 'Queued' },
  SENT: { color: 'teal.9', label: 'Sent' },
  KEPT: { color: 'gray.7', label: 'Kept' },
  FAILED: { color: 'red.9', label: 'Failed' },
};

/** Where a mail stands, as a coloured pill: Kept means no SMTP server is set, so it was not sent. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="filled" autoContrast radius="xl" size="sm">
      {look.label}
    </Badge>
  );
}

import { Text, Timeline } from '@mantine/core';
import type { AdminOrderQuery } from '../../../graphql/graphql';
import { STATUS_COLOR } from './order-status-look';

type Change = NonNullable<AdminOrderQuery['adminOrder']>['statusChanges'][number];

/** A moment as the back office shows it: India time, '23 Nov 2026, 9:05 pm'. */
export const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** The order's history, oldest first: from → to, who, when, why. */
export function OrderTimeline({ changes }: { changes: Change[] }) {
  return (
    <Timeline active={changes.length - 1} bulletSize={14} lineWidth={2} aria-label="Status history">
      {changes.map((c) => (
        <Timeline.Item
          key={c.id}
          color={STATUS_COLOR[c.toStatus]}
          title={c.fromStatus && c.fromStatus !== c.toStatus ? `${c.fromStatus} → ${c.toStatus}` : c.toStatus}
        >
          <Text size="xs" c="dimmed">
            {when.format(new Date(c.at))} · {c.changedBy ? c.changedBy.email : 'the shop'}
          </Text>
          {c.reason && <Text size="sm">{c.reason}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

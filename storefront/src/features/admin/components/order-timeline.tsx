import { Text, Timeline } from '@mantine/core';
import type { AdminOrderQuery } from '../../../graphql/graphql';
import { STATUS_COLOR } from './order-status-look';
import { dateTimeText as when } from '../../../lib/shop-time';

type Change = NonNullable<AdminOrderQuery['adminOrder']>['statusChanges'][number];

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

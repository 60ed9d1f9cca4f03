import { Badge } from '@mantine/core';
import type { OrderStatus } from '../../../graphql/graphql';
import { STATUS_COLOR } from './order-status-look';

/** An order's status as a coloured pill. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" radius="xl" size="sm">
      {status}
    </Badge>
  );
}

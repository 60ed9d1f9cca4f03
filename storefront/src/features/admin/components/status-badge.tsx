import { Badge } from '@mantine/core';
import type { OrderStatus } from '../../../graphql/graphql';
import { STATUS_COLOR } from './order-status-look';

/** An order's status as a coloured pill; the text is black on the light amber, white on the others. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge color={STATUS_COLOR[status]} variant="filled" autoContrast radius="xl" size="sm" miw="fit-content">
      {status}
    </Badge>
  );
}

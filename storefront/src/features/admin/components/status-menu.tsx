import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { OrderStatus, Permission } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { STATUS_ACTIONS } from './order-status-look';
import { useCan } from '../api/my-permissions';

/** A move to these statuses needs more than `ordersStatus` (as gateway/src/services/staff/permissions.ts). */
const STATUS_NEEDS: Partial<Record<OrderStatus, Permission>> = {
  SHIPPED: 'ordersShip',
  CANCELLED: 'ordersCancel',
  RETURNED: 'returns',
};

interface Props {
  order: { id: string; status: OrderStatus; nextStatuses: OrderStatus[] };
  onError: (message: string) => void;
}

/**
 * The "Status" button: the menu offers every move; those the life cycle does not allow now
 * are disabled (the gateway refuses them anyway). The status shown is sent along, so a change
 * someone else made a moment ago makes this one fail instead of overriding it.
 */
export function StatusMenu({ order, onError }: Props) {
  const [update, { loading }] = useUpdateOrderStatus();
  const can = useCan();
  // Moves the role may not make are not offered (the server refuses them too).
  const actions = STATUS_ACTIONS.filter((a) => can('ordersStatus') && can(STATUS_NEEDS[a.status] ?? 'ordersStatus'));
  if (actions.length === 0) return null;
  async function move(status: OrderStatus) {
    try {
      await update({ variables: { id: order.id, status, expectedStatus: order.status } });
    } catch (error) {
      onError(errorMessage(error));
    }
  }
  return (
    <Menu shadow="md" width={200} position="bottom-end">
      <Menu.Target>
        <Button
          size="xs"
          variant="light"
          loading={loading}
          rightSection={<IconChevronDown size={14} />}
          aria-label={`Status of order ${order.id}`}
        >
          Status
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((a) => (
          <Menu.Item
            key={a.status}
            disabled={!order.nextStatuses.includes(a.status)}
            onClick={() => void move(a.status)}
          >
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { OrderStatus } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/error-message';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { STATUS_ACTIONS } from './order-status-look';

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
        {STATUS_ACTIONS.map((a) => (
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

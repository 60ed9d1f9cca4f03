import { Checkbox, Paper, SimpleGrid, Text } from '@mantine/core';
import type { OrderStatus } from '../../../graphql/graphql';
import { STATUS_FILTERS } from './order-status';

interface Props {
  value: OrderStatus[];
  onChange: (value: OrderStatus[]) => void;
}

/** Status filter: each box toggles its status; none ticked shows every order. */
export function OrderFilter({ value, onChange }: Props) {
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Filter orders">
      <Text fw={700} size="sm" tt="uppercase" c="dimmed" mb="sm">
        Order Status
      </Text>
      <Checkbox.Group value={value} onChange={(v) => onChange(v as OrderStatus[])}>
        {/* Two columns on a phone, so the filter does not push the orders off the screen. */}
        <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs" verticalSpacing="xs">
          {STATUS_FILTERS.map(({ label, status }) => (
            <Checkbox key={status} value={status} label={label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </Paper>
  );
}

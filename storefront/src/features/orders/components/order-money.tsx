import { Paper, Text, Title } from '@mantine/core';
import type { OrderLedgerFieldsFragment } from '../../../graphql/graphql';
import { MoneyLedger } from '../../../components/money-ledger';
import { formatINR } from '../../../lib/money';

/** The order page's "Payments and refunds": what was paid, what is coming back, and when. */
export function OrderMoney({ order }: { order: OrderLedgerFieldsFragment }) {
  const pending = order.refunds.some((r) => r.status === 'PENDING');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label="Payments and refunds">
      <Title order={2} fz="sm" tt="uppercase" c="dimmed" fw={700} mb="xs">
        Payments and refunds
      </Title>
      <MoneyLedger payments={order.payments} refunds={order.refunds} />
      {(order.amountRefunded > 0 || pending) && (
        <Text size="xs" c="dimmed" mt="xs">
          {order.amountRefunded > 0 &&
            `${formatINR(order.amountRefunded)} of ${formatINR(order.amountPaid)} refunded. `}
          Refunds go back to the way you paid; banks take 5–7 working days to show them.
        </Text>
      )}
    </Paper>
  );
}

import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatINR } from '../lib/money';

export interface LedgerPayment {
  id: string;
  provider: string;
  status: string;
  amount: number;
  providerPaymentId?: string | null;
  paidAt?: string | null;
}

export interface LedgerRefund {
  id: string;
  amount: number;
  status: string;
  reason: string;
  providerRefundId?: string | null;
  createdAt: string;
  settledAt?: string | null;
  /** Why a PENDING refund is still waiting (the provider did not answer; the shop retries). */
  note?: string | null;
  /** Back office only. */
  attempts?: number;
  lastError?: string | null;
  nextAttemptAt?: string | null;
  requestedBy?: { email: string } | null;
}

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string | null | undefined) => (iso ? when.format(new Date(iso)) : '—');
const REFUND_LOOK: Record<string, { color: string; label: string }> = {
  PENDING: { color: 'yellow', label: 'Being refunded' },
  PROCESSED: { color: 'teal', label: 'Refunded' },
  FAILED: { color: 'red', label: 'Refund failed' },
};

/**
 * An order's money both ways: what was paid (provider, id, when) and what went back (amount,
 * status, reason, when). The back office passes refunds with their attempts and last error.
 */
export function MoneyLedger({ payments, refunds }: { payments: LedgerPayment[]; refunds: LedgerRefund[] }) {
  if (!payments.length && !refunds.length) {
    return (
      <Text size="sm" c="dimmed">
        No payment yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="xs" fz="sm" aria-label="Payments and refunds">
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>
                <Badge color="blue" variant="light">
                  {p.status === 'REFUNDED' ? 'Paid, refunded' : 'Paid'}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{at(p.paidAt)}</Text>
                <Text size="xs" c="dimmed">
                  {p.provider} {p.providerPaymentId}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatINR(p.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          {refunds.map((r) => {
            const look = REFUND_LOOK[r.status] ?? { color: 'gray', label: r.status };
            return (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Badge color={look.color} variant="light">
                    {look.label}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm">{r.reason}</Text>
                    <Text size="xs" c="dimmed">
                      asked {at(r.createdAt)}
                      {r.settledAt ? ` · settled ${at(r.settledAt)}` : ''}
                      {r.providerRefundId ? ` · ${r.providerRefundId}` : ''}
                      {r.requestedBy ? ` · by ${r.requestedBy.email}` : ''}
                    </Text>
                    {r.note && (
                      <Text size="xs" c="yellow.9">
                        {r.note}
                      </Text>
                    )}
                    {r.status === 'PENDING' && r.attempts !== undefined && (
                      <Text size="xs" c={r.lastError ? 'red.7' : 'dimmed'}>
                        {r.attempts} attempt{r.attempts === 1 ? '' : 's'}
                        {r.lastError ? ` · last error: ${r.lastError}` : ''}
                        {r.nextAttemptAt ? ` · next ${at(r.nextAttemptAt)}` : ''}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  <Group justify="flex-end" gap={4} wrap="nowrap">
                    −{formatINR(r.amount)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
